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
        // well framed, with the right checksum: only the filter keeps it out
        DiskStore.write(file, CodeVersion.current(), "k", serialised(new ArrayList<>(List.of(new java.io.File("/etc/passwd")))));
        assertEquals(Optional.empty(), store.get("k", List.class));
        DiskStore.write(file, CodeVersion.current(), "k", serialised(new ArrayList<>(List.of("a string"))));
        assertEquals(Optional.of(List.of("a string")), store.get("k", List.class));
    }

    @Test
    void anotherDuetsResultIsAMiss() throws Exception {
        DiskStore store = new DiskStore(dir);
        store.put("k", new Kept("a", List.of(), Map.of()));
        Path file = onlyFile();
        DiskStore.write(file, "some other build of Duet", "k", serialised(new Kept("a", List.of(), Map.of())));
        assertEquals(Optional.empty(), store.get("k", Kept.class));
        DiskStore.write(file, CodeVersion.current(), "k", serialised(new Kept("a", List.of(), Map.of())));
        assertEquals(Optional.of(new Kept("a", List.of(), Map.of())), store.get("k", Kept.class));
        assertTrue(CodeVersion.current().matches("[0-9a-f]{64}"));
    }

    @Test
    void aChangedByteIsAMiss() throws Exception {
        DiskStore store = new DiskStore(dir);
        Kept kept = new Kept("a", new ArrayList<>(List.of(1, 2, 300000)), new TreeMap<>(Map.of("k", "v")));
        store.put("k", kept);
        Path file = onlyFile();
        byte[] all = Files.readAllBytes(file);
        int misses = 0;
        // every byte after the header in turn: none may read back as another value
        for (int i = "k".length() + CodeVersion.current().length() + 4; i < all.length; i++) {
            byte[] damaged = all.clone();
            damaged[i] ^= 0x01;
            Files.write(file, damaged);
            Optional<Kept> read = store.get("k", Kept.class);
            assertTrue(read.isEmpty(), "byte " + i + " read back as " + read);
            misses++;
        }
        assertTrue(misses > 100, "bytes checked: " + misses);
    }

    private static byte[] serialised(Object value) throws java.io.IOException {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        return bytes.toByteArray();
    }

    /** The store's one file. */
    private Path onlyFile() throws java.io.IOException {
        try (var files = Files.list(dir)) {
            return files.findFirst().orElseThrow();
        }
    }
}
