package dev.duet.site.init;

import dev.duet.site.content.MessagesFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The project {@code duet init} writes: a manifest, a home page and one step page per language, one
 * pinned Go excerpt with its hash, a small Java port with anchors, and one demo with state. It
 * builds and passes {@code duet check} as written; its comments teach the format, so that an
 * author can change it piece by piece into their own walkthrough.
 */
public final class StarterProject {
    /** The Go excerpt: lines 10-23 of an (imaginary) upstream stack.go, written for this starter. */
    static final String EXCERPT = """
            // Push puts v on top of the stack.
            func (s *Stack) Push(v string) {
            \ts.items = append(s.items, v)
            }

            // Pop removes the top value and reports whether there was one.
            func (s *Stack) Pop() (string, bool) {
            \tif len(s.items) == 0 {
            \t\treturn "", false
            \t}
            \tv := s.items[len(s.items)-1]
            \ts.items = s.items[:len(s.items)-1]
            \treturn v, true
            }
            """;

    private StarterProject() {}

    /** The files of the starter project for {@code languages} (the first is the default), by relative path. */
    public static Map<String, String> files(List<String> languages) {
        Map<String, String> out = new LinkedHashMap<>();
        out.put("content/site.yaml", manifest(languages));
        for (String lang : languages) {
            StarterTexts t = StarterTexts.of(lang);
            String standIn = StarterTexts.isStandIn(lang)
                    ? "# Duet has no starter text in '" + lang + "': this is the English text, to be translated.\n" : "";
            out.put("content/pages/index." + lang + ".md", """
                    ---
                    %s# Front matter: the page's title, its short navigation label, its kind (home, step,
                    # topic or glossary) and a one-line summary shown on cards and in search.
                    title: %s
                    nav: %s
                    kind: home
                    summary: %s
                    ---
                    %s""".formatted(standIn, q(t.homeTitle()), q(t.homeNav()), q(t.homeSummary()), t.homeBody()));
            out.put("content/pages/push." + lang + ".md", """
                    ---
                    %s# A step page shows one excerpt (left) beside the Java file its .yaml names (right).
                    title: %s
                    nav: %s
                    kind: step
                    summary: %s
                    excerpt: stack-push
                    caption: %s
                    # The page's main demo, played under the split view.
                    demo: push-pop
                    # Margin notes sit beside a Go line (its upstream line number); every language
                    # must have the same notes.
                    notes:
                      - go: 12
                        text: %s
                      - go: 17
                        text: %s
                    ---
                    %s""".formatted(standIn, q(t.pushTitle()), q(t.pushNav()), q(t.pushSummary()), q(t.pushTitle()),
                    q(t.noteAppend()), q(t.noteEmpty()), t.pushBody()));
        }
        out.put("content/excerpts/stack-push.go", EXCERPT);
        out.put("content/excerpts/stack-push.yaml", """
                # A pinned excerpt: stack-push.go beside this file holds lines first..last of `path` in
                # `repository` at `tag`, byte for byte; the build refuses it unless it hashes to sha256.
                # (After changing the .go file, the build's error message tells you the new hash.)
                repository: example/stack
                tag: v1.0.0
                path: stack.go
                first: 10
                last: 23
                sha256: %s
                # Shown wherever the excerpt is shown.
                license: MIT
                copyright: the authors of this walkthrough
                # "View original" links to GitHub by default; for another host give a template:
                # url: "https://git.example.org/{repository}/src/tag/{tag}/{path}#L{first}-L{last}"
                # The Java file (under src/main/java) whose `// go:N` comments align with this excerpt.
                java: example/stack/Stack.java
                # Every Go code line needs a Java line anchored to it; blank lines and comments need
                # nothing. A code line the port leaves out on purpose is listed with its reason:
                # noCounterpart:
                #   12: "Go's append grows the slice itself"
                """.formatted(sha256(EXCERPT)));
        out.put("content/demos/push-pop.jsh", demo(languages));
        out.put("src/main/java/example/stack/Stack.java", """
                package example.stack;

                import java.util.ArrayList;
                import java.util.List;
                import java.util.Optional;

                /**
                 * A stack of strings, ported from stack.go. A line that ends in {@code // go:N} is the
                 * counterpart of line N of the Go file: Duet draws the two side by side and hides the
                 * comment. Every code line of an excerpt needs at least one such Java line.
                 */
                public final class Stack {
                    private final List<String> items = new ArrayList<>();

                    /** Puts {@code v} on top of the stack. */
                    public void push(String v) {                 // go:11
                        items.add(v);                            // go:12
                    }                                            // go:13

                    /** Removes the top value; empty when there was none (Go returns {@code ok == false}). */
                    public Optional<String> pop() {              // go:16
                        if (items.isEmpty()) {                   // go:17
                            return Optional.empty();             // go:18
                        }                                        // go:19
                        String v = items.get(items.size() - 1);  // go:20
                        items.remove(items.size() - 1);          // go:21
                        return Optional.of(v);                   // go:22
                    }                                            // go:23

                    /**
                     * What the demo player shows after each step (a demo's {@code //! state:} names the
                     * variable): each component of the record becomes a labelled box. Marked
                     * {@code @NotRecorded}, so its lines never count as lines a step executed.
                     */
                    @NotRecorded
                    public Snapshot snapshot() {
                        return new Snapshot(List.copyOf(items), items.size());
                    }

                    /** The stack as the player draws it (the whole class is left out of the recording). */
                    @NotRecorded
                    public record Snapshot(List<String> items, int size) {}
                }
                """);
        out.put("src/main/java/example/stack/NotRecorded.java", """
                package example.stack;

                import java.lang.annotation.ElementType;
                import java.lang.annotation.Target;

                /**
                 * Leaves a method or class out of the lines a demo step executed. Duet recognises any
                 * annotation with this simple name, in any package; use it for observers (snapshots,
                 * toString, waiting helpers), whose lines run whenever a demo looks, not when it acts.
                 */
                @Target({ElementType.METHOD, ElementType.TYPE})
                public @interface NotRecorded {}
                """);
        for (String lang : languages) {
            Map<String, String> docs = JAVADOC.get(lang);
            if (docs != null) {
                out.put("content/javadoc/" + lang + "/example/stack/Stack.yaml", javadoc(lang, "example.stack.Stack", docs));
                out.put("content/javadoc/" + lang + "/example/stack/NotRecorded.yaml",
                        javadoc(lang, "example.stack.NotRecorded", docs));
            }
        }
        // A language Duet has no UI strings for gets every one in English, marked to translate
        // (what `duet messages LANG` writes), instead of a build warning about all of them.
        for (String lang : languages) {
            MessagesFile.starter(lang).ifPresent(text -> out.put("content/messages/" + lang + ".properties", text));
        }
        out.put(".gitignore", "# Duet's compiled classes and demo cache.\ntarget/\n");
        return out;
    }

