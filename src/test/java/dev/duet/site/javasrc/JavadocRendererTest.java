package dev.duet.site.javasrc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.github.javaparser.javadoc.Javadoc;
import com.github.javaparser.javadoc.description.JavadocDescription;
import com.github.javaparser.StaticJavaParser;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class JavadocRendererTest {

    private static String render(String commentBody) {
        Javadoc javadoc = StaticJavaParser.parseJavadoc(commentBody, false);
        JavadocRenderer renderer = new JavadocRenderer(ref -> ref.equals("Typed#add(Object)")
                ? Optional.of("dev.duet.workqueue.Typed#add(T)") : Optional.empty());
        return renderer.render(javadoc);
    }

    @Test
    void codeAndLiteralAreEscaped() {
        assertEquals("Holds <code>Map&lt;K, V&gt;</code> and a &lt;b&gt; literal.",
                render(" Holds {@code Map<K, V>} and a {@literal <b>} literal."));
    }

    @Test
    void linksBecomeCodeWithTheirTargetWhenResolved() {
        assertEquals("See <code data-target=\"dev.duet.workqueue.Typed#add(T)\">Typed.add(Object)</code>, "
                        + "<code>the lock</code> and <code>Other</code>.",
                render(" See {@link Typed#add(Object)}, {@linkplain java.util.concurrent.locks.Lock the lock} and "
                        + "{@link Other}."));
    }

    @Test
    void onlyWhitelistedTagsAndSafeLinksSurvive() {
        assertEquals("<p>One <em>two</em> <b>three</b></p><ul><li>x</li></ul>&lt;img src=x onerror=alert(1)&gt; "
                        + "<a href=\"https://kubernetes.io\">k8s</a> <a>bad</a> &lt;div&gt;d&lt;/div&gt;",
                render(" <p onclick=\"x()\">One <em>two</em> <b>three</b></p><ul><li>x</li></ul>"
                        + "<img src=x onerror=alert(1)> <a href=\"https://kubernetes.io\">k8s</a> "
                        + "<a href=\"javascript:x()\">bad</a> <div>d</div>"));
    }

    @Test
    void blockTagsBecomeADefinitionList() {
        assertEquals("Adds.<dl class=\"doc-tags\"><dt>Parameters:</dt><dd><code>item</code> – the item</dd>"
                        + "<dd><code>n</code> – times</dd><dt>Returns:</dt><dd>whether it was added</dd>"
                        + "<dt>Throws:</dt><dd><code>IllegalStateException</code> – when shut down</dd>"
                        + "<dt>Since:</dt><dd>1.0</dd></dl>",
                render(" Adds.\n @param item the item\n @param n times\n @return whether it was added\n"
                        + " @throws IllegalStateException when shut down\n @since 1.0"));
    }

    @Test
    void strayAngleBracketsAreText() {
        assertEquals("a &lt; b and List&lt;T> and &lt;/p", JavadocRenderer.escapeUnlistedTags("a < b and List<T> and </p"));
        assertEquals("<p>ok</p>", JavadocRenderer.escapeUnlistedTags("<p>ok</p>"));
    }

    @Test
    void aDescriptionOnlyCommentNeedsNoList() {
        assertEquals("Just text.", new JavadocRenderer(ref -> Optional.empty())
                .render(new Javadoc(JavadocDescription.parseText("Just text."))));
        assertEquals("", render(" "));
    }
}
