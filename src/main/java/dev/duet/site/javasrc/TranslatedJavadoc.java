package dev.duet.site.javasrc;

import com.github.javaparser.ast.comments.TraditionalJavadocComment;
import com.github.javaparser.javadoc.Javadoc;
import com.github.javaparser.javadoc.JavadocBlockTag;
import java.util.Map;
import java.util.Optional;

/**
 * Renders an author's translation of a declaration's Javadoc exactly as the original is rendered:
 * the text is Javadoc comment content ({@code {@code}}, {@code {@link}}, kept HTML tags, block
 * tags such as {@code @param}), and its links resolve as if it were written on the declaration.
 * A blank line starts a new paragraph, so translations need no {@code <p>}.
 */
public final class TranslatedJavadoc {
    private final JavaProject project;
    private final Map<String, String> sectionTitles;

    /**
     * @param sectionTitles section titles in the translation's language, by block tag name
     *                      ({@code param}, {@code return}, {@code throws}, {@code see}, ...)
     */
    public TranslatedJavadoc(JavaProject project, Map<String, String> sectionTitles) {
        this.project = project;
        this.sectionTitles = Map.copyOf(sectionTitles);
    }

    /** The translation of {@code declarationId}'s Javadoc as sanitised HTML. */
    public String render(String declarationId, String text) {
        Declaration d = project.declarations().get(declarationId);
        String context = d == null || d.parentId() == null || isType(d) ? declarationId : d.parentId();
        JavadocRenderer renderer = new JavadocRenderer(
                ref -> project.lookup().findLink(context, ref).map(Declaration::id), sectionTitles);
        return renderer.render(parse(text));
    }

    /**
     * The part of a record's translation that documents one of its components (its
     * {@code @param}), rendered; empty when the translation has none for it.
     */
    public Optional<String> renderComponent(String recordId, String text, String component) {
        for (JavadocBlockTag tag : parse(text).getBlockTags()) {
            if (tag.getType() == JavadocBlockTag.Type.PARAM && tag.getName().filter(component::equals).isPresent()) {
                JavadocRenderer renderer = new JavadocRenderer(
                        ref -> project.lookup().findLink(recordId, ref).map(Declaration::id), sectionTitles);
                return Optional.of(renderer.render(new Javadoc(tag.getContent())));
            }
        }
        return Optional.empty();
    }

    private static Javadoc parse(String text) {
        // Paragraph breaks as the Javadoc convention writes them, so the renderer sees one kind.
        String withParagraphs = text.strip().replaceAll("\\n[ \\t]*\\n(?=\\s*[^@\\s])", "\n<p>");
        return new TraditionalJavadocComment(withParagraphs).parse();
    }

    private static boolean isType(Declaration d) {
        return switch (d.kind()) {
            case "class", "interface", "record", "enum", "annotation" -> true;
            default -> false;
        };
    }
}