    /**
     * The starter port's Javadoc in the languages Duet has texts for (the Java files are in English),
     * by declaration id. A language without them builds too, with one warning per untranslated
     * declaration saying where its translation goes.
     */
    private static final Map<String, Map<String, String>> JAVADOC = Map.of(
            "de", Map.of(
                    "example.stack.Stack", "Ein Stapel von Zeichenketten, aus stack.go portiert. Eine Zeile, die auf {@code // go:N}"
                            + " endet, entspricht Zeile N der Go-Datei: Duet stellt beide nebeneinander und blendet den Kommentar aus.",
                    "example.stack.Stack#push(String)", "Legt {@code v} oben auf den Stapel.",
                    "example.stack.Stack#pop()", "Nimmt den obersten Wert herunter; leer, wenn keiner da war (Go gibt"
                            + " {@code ok == false} zurück).",
                    "example.stack.Stack#snapshot()", "Was der Demo-Player nach jedem Schritt zeigt: jede Komponente des"
                            + " Records wird ein beschriftetes Feld. Mit {@code @NotRecorded} markiert, damit seine Zeilen nie"
                            + " als ausgeführte Zeilen eines Schritts zählen.",
                    "example.stack.Stack.Snapshot", "Der Stapel, wie der Player ihn zeichnet (die ganze Klasse zählt nicht"
                            + " zu den aufgezeichneten Zeilen).",
                    "example.stack.NotRecorded", "Nimmt eine Methode oder Klasse aus den Zeilen heraus, die ein"
                            + " Demo-Schritt ausgeführt hat; für Beobachter wie Snapshots, deren Zeilen laufen, wenn eine Demo"
                            + " hinschaut, nicht wenn sie handelt."),
            "zh", Map.of(
                    "example.stack.Stack", "一个字符串栈，由 stack.go 移植而来。以 {@code // go:N} 结尾的一行对应 Go 文件的第 N 行：Duet"
                            + " 把两边并排画出，并隐藏这条注释。",
                    "example.stack.Stack#push(String)", "把 {@code v} 放到栈顶。",
                    "example.stack.Stack#pop()", "取下栈顶的值；栈为空时返回空（Go 返回 {@code ok == false}）。",
                    "example.stack.Stack#snapshot()", "演示播放器在每一步之后显示的内容：record 的每个组成部分成为一个带标签的框。"
                            + "它标有 {@code @NotRecorded}，所以它的行不会算作某一步执行过的行。",
                    "example.stack.Stack.Snapshot", "播放器画出的栈（整个类都不计入记录的行）。",
                    "example.stack.NotRecorded", "把一个方法或类排除在演示步骤执行过的行之外；用于快照之类的观察者，它们的行在演示查看时运行，"
                            + "而不是在演示动手时运行。"));

