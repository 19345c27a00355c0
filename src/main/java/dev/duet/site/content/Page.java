package dev.duet.site.content;

import java.util.List;
import java.util.Optional;

/**
 * One page in one language, as written in {@code content/pages/<slug>.<lang>.md}.
 *
 * @param bodyLine the file line on which the Markdown body starts
 * @param valuesAt where the values of the single-valued front-matter fields stand (by key), so a
 *                 wrong {@code excerpt:} or {@code demo:} is reported at its own place
 */
public record Page(
        String slug,
        String lang,
        String path,
        Kind kind,
        String title,
        String nav,
        String summary,
        Optional<String> excerpt,
        Optional<String> caption,
        Optional<String> demo,
        List<Ref> code,
        List<UpstreamLink> upstream,
        List<Note> notes,
        String body,
        int bodyLine,
        int kindLine,
        java.util.Map<String, At> valuesAt) {

    /** A place in the page's file, 1-based. */
    public record At(int line, int column) {}

    public Page {
        valuesAt = java.util.Map.copyOf(valuesAt);
    }

    /** Where {@code key}'s value stands, or the {@code kind:} line when the field is not there. */
    public At at(String key) {
        return valuesAt.getOrDefault(key, new At(kindLine, 1));
    }

    public enum Kind { HOME, STEP, TOPIC, GLOSSARY }

    /** A Java declaration id written in the front matter, with its line. */
    /** A {@code code:} entry, at its value's line and column. */
    public record Ref(String id, int line, int column) {}

    public record UpstreamLink(String label, String url, int line) {}

    /**
     * A line note: on a Go line of the page's excerpt ({@code go}) or on a Java declaration
     * ({@code symbol}); exactly one of them is set. {@code symbolColumn} is where the symbol's value
     * starts on {@code line}, for errors about it (1 when unknown).
     */
    public record Note(Optional<Integer> go, Optional<String> symbol, String markdown, int line, int symbolColumn) {
        public Note(Optional<Integer> go, Optional<String> symbol, String markdown, int line) {
            this(go, symbol, markdown, line, 1);
        }

        /** The key that must match between languages. */
        public String key() {
            return go.map(g -> "go:" + g).orElseGet(() -> "symbol:" + symbol.orElse(""));
        }
    }
}
