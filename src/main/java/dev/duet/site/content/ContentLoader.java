package dev.duet.site.content;

import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** Loads {@code content/} in a fixed order, reporting every problem it finds. */
public final class ContentLoader {
    private static final Pattern PAGE_FILE = Pattern.compile("([a-z0-9][a-z0-9-]*)\\.(" + LanguageTags.PATTERN + ")\\.md");

    private ContentLoader() {}

    /** Loads only {@code content/site.yaml} (for commands that need no pages, such as {@code demo}). */
    public static Optional<Manifest> manifest(ContentFiles files, Diagnostics diags) {
        return ManifestLoader.load(files, diags);
    }

    /** Loads everything; returns empty only when the manifest itself is unusable. */
    public static Optional<Content> load(ContentFiles files, Diagnostics diags) {
        Optional<Manifest> manifest = ManifestLoader.load(files, diags);
        if (manifest.isEmpty()) {
            return Optional.empty();
        }
        Manifest m = manifest.get();
        Content.Refused refused = Content.Refused.none();
        List<Path> demos = list(files, "demos", ".jsh", diags);
        Content content = new Content(m, pages(files, m, diags), excerpts(files, refused, diags),
                diagrams(files, m, refused, diags), UiMessages.load(files, m, diags), demos, refused);
        TermChecker.load(files, m.languages(), diags).check(files, list(files, "pages", ".md", diags), demos, diags);
        return Optional.of(content);
    }

    private static Map<String, Map<String, Page>> pages(ContentFiles files, Manifest m, Diagnostics diags) {
        Map<String, Map<String, Page>> byLang = new LinkedHashMap<>();
        // A page name is part of a path: refuse names that would leave content/ once, not per language.
        List<String> usable = m.pages().stream().filter(slug -> files.resolve("pages/" + slug + ".md", m.path(),
                m.pageLines().getOrDefault(slug, 1), m.pageColumns().getOrDefault(slug, 1), diags).isPresent()).toList();
        for (String lang : m.languages()) {
            Map<String, Page> pages = new LinkedHashMap<>();
            for (String slug : usable) {
                int line = m.pageLines().getOrDefault(slug, 1);
                int column = m.pageColumns().getOrDefault(slug, 1);
                String name = "pages/" + slug + "." + lang + ".md";
                files.resolve(name, m.path(), line, column, diags).ifPresent(file -> {
                    if (!Files.isRegularFile(file)) {
                        diags.error(m.path(), line, column, "page '" + slug + "' has no " + languageName(lang)
                                + " version: " + files.display(file) + " is missing");
                        return;
                    }
                    PageLoader.load(files, file, slug, lang, diags).ifPresent(p -> pages.put(slug, p));
                });
            }
            byLang.put(lang, Collections.unmodifiableMap(pages));
        }
        Set<String> listed = Set.copyOf(m.pages());
        for (Path file : list(files, "pages", ".md", diags)) {
            var match = PAGE_FILE.matcher(file.getFileName().toString());
            if (!match.matches()) {
                diags.error(files.display(file), 1, 1, "page files are named <slug>.<lang>.md");
            } else if (!listed.contains(match.group(1))) {
                diags.error(files.display(file), 1, 1, "page '" + match.group(1) + "' is not listed in " + m.path());
            } else if (!m.languages().contains(match.group(2))) {
                diags.error(files.display(file), 1, 1, "language '" + match.group(2) + "' is not one of " + m.languages());
            }
        }
        return Collections.unmodifiableMap(byLang);
    }

    /** The project's excerpts alone, for tools that read nothing else of the content (such as {@code duet anchors}). */
    public static TreeMap<String, Excerpt> excerpts(ContentFiles files, Diagnostics diags) {
        return excerpts(files, Content.Refused.none(), diags);
    }

    private static TreeMap<String, Excerpt> excerpts(ContentFiles files, Content.Refused refused, Diagnostics diags) {
        TreeMap<String, Excerpt> out = new TreeMap<>();
        for (Path meta : list(files, "excerpts", ".yaml", diags)) {
            ExcerptLoader.load(files, meta, refused.excerpts(), diags).ifPresent(e -> out.put(e.id(), e));
        }
        return out;
    }

    private static TreeMap<String, Diagram> diagrams(ContentFiles files, Manifest m, Content.Refused refused,
            Diagnostics diags) {
        TreeMap<String, Diagram> out = new TreeMap<>();
        for (Path file : list(files, "diagrams", ".yaml", diags)) {
            Optional<Diagram> d = DiagramLoader.load(files, file, m.languages(), diags);
            String name = file.getFileName().toString();
            d.ifPresentOrElse(x -> out.put(x.id(), x),
                    () -> refused.diagrams().add(name.substring(0, name.length() - ".yaml".length())));
        }
        return out;
    }

    /**
     * Duet's own UI strings for {@code lang}, English where Duet has none of that language's: the
     * source browser of a plain Java tree ({@code duet browse}) has no {@code content/messages/}.
     */
    public static Messages shippedMessages(String lang) {
        return UiMessages.shipped(lang);
    }

    /** Regular files directly in {@code content/<folder>} ending with {@code suffix}, sorted by name. */
    static List<Path> list(ContentFiles files, String folder, String suffix, Diagnostics diags) {
        Path dir = files.contentRoot().resolve(folder);
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            List<Path> out = new ArrayList<>(s.filter(p -> p.getFileName().toString().endsWith(suffix))
                    .filter(Files::isRegularFile).sorted().toList());
            return List.copyOf(out);
        } catch (IOException e) {
            diags.error(files.display(dir), 0, 0, "cannot list folder: " + e.getMessage());
            return List.of();
        }
    }

    private static String languageName(String lang) {
        return switch (lang) {
            case "zh" -> "Chinese (zh)";
            case "en" -> "English (en)";
            default -> "'" + lang + "'";
        };
    }
}