    /** The translations of the declarations whose ids start with {@code type}, as a translation file. */
    private static String javadoc(String lang, String type, Map<String, String> docs) {
        StringBuilder sb = new StringBuilder("# The Javadoc of " + type + " in '" + lang + "', keyed by declaration id;"
                + " the build reports a declaration without one, and one whose declaration is gone.\n");
        docs.keySet().stream().sorted()
                .filter(id -> id.equals(type) || id.startsWith(type + "#") || id.startsWith(type + "."))
                .forEach(id -> sb.append(id).append(": ").append(q(docs.get(id))).append('\n'));
        return sb.toString();
    }

    /**
     * Writes the starter project into {@code dir}, which must be empty or absent.
     *
     * @return the files written, relative to {@code dir}
     */
    public static List<String> write(Path dir, List<String> languages) throws IOException {
        List<String> written = new ArrayList<>();
        for (Map.Entry<String, String> f : files(languages).entrySet()) {
            Path file = dir.resolve(f.getKey());
            Files.createDirectories(file.getParent());
            Files.writeString(file, f.getValue(), StandardCharsets.UTF_8);
            written.add(f.getKey());
        }
        return written;
    }

    private static String manifest(List<String> languages) {
        StringBuilder title = new StringBuilder();
        StringBuilder tagline = new StringBuilder();
        for (String lang : languages) {
            StarterTexts t = StarterTexts.of(lang);
            title.append(title.length() == 0 ? "" : ", ").append(lang).append(": ").append(q(t.title()));
            tagline.append(tagline.length() == 0 ? "" : ", ").append(lang).append(": ").append(q(t.tagline()));
        }
        return """
                # The manifest of a Duet walkthrough. Build it with `duet build`, check it with `duet check`,
                # preview it with `duet serve`.
                title: {%s}
                tagline: {%s}
                # Any BCP 47 language tags; every page, caption and title exists in each of them.
                languages: [%s]
                defaultLanguage: %s
                # The reading order: page slugs, each written as content/pages/<slug>.<lang>.md.
                pages: [index, push]
                # Folders of src/main/java with the Java port: compiled, shown in the source browser,
                # run by the demos, and recorded (the lines each demo step executed).
                sources: [example/stack]
                # Extra jars or class folders the port needs (paths relative to this project):
                # classpath: [lib/some-library.jar]
                # The status bar's version label.
                version: "stack v1.0.0"
                """.formatted(title, tagline, String.join(", ", languages), languages.get(0));
    }

    private static String demo(List<String> languages) {
        StringBuilder s = new StringBuilder("""
                // A demo: JShell steps run against the compiled port at build time. Each step has a
                // caption per language (//# <lang>:), code, and its expected output (//= lines: JShell
                // prints the value of every expression); a difference fails the build. After each step
                // the player shows the `state:` variables and lights the Java lines the step executed.
                """);
        for (String lang : languages) {
            s.append("//! title.").append(lang).append(": ").append(StarterTexts.of(lang).demoTitle()).append('\n');
        }
        s.append("//! timeout: 5s\n//! state: s\n");
        String[][] code = {
                {"import example.stack.*;", "var s = new Stack();", "s.push(\"a\");", "s.push(\"b\");", "s.snapshot()"},
                {"s.pop()"},
                {"s.pop();", "s.pop()"}};
        String[][] expected = {{"Snapshot[items=[a, b], size=2]"}, {"Optional[b]"}, {"Optional[a]", "Optional.empty"}};
        for (int i = 0; i < code.length; i++) {
            s.append('\n');
            for (String lang : languages) {
                s.append("//# ").append(lang).append(": ").append(StarterTexts.of(lang).stepCaptions()[i]).append('\n');
            }
            for (String line : code[i]) {
                s.append(line).append('\n');
            }
            for (String line : expected[i]) {
                s.append("//= ").append(line).append('\n');
            }
        }
        return s.toString();
    }

    /** A YAML double-quoted string. */
    private static String q(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every Java platform", e);
        }
    }
}
