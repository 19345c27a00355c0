package dev.duet.site.browser;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The text colours of both themes reach WCAG AA contrast (4.5:1) on every background they are
 * drawn on, and the dark palette is the same whether the system or the reader chose it.
 */
class PaletteContrastTest {
    private static final Path CSS = Path.of("templates", "assets", "duet.css");
    private static final Pattern VARIABLE = Pattern.compile("--([\\w-]+):\\s*(#[0-9a-fA-F]{6})");

    /** Text colour, then the backgrounds it appears on. */
    private static final String[][] PAIRS = {
            {"fg", "bg", "panel", "sel", "note-bg", "hl-strong", "ins", "del", "exec", "target"},
            {"muted", "bg", "panel"},
            {"error", "bg", "panel"},
            {"bg", "error"},
            {"gutter-fg", "gutter-bg"},
            {"link", "bg", "note-bg", "panel"},
            {"chip-fg", "chip-bg"},
            {"on-focus", "focus"},
            {"note-mark-fg", "note-border"},
            {"kw", "bg", "ins", "del", "exec", "target"},
            {"str", "bg", "ins", "del", "exec", "target"},
            {"num", "bg", "ins", "del", "exec", "target"},
            {"com", "bg", "ins", "del", "exec", "target"},
            {"doc", "bg", "panel", "ins", "del", "exec", "target"},
            {"field", "bg", "ins", "del", "exec", "target"},
            {"mdecl", "bg", "ins", "del", "exec", "target"},
            {"ann", "bg", "ins", "del", "exec", "target"},
    };

    @Test
    void bothThemesPassWcagAaForEveryTextAndBackgroundPair() throws Exception {
        String css = Files.readString(CSS);
        Map<String, String> light = variables(css, ":root {");
        Map<String, String> dark = variables(css, ":root[data-theme=\"dark\"] {");
        List<String> failures = new ArrayList<>();
        check("light", light, failures);
        check("dark", dark, failures);
        assertTrue(failures.isEmpty(), String.join("\n", failures));
    }

    /** Non-text marks (WCAG 1.4.11, 3:1): the gutter marker of an executed line, on the gutter and on its tint. */
    private static final String[][] MARKS = {
            {"exec-border", "gutter-bg", "exec", "bg"},
    };

    /** Line tints that must not be mistaken for each other: executed, the two diff sides, lit and target lines. */
    private static final String[] TINTS = {"exec", "ins", "del", "hl-strong", "target"};

    @Test
    void executedLinesHaveTheirOwnTintAndAVisibleGutterMarkerInBothThemes() throws Exception {
        String css = Files.readString(CSS);
        List<String> failures = new ArrayList<>();
        for (String theme : new String[] {":root {", ":root[data-theme=\"dark\"] {"}) {
            Map<String, String> palette = variables(css, theme);
            for (String[] mark : MARKS) {
                for (int i = 1; i < mark.length; i++) {
                    double r = ratio(palette.get(mark[0]), palette.get(mark[i]));
                    if (r < 3) failures.add(String.format("%s --%s on --%s is %.2f:1", theme, mark[0], mark[i], r));
                }
            }
            for (int i = 1; i < TINTS.length; i++) {
                double d = deltaE(palette.get(TINTS[0]), palette.get(TINTS[i]));
                if (d < 10) failures.add(String.format("%s --%s and --%s differ by only %.1f (CIE76 delta E)", theme, TINTS[0], TINTS[i], d));
            }
        }
        assertTrue(failures.isEmpty(), String.join("\n", failures));
    }

    @Test
    void deltaEMatchesTheCieLabDistance() {
        assertEquals(100.0, deltaE("#000000", "#ffffff"), 0.1);
        assertEquals(0.0, deltaE("#e6f5e6", "#e6f5e6"), 1e-9);
    }

    @Test
    void theSystemDarkThemeAndTheChosenDarkThemeAreTheSamePalette() throws Exception {
        String css = Files.readString(CSS);
        assertEquals(variables(css, ":root[data-theme=\"dark\"] {"), variables(css, ":root:not([data-theme=\"light\"]) {"));
    }

    @Test
    void contrastRatioMatchesTheWcagDefinition() {
        assertEquals(21.0, ratio("#000000", "#ffffff"), 0.01);
        assertEquals(4.54, ratio("#767676", "#ffffff"), 0.01);
        assertEquals(1.0, ratio("#2b2b2b", "#2b2b2b"), 0.001);
    }

    private static void check(String theme, Map<String, String> palette, List<String> failures) {
        for (String[] pair : PAIRS) {
            for (int i = 1; i < pair.length; i++) {
                double r = ratio(palette.get(pair[0]), palette.get(pair[i]));
                if (r < 4.5) failures.add(String.format("%s: --%s on --%s is %.2f:1", theme, pair[0], pair[i], r));
            }
        }
    }

    private static Map<String, String> variables(String css, String selector) {
        int start = css.indexOf(selector);
        assertTrue(start >= 0, "no " + selector + " block in " + CSS);
        String block = css.substring(start, css.indexOf('}', start));
        Map<String, String> vars = new LinkedHashMap<>();
        Matcher m = VARIABLE.matcher(block);
        while (m.find()) vars.put(m.group(1), m.group(2).toLowerCase());
        return vars;
    }

    static double ratio(String a, String b) {
        double la = luminance(a), lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    /** CIE76 colour difference in CIELAB (D65), the distance a reader sees between two tints. */
    static double deltaE(String a, String b) {
        double[] la = lab(a), lb = lab(b);
        return Math.sqrt(Math.pow(la[0] - lb[0], 2) + Math.pow(la[1] - lb[1], 2) + Math.pow(la[2] - lb[2], 2));
    }

    private static double[] lab(String hex) {
        double[] c = new double[3];
        for (int i = 0; i < 3; i++) {
            double v = Integer.parseInt(hex.substring(1 + 2 * i, 3 + 2 * i), 16) / 255.0;
            c[i] = v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
        }
        double x = (0.4124 * c[0] + 0.3576 * c[1] + 0.1805 * c[2]) / 0.95047;
        double y = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
        double z = (0.0193 * c[0] + 0.1192 * c[1] + 0.9505 * c[2]) / 1.08883;
        double fx = f(x), fy = f(y), fz = f(z);
        return new double[] {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
    }

    private static double f(double t) {
        return t > 216.0 / 24389 ? Math.cbrt(t) : (24389.0 / 27 * t + 16) / 116;
    }

    private static double luminance(String hex) {
        double[] c = new double[3];
        for (int i = 0; i < 3; i++) {
            double v = Integer.parseInt(hex.substring(1 + 2 * i, 3 + 2 * i), 16) / 255.0;
            c[i] = v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
        }
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    }
}
