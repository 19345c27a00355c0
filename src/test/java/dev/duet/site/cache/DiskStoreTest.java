package dev.duet.site.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DiskStoreTest {
    record Kept(String name, List<Integer> numbers, Map<String, String> more) implements Serializable {
    }

    @TempDir
    Path dir;

    @Test
    void keepsAResultUnderItsKey() {
        DiskStore store = new DiskStore(dir.resolve("store"));
        Kept kept = new Kept("a", List.of(1, 2, 3), new TreeMap<>(Map.of("k", "v")));
        store.put("key one", kept);
        assertEquals(Optional.of(kept), store.get("key one", Kept.class));
        assertEquals(Optional.empty(), store.get("key two", Kept.class));
        assertEquals(Optional.empty(), store.get("key one", String.class));
        store.remove("key one");
        assertEquals(Optional.empty(), store.get("key one", Kept.class));
    }

    @Test
    void aCutShortFileIsAMiss() throws Exception {
        DiskStore store = new DiskStore(dir);
        store.put("k", new Kept("a", new ArrayList<>(List.of(1)), Map.of()));
        Path file = onlyFile();
        byte[] all = Files.readAllBytes(file);
        Files.write(file, java.util.Arrays.copyOf(all, all.length / 2));
        assertEquals(Optional.empty(), store.get("k", Kept.class));
    }

    /** A file in the store's place that holds another class than Duet's or the collections' is never instantiated. */
    @Test
    void aForeignClassIsNotRead() throws Exception {
        DiskStore store = new DiskStore(dir);
        store.put("k", new Kept("a", List.of(), Map.of()));
        Path file = onlyFile();
        try (ObjectOutputStream out = new ObjectOutputStream(Files.newOutputStream(file))) {
            out.writeUTF(CodeVersion.current());
            out.writeUTF("k");
            out.writeObject(new ArrayList<>(List.of(new java.io.File("/etc/passwd")))); // java.io.File is not allowed
        }
        assertEquals(Optional.empty(), store.get("k", List.class));
    }

    @Test
    void anotherDuetsResultIsAMiss() throws Exception {
        DiskStore store = new DiskStore(dir);
        store.put("k", new Kept("a", List.of(), Map.of()));
        Path file = onlyFile();
        try (ObjectOutputStream out = new ObjectOutputStream(Files.newOutputStream(file))) {
            out.writeUTF("some other build of Duet");
            out.writeUTF("k");
            out.writeObject(new Kept("a", List.of(), Map.of()));
        }
        assertEquals(Optional.empty(), store.get("k", Kept.class));
        assertTrue(CodeVersion.current().matches("[0-9a-f]{64}"));
    }

    /** The store's one file. */
    private Path onlyFile() throws java.io.IOException {
        try (var files = Files.list(dir)) {
            return files.findFirst().orElseThrow();
        }
    }
}
