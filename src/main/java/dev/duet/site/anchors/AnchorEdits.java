package dev.duet.site.anchors;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;

/**
 * Turns proposals into text: the Java file with the anchors written in, and a diff that shows
 * each changed line with the Go line it would name and how sure the suggester is.
 */
public final class AnchorEdits {
    private AnchorEdits() {}

    /**
     * The file with every proposal appended, at the column most of the author's anchors use
     * (or, when there are none, two columns after the longest line that gets one).
     */
    public static List<String> apply(List<String> lines, List<SuggestedAnchor> proposals) {
        int column = column(lines, proposals);
        List<String> out = new ArrayList<>(lines);
        for (SuggestedAnchor s : proposals) {
            String code = stripEnd(lines.get(s.javaLine() - 1));
            int pad = Math.max(1, column - 1 - code.length());
            out.set(s.javaLine() - 1, code + " ".repeat(pad) + "// go:" + s.go().number());
        }
        return out;
    }

    /** The diff of {@link #apply}: one hunk per line, its header naming the Go line and the confidence. */
    public static String diff(String displayPath, List<String> lines, List<SuggestedAnchor> proposals) {
        List<String> changed = apply(lines, proposals);
        StringBuilder out = new StringBuilder();
        out.append("--- ").append(displayPath).append('\n');
        out.append("+++ ").append(displayPath).append(" (proposed anchors)").append('\n');
        for (SuggestedAnchor s : proposals) {
            int line = s.javaLine();
            out.append(String.format(Locale.ROOT, "@@ -%d +%d @@ go:%d %3d%%  %s:%d  %s%n", line, line, s.go().number(),
                    Math.round(100 * s.confidence()), s.go().excerptId(), s.go().number(), s.go().text().strip()));
            out.append('-').append(lines.get(line - 1)).append('\n');
            out.append('+').append(changed.get(line - 1)).append('\n');
        }
        return out.toString();
    }

    private static int column(List<String> lines, List<SuggestedAnchor> proposals) {
        Map<Integer, Integer> columns = new HashMap<>();
        for (String line : lines) {
            Matcher m = JavaLines.ANCHOR.matcher(line);
            if (m.find() && !line.substring(0, m.start()).isBlank()) {
                columns.merge(line.indexOf("//", m.start()) + 1, 1, Integer::sum);
            }
        }
        if (!columns.isEmpty()) {
            return columns.entrySet().stream().max(Map.Entry.<Integer, Integer>comparingByValue()
                    .thenComparing(Map.Entry.comparingByKey())).get().getKey();
        }
        int longest = proposals.stream().mapToInt(s -> stripEnd(lines.get(s.javaLine() - 1)).length()).max().orElse(0);
        return longest + 3;
    }

    private static String stripEnd(String s) {
        return s.replaceAll("\\s+$", "");
    }
}
