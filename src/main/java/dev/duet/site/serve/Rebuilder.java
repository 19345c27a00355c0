package dev.duet.site.serve;

import java.nio.file.Path;
import java.util.Set;

/**
 * Rebuilds the site after sources changed. The server calls it from its watcher thread, one call
 * at a time, and tells open pages to reload when it returns normally; an exception means the build
 * failed (its message is shown in the pages' console, the pages stay as they are).
 */
@FunctionalInterface
public interface Rebuilder {
    /** @param changed the files (or folders) that changed since the previous call */
    void rebuild(Set<Path> changed) throws Exception;
}
