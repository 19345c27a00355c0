package dev.duet.site.cache;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;

/**
 * Serialised results in one folder, a file per key. A result is read back only if it was written
 * under the same key by the same Duet ({@link CodeVersion}); anything else, a file that cannot be
 * read, is cut short or holds a class other than Duet's own records and the JDK's collections, is
 * a miss, never an error: a cache costs a later run only its speed. Reading is filtered, so a
 * cache folder written by someone else cannot make Duet build objects of any other class.
 * Files are written to a temporary name and moved into place, so a reader never sees half of one.
 */
public final class DiskStore {
    /** What may be read back: Duet's own types, Java's boxed values, strings, records' collections. */
    private static final ObjectInputFilter ONLY_DUET_AND_COLLECTIONS = ObjectInputFilter.Config.createFilter(
            "maxdepth=64;maxrefs=50000000;maxarray=100000000;"
                    + "dev.duet.**;java.lang.*;java.util.*;java.util.concurrent.ConcurrentHashMap;"
                    + "java.util.concurrent.ConcurrentHashMap$*;!*");

    private final Path folder;

    /** A store in {@code folder}, created when the first result is written. */
    public DiskStore(Path folder) {
        this.folder = folder;
    }

    public Path folder() {
        return folder;
    }

    /** The result kept under {@code key}, if one was, by this Duet, and it reads back as a {@code type}. */
    public <T> Optional<T> get(String key, Class<T> type) {
        Path file = fileOf(key);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16))) {
            if (!CodeVersion.current().equals(in.readUTF()) || !key.equals(in.readUTF())) {
                return Optional.empty();
            }
            int length = in.readInt();
            int checksum = in.readInt();
            byte[] value = in.readNBytes(Math.max(0, length));
            if (length < 0 || value.length != length || checksum(value) != checksum || in.read() != -1) {
                return Optional.empty(); // cut short, grown or damaged
            }
            try (ObjectInputStream objects = new ObjectInputStream(new ByteArrayInputStream(value))) {
                objects.setObjectInputFilter(ONLY_DUET_AND_COLLECTIONS);
                Object read = objects.readObject();
                return type.isInstance(read) ? Optional.of(type.cast(read)) : Optional.empty();
            }
        } catch (IOException | ClassNotFoundException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** Keeps {@code value} under {@code key}; a failure to write is ignored (the next run only does the work again). */
    public void put(String key, Serializable value) {
        Path file = fileOf(key);
        Path tmp = file.resolveSibling(file.getFileName() + "." + ProcessHandle.current().pid() + ".tmp");
        try {
            Files.createDirectories(folder);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(1 << 12);
            try (ObjectOutputStream objects = new ObjectOutputStream(bytes)) {
                objects.writeObject(value);
            }
            write(tmp, CodeVersion.current(), key, bytes.toByteArray());
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | RuntimeException e) {
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException ignored) {
                // nothing more to do: the store just lacks this result
            }
        }
    }

    /**
     * A store's file: the Duet that wrote it, the key, then the serialised value with its length
     * and CRC32C, so that a damaged byte is a miss rather than another value.
     */
    static void write(Path file, String codeVersion, String key, byte[] value) throws IOException {
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file), 1 << 16))) {
            out.writeUTF(codeVersion);
            out.writeUTF(key);
            out.writeInt(value.length);
            out.writeInt(checksum(value));
            out.write(value);
        }
    }

    private static int checksum(byte[] bytes) {
        java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
        crc.update(bytes);
        return (int) crc.getValue();
    }

    /** Removes what is kept under {@code key}, if anything. */
    public void remove(String key) {
        try {
            Files.deleteIfExists(fileOf(key));
        } catch (IOException e) {
            // a result that cannot be removed is overwritten or ignored later
        }
    }

    /** A key's file: its hash, so any key names one plain file inside the folder. */
    private Path fileOf(String key) {
        return folder.resolve(Hashes.of(key).substring(0, 32) + ".ser");
    }
}
