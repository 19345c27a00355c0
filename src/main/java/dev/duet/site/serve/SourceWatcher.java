package dev.duet.site.serve;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Watches source folders (recursively, including folders created later) and reports each burst of
 * changes once, after the files have been quiet for a moment, on its own daemon thread.
 */
final class SourceWatcher implements AutoCloseable {
    private static final long QUIET_MILLIS = 150;

    private final WatchService service;
    private final Map<WatchKey, Path> keys = new ConcurrentHashMap<>();
    private final Consumer<Set<Path>> onChange;
    private final Thread thread;

    SourceWatcher(Iterable<Path> roots, Consumer<Set<Path>> onChange) throws IOException {
        this.service = FileSystems.getDefault().newWatchService();
        this.onChange = onChange;
        for (Path root : roots) {
            if (Files.isDirectory(root)) {
                registerTree(root);
            }
        }
        this.thread = new Thread(this::loop, "duet-watch");
        thread.setDaemon(true);
        thread.start();
    }

    private void registerTree(Path root) throws IOException {
        try (Stream<Path> dirs = Files.walk(root)) {
            for (Path dir : dirs.filter(Files::isDirectory).toList()) {
                keys.put(dir.register(service, StandardWatchEventKinds.ENTRY_CREATE,
                        StandardWatchEventKinds.ENTRY_MODIFY, StandardWatchEventKinds.ENTRY_DELETE), dir);
            }
        }
    }

    private void loop() {
        try {
            while (true) {
                Set<Path> changed = new TreeSet<>();
                collect(service.take(), changed);
                // Editors save in several writes; wait until the burst is over.
                WatchKey more;
                while ((more = service.poll(QUIET_MILLIS, TimeUnit.MILLISECONDS)) != null) {
                    collect(more, changed);
                }
                if (!changed.isEmpty()) {
                    onChange.accept(changed);
                }
            }
        } catch (InterruptedException | ClosedWatchServiceException stop) {
            // close() was called
        }
    }

    private void collect(WatchKey key, Set<Path> changed) {
        Path dir = keys.get(key);
        for (WatchEvent<?> event : key.pollEvents()) {
            if (dir == null || event.kind() == StandardWatchEventKinds.OVERFLOW) {
                continue;
            }
            Path path = dir.resolve((Path) event.context());
            changed.add(path);
            if (event.kind() == StandardWatchEventKinds.ENTRY_CREATE && Files.isDirectory(path)) {
                try {
                    registerTree(path);
                } catch (IOException e) {
                    // The folder vanished again; its files are reported through the parent.
                }
            }
        }
        if (!key.reset()) {
            keys.remove(key);
        }
    }

    @Override
    public void close() throws IOException {
        service.close();
        thread.interrupt();
    }
}
