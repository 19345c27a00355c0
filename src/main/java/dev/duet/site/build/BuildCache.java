package dev.duet.site.build;

import dev.duet.site.cache.CodeVersion;
import dev.duet.site.cache.DiskStore;
import dev.duet.site.cache.Hashes;
import java.nio.file.Path;

/**
 * What {@code duet build} keeps between runs, in the project's {@code target/duet-cache/} (beside
 * the demo runs): the compiled port ({@link PortCompiler}), each Java file's analysis, and the
 * record of the last build ({@link LastBuild}). Every key starts with the running Duet's version,
 * so a rebuilt or upgraded Duet finds nothing; deleting the folder only costs the next build its speed.
 * {@code duet check}, {@code serve} and the tests build without it.
 */
public final class BuildCache {
    private final DiskStore store;
    private final String duetVersion;

    /** A cache in {@code folder}, for Duet {@code duetVersion}: tests give another version to see it invalidate. */
    BuildCache(Path folder, String duetVersion) {
        this.store = new DiskStore(folder);
        this.duetVersion = duetVersion;
    }

    /** The project's cache, for the running Duet. */
    public static BuildCache of(BuildConfig config) {
        return new BuildCache(folder(config), CodeVersion.current());
    }

    /** Where a project's cache is: {@code rm -rf} it to start cold. */
    public static Path folder(BuildConfig config) {
        return config.projectRoot().resolve("target/duet-cache");
    }

    DiskStore store() {
        return store;
    }

    /** A key for {@code parts}, in this Duet's name. */
    String key(String... parts) {
        return Hashes.of(duetVersion + "\n" + String.join("\n", parts));
    }
}
