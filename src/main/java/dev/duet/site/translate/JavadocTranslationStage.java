package dev.duet.site.translate;

import dev.duet.site.content.JavadocTranslations;
import dev.duet.site.content.Manifest;
import dev.duet.site.content.Messages;
import dev.duet.site.diag.Diagnostic;
import dev.duet.site.diag.Diagnostics;
import dev.duet.site.javasrc.Declaration;
import dev.duet.site.javasrc.DocComment;
import dev.duet.site.javasrc.JavaProject;
import dev.duet.site.javasrc.TranslatedJavadoc;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Checks the Javadoc translations against the sources and renders them.
 *
 * <p>Every documented public declaration of a shown file needs a translation in each site language
 * other than the sources' own: a missing one is a warning, or an error when the site says
 * {@code javadocTranslations: required}. A translation must name a documented declaration of a
 * shown file; one that names nothing (a method since renamed or removed) is an error at its key,
 * so stale translations cannot pile up unseen.
 */
public final class JavadocTranslationStage {
    /** Block tags whose section titles the UI messages translate ({@code doc.param}, ...). */
    private static final List<String> TITLED_TAGS = List.of("param", "return", "throws", "see", "since", "deprecated");

    private JavadocTranslationStage() {
    }

    /**
     * @param sourceRoot how diagnostics name the Java source root, e.g. {@code src/main/java}
     * @return language → declaration id → translated Javadoc HTML
     */
    public static Map<String, Map<String, String>> apply(Manifest manifest, Map<String, Messages> messages,
                                                         JavadocTranslations translations, JavaProject java,
                                                         String sourceRoot, Diagnostics diags) {
        Map<String, Map<String, String>> out = new TreeMap<>();
        Manifest.JavadocSettings settings = manifest.javadoc();
        for (String lang : manifest.languages()) {
            if (lang.equals(settings.language())) {
                continue;
            }
            Map<String, JavadocTranslations.Entry> entries = translations.byLanguage().getOrDefault(lang, Map.of());
            checkKeys(manifest, entries, java, diags);
            reportMissing(manifest, lang, entries, java, sourceRoot, diags);
            TranslatedJavadoc renderer = new TranslatedJavadoc(java, sectionTitles(messages.get(lang)));
            Map<String, String> html = new TreeMap<>();
            for (JavadocTranslations.Entry entry : entries.values()) {
                Declaration d = java.declarations().get(entry.id());
                if (d == null || d.javadocHtml().isEmpty() || !manifest.showsSource(d.file())) {
                    continue;
                }
                html.put(d.id(), renderer.render(d.id(), entry.text()));
                if (d.kind().equals("record")) {
                    // a record's components are documented by its @param tags, as in the sources
                    for (Declaration component : java.declarations().values()) {
                        if (d.id().equals(component.parentId()) && component.kind().equals("recordComponent")) {
                            renderer.renderComponent(d.id(), entry.text(), component.name())
                                    .ifPresent(h -> html.put(component.id(), h));
                        }
                    }
                }
            }
            out.put(lang, html);
        }
        return out;
    }

    private static void checkKeys(Manifest manifest, Map<String, JavadocTranslations.Entry> entries, JavaProject java,
                                  Diagnostics diags) {
        for (JavadocTranslations.Entry entry : entries.values()) {
            Declaration d = java.declarations().get(entry.id());
            if (d == null || !manifest.showsSource(d.file())) {
                diags.error(entry.path(), entry.line(), entry.column(), "'" + entry.id()
                        + "' names no declaration of the shown sources (renamed or removed?); update or delete"
                        + " this translation" + similar(entry.id(), java));
            } else if (d.kind().equals("recordComponent")) {
                diags.error(entry.path(), entry.line(), entry.column(), "'" + entry.id() + "' is a record component,"
                        + " documented by its record's @param: translate that in '" + d.parentId() + "'");
            } else if (d.javadocHtml().isEmpty()) {
                diags.error(entry.path(), entry.line(), entry.column(), "'" + entry.id()
                        + "' has no Javadoc in the sources, so there is nothing to translate");
            }
        }
    }

    private static void reportMissing(Manifest manifest, String lang, Map<String, JavadocTranslations.Entry> entries,
                                      JavaProject java, String sourceRoot, Diagnostics diags) {
        Diagnostic.Severity severity = manifest.javadoc().required() ? Diagnostic.Severity.ERROR
                : Diagnostic.Severity.WARNING;
        for (DocComment doc : java.docComments().values()) {
            Declaration d = java.declarations().get(doc.id());
            if (!doc.api() || d == null || d.javadocHtml().isEmpty() || !manifest.showsSource(d.file())
                    || entries.containsKey(doc.id())) {
                continue;
            }
            diags.add(new Diagnostic(sourceRoot + "/" + d.file(), d.line(), 1, severity, "the Javadoc of '" + d.id()
                    + "' has no '" + lang + "' translation (add it under content/javadoc/" + lang + "/)"));
        }
    }

    /** The declarations of the same type with the same member name, a likely intended target. */
    private static String similar(String id, JavaProject java) {
        int hash = id.indexOf('#');
        if (hash < 0) {
            return "";
        }
        String prefix = id.substring(0, hash + 1) + nameOf(id.substring(hash + 1));
        List<String> near = java.declarations().keySet().stream()
                .filter(other -> other.startsWith(prefix) && nameOf(other.substring(hash + 1))
                        .equals(nameOf(id.substring(hash + 1))))
                .toList();
        return near.isEmpty() ? "" : "; the type declares " + String.join(", ", near);
    }

    private static String nameOf(String member) {
        int paren = member.indexOf('(');
        return paren < 0 ? member : member.substring(0, paren);
    }

    private static Map<String, String> sectionTitles(Messages messages) {
        Map<String, String> titles = new LinkedHashMap<>();
        if (messages == null) {
            return titles;
        }
        for (String tag : TITLED_TAGS) {
            String key = "doc." + tag;
            if (messages.strings().containsKey(key)) {
                titles.put(tag, messages.get(key));
            }
        }
        return titles;
    }
}
