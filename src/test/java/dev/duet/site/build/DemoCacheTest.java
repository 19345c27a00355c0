package dev.duet.site.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.render.SiteModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Demo runs are found again only for the same demo text and the same compiled code. */
class DemoCacheTest {
    @TempDir
    Path dir;

    private final SiteModel.DemoRecord record = new SiteModel.DemoRecord("d", Map.of("en", "t", "zh", "题"),
            List.of(new SiteModel.StepRecord(Map.of("en", "c"), "q.len()", "1", "{}",
                    new TreeMap<>(Map.of("dev/duet/workqueue/Typed.java", List.of(3, 4))))), "source");

    private Path classes() throws Exception {
        Path root = dir.resolve("classes");
        Files.createDirectories(root.resolve("dev/duet/workqueue"));
        Files.write(root.resolve("dev/duet/workqueue/Typed.class"), new byte[] {1, 2, 3});
        return root;
    }

    @Test
    void aSavedRunIsFoundByANewProcessForTheSameTextAndCode() throws Exception {
        Path classes = classes();
        DemoCache cache = DemoCache.open(dir.resolve("cache"), List.of(classes));
        cache.put("d", "text", record);
        cache.save();
        assertEquals(record, DemoCache.open(dir.resolve("cache"), List.of(classes)).get("d", "text").orElseThrow());
    }

    @Test
    void editedTextOrChangedCodeMisses() throws Exception {
        Path classes = classes();
        DemoCache cache = DemoCache.open(dir.resolve("cache"), List.of(classes));
        cache.put("d", "text", record);
        cache.save();
        assertTrue(DemoCache.open(dir.resolve("cache"), List.of(classes)).get("d", "other text").isEmpty());
        Files.write(classes.resolve("dev/duet/workqueue/Typed.class"), new byte[] {1, 2, 4});
        assertTrue(DemoCache.open(dir.resolve("cache"), List.of(classes)).get("d", "text").isEmpty());
    }

    @Test
    void anUnreadableCacheIsEmpty() throws Exception {
        Files.createDirectories(dir.resolve("cache"));
        Files.writeString(dir.resolve("cache/demo-runs.ser"), "not a cache");
        assertTrue(DemoCache.open(dir.resolve("cache"), List.of(classes())).get("d", "text").isEmpty());
    }
}
