package dev.duet.site.init;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.content.ContentFiles;
import dev.duet.site.content.ContentLoader;
import dev.duet.site.content.Excerpt;
import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The starter project teaches only what the build enforces. */
class StarterProjectTest {

    @Test
    void listsNoBlankOrCommentLineUnderNoCounterpart(@TempDir Path dir) throws IOException {
        StarterProject.write(dir, List.of("en", "fr"));
        Diagnostics diags = new Diagnostics();
        for (Excerpt e : ContentLoader.excerpts(new ContentFiles(dir, dir.resolve("content")), diags).values()) {
            e.noCounterpart().keySet().forEach(goLine -> {
                String text = e.lines().get(goLine - e.first()).strip();
                assertFalse(text.isEmpty() || text.startsWith("//"), e.id() + ": Go line " + goLine + " '" + text
                        + "' needs no noCounterpart entry");
            });
        }
        assertTrue(!diags.hasErrors(), diags.sorted().toString());
        assertTrue(StarterProject.files(List.of("en")).get("content/excerpts/stack-push.yaml")
                .contains("blank lines and comments need\n# nothing"));
    }
}
