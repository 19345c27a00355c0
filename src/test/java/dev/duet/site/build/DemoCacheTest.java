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
        DemoCache cache = DemoCache.open(dir.resolve("cache"), List.of(classes), "dev.example");
        cache.put("d", "text", record);
        cache.save();
        assertEquals(record, DemoCache.open(dir.resolve("cache"), List.of(classes), "dev.example").get("d", "text").orElseThrow());
    }

    @Test
    void editedTextOrChangedCodeMisses() throws Exception {
        Path classes = classes();
        DemoCache cache = DemoCache.open(dir.resolve("cache"), List.of(classes), "dev.example");
        cache.put("d", "text", record);
        cache.save();
        assertTrue(DemoCache.open(dir.resolve("cache"), List.of(classes), "dev.example").get("d", "other text").isEmpty());
        Files.write(classes.resolve("dev/duet/workqueue/Typed.class"), new byte[] {1, 2, 4});
        assertTrue(DemoCache.open(dir.resolve("cache"), List.of(classes), "dev.example").get("d", "text").isEmpty());
    }

    /** The launcher runs the project from a jar; a change to the port inside it must miss too. */
    @Test
    void changedCodeInAJarMisses() throws Exception {
        Path jar = jar(new byte[] {1, 2, 3});
        DemoCache cache = DemoCache.open(dir.resolve("cache"), List.of(jar), "dev.example");
        cache.put("d", "text", record);
        cache.save();
        assertEquals(record, DemoCache.open(dir.resolve("cache"), List.of(jar), "dev.example").get("d", "text").orElseThrow());
        jar(new byte[] {1, 2, 4});
        assertTrue(DemoCache.open(dir.resolve("cache"), List.of(jar), "dev.example").get("d", "text").isEmpty());
    }

    private Path jar(byte[] typedClass) throws Exception {
        Path jar = dir.resolve("duet.jar");
        try (var out = new java.util.jar.JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new java.util.jar.JarEntry("dev/duet/workqueue/Typed.class"));
            out.write(typedClass);
            out.closeEntry();
            out.putNextEntry(new java.util.jar.JarEntry("dev/duet/site/render/Other.class"));
            out.write(new byte[] {9});
            out.closeEntry();
        }
        return jar;
    }

    @Test
    void anUnreadableCacheIsEmpty() throws Exception {
        Files.createDirectories(dir.resolve("cache"));
        Files.writeString(dir.resolve("cache/demo-runs.ser"), "not a cache");
        assertTrue(DemoCache.open(dir.resolve("cache"), List.of(classes()), "dev.example").get("d", "text").isEmpty());
    }
}
