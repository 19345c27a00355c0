package dev.duet.site.content;

import dev.duet.site.diag.Diagnostics;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Reads one page file: YAML front matter between {@code ---} lines, then Markdown. */
final class PageLoader {
    private static final List<String> FRONT_MATTER_KEYS = List.of("title", "nav", "kind", "summary", "excerpt",
            "caption", "demo", "code", "upstream", "notes");

    private PageLoader() {}

    static Optional<Page> load(ContentFiles files, Path file, String slug, String lang, Diagnostics diags) {
        String path = files.display(file);
        return files.read(file, diags).flatMap(text -> parse(path, slug, lang, text, diags));
    }

    static Optional<Page> parse(String path, String slug, String lang, String text, Diagnostics diags) {
        if (hasControlCharacters(path, text, diags)) {
            return Optional.empty();
        }
        String[] lines = text.split("\n", -1);
        if (lines.length == 0 || !lines[0].strip().equals("---")) {
            diags.error(path, 1, 1, "a page starts with YAML front matter between '---' lines");
            return Optional.empty();
        }
        int end = -1;
        for (int i = 1; i < lines.length; i++) {
            if (lines[i].strip().equals("---")) {
                end = i;
                break;
            }
        }
        if (end < 0) {
            diags.error(path, 1, 1, "front matter is not closed: add a '---' line after it");
            return Optional.empty();
        }
        String yaml = String.join("\n", List.of(lines).subList(1, end));
        String body = String.join("\n", List.of(lines).subList(end + 1, lines.length));
        int errorsBefore = diags.count();
        Optional<YamlFields> fields = YamlReader.read(path, yaml, 2, diags)
                .flatMap(v -> YamlFields.of(path, v, "front matter", FRONT_MATTER_KEYS, diags));
        if (fields.isEmpty()) {
            return Optional.empty();
        }
        YamlFields f = fields.get();
        String kindText = f.requireString("kind");
        Page.Kind kind = null;
        try {
            kind = Page.Kind.valueOf(kindText.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            if (!kindText.isEmpty()) {
                diags.error(path, f.lineOf("kind"), 1, "unknown page kind '" + kindText + "' (home, step, topic, glossary)");
            }
        }
        String title = f.requireString("title");
        Optional<String> excerpt = f.optionalString("excerpt");
        if (kind == Page.Kind.STEP && excerpt.isEmpty()) {
            diags.error(path, f.lineOf("kind"), 1, "a step page needs 'excerpt: <id>'");
        }
        Page page = new Page(slug, lang, path, kind == null ? Page.Kind.TOPIC : kind, title,
                f.optionalString("nav").orElse(title), f.optionalString("summary").orElse(""),
                excerpt, f.optionalString("caption"), f.optionalString("demo"),
                refs(f), upstream(path, f, diags), notes(path, f, diags),
                body, end + 2, f.lineOf("kind"), valuesAt(f, List.of("excerpt", "demo", "caption")));
        return diags.count() > errorsBefore ? Optional.empty() : Optional.of(page);
    }

    private static java.util.Map<String, Page.At> valuesAt(YamlFields f, List<String> keys) {
        java.util.Map<String, Page.At> out = new java.util.HashMap<>();
        for (String key : keys) {
            f.raw(key).ifPresent(v -> out.put(key, new Page.At(v.line(), v.column())));
        }
        return out;
    }

    /**
     * Reports every control character but tab and line breaks (a NUL byte, say): Markdown would
     * turn a NUL into U+FFFD without a word, and the others show as nothing or as boxes. Each is
     * reported where it stands, the column counting characters as an editor does.
     */
    private static boolean hasControlCharacters(String path, String text, Diagnostics diags) {
        boolean found = false;
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                line++;
                lineStart = i + 1;
            } else if ((c < 0x20 && c != '\t' && c != '\r') || (c >= 0x7F && c <= 0x9F)) {
                diags.error(path, line, i - lineStart + 1, String.format(Locale.ROOT,
                        "control character U+%04X%s is not allowed in a page; remove it", (int) c, c == 0 ? " (NUL)" : ""));
                found = true;
            }
        }
        return found;
    }

    private static List<Page.Ref> refs(YamlFields f) {
        List<Page.Ref> refs = new ArrayList<>();
        f.raw("code").ifPresent(v -> {
            if (v instanceof YamlValue.Sequence seq) {
                for (YamlValue item : seq.items()) {
                    if (item instanceof YamlValue.Scalar s) {
                        refs.add(new Page.Ref(s.text(), s.line(), s.column()));
                    }
                }
            } else if (v instanceof YamlValue.Scalar s) {
                refs.add(new Page.Ref(s.text(), s.line(), s.column()));
            }
        });
        return List.copyOf(refs);
    }

    private static List<Page.UpstreamLink> upstream(String path, YamlFields f, Diagnostics diags) {
        List<Page.UpstreamLink> links = new ArrayList<>();
        f.raw("upstream").ifPresent(v -> {
            if (!(v instanceof YamlValue.Sequence seq)) {
                diags.error(path, v.line(), v.column(), "'upstream' must be a list of {label, url}");
                return;
            }
            for (YamlValue item : seq.items()) {
                YamlFields.of(path, item, "an upstream link", List.of("label", "url"), diags).ifPresent(l -> {
                    String url = l.requireString("url");
                    if (!url.startsWith("https://")) {
                        diags.error(path, item.line(), item.column(), "upstream url must start with https://");
                    }
                    links.add(new Page.UpstreamLink(l.requireString("label"), url, item.line()));
                });
            }
        });
        return List.copyOf(links);
    }

    private static List<Page.Note> notes(String path, YamlFields f, Diagnostics diags) {
        List<Page.Note> notes = new ArrayList<>();
        f.raw("notes").ifPresent(v -> {
            if (!(v instanceof YamlValue.Sequence seq)) {
                diags.error(path, v.line(), v.column(), "'notes' must be a list of {go: <line>, text: ...}");
                return;
            }
            for (YamlValue item : seq.items()) {
                YamlFields.of(path, item, "a note", List.of("go", "symbol", "text"), diags).ifPresent(n -> {
                    Optional<Integer> go = Optional.empty();
                    if (n.has("go")) {
                        int line = n.requireInt("go");
                        go = line > 0 ? Optional.of(line) : Optional.empty();
                    }
                    Optional<String> symbol = n.optionalString("symbol");
                    if (n.has("go") == symbol.isPresent()) {
                        diags.error(path, item.line(), item.column(), "a note needs exactly one of 'go: <line>' or 'symbol: <id>'");
                    }
                    int symbolColumn = n.raw("symbol").map(YamlValue::column).orElse(1);
                    notes.add(new Page.Note(go, symbol, n.requireString("text"), item.line(), symbolColumn));
                });
            }
        });
        return List.copyOf(notes);
    }
}
