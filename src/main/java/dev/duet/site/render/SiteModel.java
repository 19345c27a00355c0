package dev.duet.site.render;

import dev.duet.site.align.Alignment;
import dev.duet.site.code.CodeLine;
import dev.duet.site.content.Content;
import dev.duet.site.javasrc.JavaProject;
import dev.duet.site.link.LinkedPage;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;

/**
 * Everything the renderer needs, produced by the earlier stages.
 *
 * @param goCode excerpt id → highlighted Go lines (numbered as upstream)
 * @param pages language → slug → linked page, in reading order
 * @param demos demo id → its recorded run
 * @param javadocTranslations language → declaration id → the declaration's Javadoc in that
 *     language, as HTML (the sources' own language has none)
 * @param commentTranslations language → Java file → line → the code comment that line shows in
 *     that language
 */
public record SiteModel(
        Content content,
        JavaProject java,
        SortedMap<String, Alignment> alignments,
        Map<String, List<CodeLine>> goCode,
        Map<String, Map<String, LinkedPage>> pages,
        Map<String, DemoRecord> demos,
        Map<String, Map<String, String>> javadocTranslations,
        Map<String, Map<String, Map<Integer, dev.duet.site.code.TranslatedComment>>> commentTranslations) {

    /** A model without translated code comments. */
    public SiteModel(Content content, JavaProject java, SortedMap<String, Alignment> alignments,
            Map<String, List<CodeLine>> goCode, Map<String, Map<String, LinkedPage>> pages,
            Map<String, DemoRecord> demos, Map<String, Map<String, String>> javadocTranslations) {
        this(content, java, alignments, goCode, pages, demos, javadocTranslations, Map.of());
    }

    /** A model without Javadoc translations. */
    public SiteModel(Content content, JavaProject java, SortedMap<String, Alignment> alignments,
            Map<String, List<CodeLine>> goCode, Map<String, Map<String, LinkedPage>> pages,
            Map<String, DemoRecord> demos) {
        this(content, java, alignments, goCode, pages, demos, Map.of(), Map.of());
    }

    /** How line {@code line} of {@code javaFile} shows its comment in {@code lang}, or null when as in the source. */
    public dev.duet.site.code.TranslatedComment translatedComment(String lang, String javaFile, int line) {
        return commentTranslations.getOrDefault(lang, Map.of()).getOrDefault(javaFile, Map.of()).get(line);
    }

    /** The translation of {@code id}'s Javadoc into {@code lang}, or null when there is none. */
    public String translatedJavadoc(String lang, String id) {
        return javadocTranslations.getOrDefault(lang, Map.of()).get(id);
    }

    /**
     * A demo's run, language-neutral except for its captions.
     *
     * @param source the demo file's text, which {@code serve} lets the reader edit and run again
     */
    public record DemoRecord(String id, Map<String, String> title, List<StepRecord> steps, String source)
            implements java.io.Serializable {}

    /**
     * @param executedLines Java file (relative to the source root) → lines this step executed
     * @param exercise      the question asked before this step is shown, or null
     */
    public record StepRecord(Map<String, String> caption, String code, String output, String stateJson,
            SortedMap<String, List<Integer>> executedLines, dev.duet.site.demo.DemoExercise exercise)
            implements java.io.Serializable {

        /** A step that is not asked as a question. */
        public StepRecord(Map<String, String> caption, String code, String output, String stateJson,
                SortedMap<String, List<Integer>> executedLines) {
            this(caption, code, output, stateJson, executedLines, null);
        }
    }
}
