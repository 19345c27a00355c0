package dev.duet.site.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Translated code comments on the small project: a Chinese page shows the translation on the
 * comment's own line (split view and source page), an English page the original, and a
 * translation whose English comment changed is an error at its {@code original:}.
 */
class CommentTranslationBuildTest {
    private static final String JAVA = "src/main/java/demo/tiny/Counter.java";
    private static final String TRANSLATIONS = "content/javadoc/zh/demo/tiny/Counter.yaml";
    private static final String ENGLISH = "// unlock even when the increment throws";
    private static final String CHINESE = "// 即使自增抛出异常也要解锁";
    private static final String WITH_COMMENT = """
            demo.tiny.Counter: |
              一个由锁保护的计数器，对应一段很短的 Go 原文。
            demo.tiny.Counter#inc():
              doc: |
                加一。
              comments:
                - original: unlock even when the increment throws
                  text: 即使自增抛出异常也要解锁
            """;

    @TempDir
    Path dir;

    private FixtureProject project;

    @BeforeEach
    void commentTheFinally() throws IOException {
        project = new FixtureProject(dir);
        // a comment on a line that holds code already: the file keeps its line numbers
        project.replace(JAVA, "        } finally {\n", "        } finally {                   " + ENGLISH + "\n");
        project.write(TRANSLATIONS, WITH_COMMENT);
    }

    @Test
    void aChinesePageShowsTheTranslationOnTheCommentsLineAndAnEnglishPageTheOriginal() throws IOException {
        FixtureProject.Run run = project.duet("build");
        assertEquals(0, run.exit(), run.err());
        assertFalse(run.err().contains("comment"), run.err());

        String zh = project.read("site/zh/step.html");
        assertTrue(zh.contains("<span class=\"t-com cmt-tr\" lang=\"zh\" tabindex=\"0\" role=\"button\""
                + " aria-pressed=\"false\" title=\"" + ENGLISH + "\" data-alt=\"" + ENGLISH + "\" data-alt-lang=\"en\">"
                + CHINESE + "</span>"), "the split view's Java line 15 reads in Chinese, the original at hand");
        assertFalse(zh.contains(">" + ENGLISH + "<"), zh);
        // the comment stays on Java line 15, in the row of that line
        int row = zh.indexOf("data-java=\"15\"");
        assertTrue(row >= 0 && zh.indexOf(CHINESE) > row && zh.indexOf(CHINESE) < zh.indexOf("data-java=\"16\""), zh);

        String en = project.read("site/en/step.html");
        assertTrue(en.contains("<span class=\"t-com\">" + ENGLISH + "</span>"), en);
        assertFalse(en.contains("cmt-tr"), en);
        assertFalse(en.contains(CHINESE), en);

        String script = project.read("site/assets/data/code/demo/tiny/Counter.java.js");
        assertTrue(script.contains("\"l\":{\"15\":\"        } <span class=\\\"t-kw\\\">finally</span> {")
                && script.contains(CHINESE), "the Chinese source page replaces line 15's row: " + script);
        assertEquals(1, script.split("\"l\":", -1).length - 1, "only the Chinese pages have translated lines");
    }

    @Test
    void aTranslationWhoseEnglishCommentChangedIsAnErrorAtItsOriginal() throws IOException {
        project.replace(JAVA, ENGLISH, "// unlock even if n++ throws");
        FixtureProject.Run run = project.duet("build");
        assertEquals(1, run.exit(), run.err());
        assertTrue(run.err().contains(TRANSLATIONS + ":7:17: error: 'demo.tiny.Counter#inc()' has no comment"
                + " 'unlock even when the increment throws' (the English comment changed or moved?); update this"
                + " translation; its comments now: 'unlock even if n++ throws' (line 15)"), run.err());
        assertFalse(run.err().contains("\tat "), run.err());
    }

    @Test
    void aTranslationLongerThanItsCommentIsAnErrorAtItsText() throws IOException {
        project.write(TRANSLATIONS, WITH_COMMENT.replace("text: 即使自增抛出异常也要解锁",
                "text: |\n          即使自增抛出异常\n          也要解锁"));
        FixtureProject.Run run = project.duet("build");
        assertEquals(1, run.exit(), run.err());
        assertTrue(run.err().contains(TRANSLATIONS + ":8:"), run.err());
        assertTrue(run.err().contains("error: the translation has 2 lines but the comment at src/main/java/"
                + "demo/tiny/Counter.java:15 has 1"), run.err());
    }

    @Test
    void anUntranslatedCommentOfATranslatedFileIsAWarningAtItsLine() throws IOException {
        project.replace(JAVA, "        return n;\n", "        return n;                     // a plain read\n");
        FixtureProject.Run run = project.duet("build");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.err().contains(JAVA + ":21:39: warning: this comment has no 'zh' translation"), run.err());
    }
}
