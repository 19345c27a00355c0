package dev.duet.site.serve;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SourceWatcherTest {
    @TempDir
    Path root;

    @Test
    void reportsChangesInNestedAndNewFolders() throws Exception {
        Path content = Files.createDirectories(root.resolve("content/pages"));
        LinkedBlockingQueue<Set<Path>> batches = new LinkedBlockingQueue<>();
        try (SourceWatcher watcher = new SourceWatcher(List.of(root.resolve("content")), batches::add)) {
            Files.writeString(content.resolve("a.md"), "one");
            Set<Path> first = batches.poll(20, TimeUnit.SECONDS);
            assertNotNull(first, "a change in a nested folder is reported");
            assertTrue(first.contains(content.resolve("a.md")), first.toString());

            Path fresh = Files.createDirectories(root.resolve("content/demos"));
            Set<Path> created = batches.poll(20, TimeUnit.SECONDS);
            assertNotNull(created);
            assertTrue(created.contains(fresh), created.toString());
            Files.writeString(fresh.resolve("x.jsh"), "two");
            boolean seen = false;
            for (Set<Path> batch; !seen && (batch = batches.poll(20, TimeUnit.SECONDS)) != null; ) {
                seen = batch.contains(fresh.resolve("x.jsh"));
            }
            assertTrue(seen, "a file in a folder created after the start is reported");
        }
    }
}
