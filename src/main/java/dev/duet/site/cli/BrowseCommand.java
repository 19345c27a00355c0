package dev.duet.site.cli;

import dev.duet.site.api.BrowseRequest;
import dev.duet.site.api.SourceBrowse;
import dev.duet.site.api.SourceRoot;
import dev.duet.site.content.LanguageTags;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code duet browse SRC_DIR --out DIR}: the source browser alone, for any Java tree. Pages are
 * written into a temporary sibling of DIR as the analysis finishes each file, and swapped in
 * whole at the end; a run that fails leaves DIR as it was.
 */
@Command(name = "browse", mixinStandardHelpOptions = true,
        description = "Write the source browser of any Java tree (no walkthrough): source pages with "
                + "semantic links, project tree, structure, search, quick docs and usages.")
final class BrowseCommand implements Callable<Integer> {
    @Parameters(paramLabel = "SRC_DIR", description = "The folder of .java files (a source root, such as src/main/java).")
    Path sourceDir;

    @Option(names = "--out", paramLabel = "DIR", required = true,
            description = "The folder to write the browser into: a new or empty folder, or an earlier output of Duet's (it is replaced whole).")
    Path out;

    @Option(names = "--lang", paramLabel = "LANG", defaultValue = "en",
            description = "The language of the browser's UI, a BCP 47 tag (default: ${DEFAULT-VALUE}).")
    String lang;

    @Option(names = "--classpath", paramLabel = "PATHS",
            description = "Jars (or class folders) the sources use, separated by the system's path separator "
                    + "(':', or ';' on Windows); the option may be repeated. Their types resolve and are highlighted as such.")
    List<String> classpathOptions = new ArrayList<>();

    @Option(names = "--title", paramLabel = "TEXT",
            description = "The site's title (default: the name of SRC_DIR's folder).")
    String title;

    @Option(names = "--threads", paramLabel = "N",
            description = "Threads that analyse and render (default: the number of processors).")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--unresolved", description = "List every reference that did not resolve, as path:line:col.")
    boolean listUnresolved;

    @Option(names = "--cache", paramLabel = "DIR",
            description = "Where each file's analysis and pages are kept for the next run, which then redoes only what "
                    + "changed (default: duet/browse/<hash of DIR's absolute path> under $XDG_CACHE_HOME, or ~/.cache). "
                    + "Must not be inside --out.")
    Path cache;

    @Option(names = "--no-cache", description = "Keep nothing between runs: analyse every file, and neither read nor write a cache.")
    boolean noCache;

    @Option(names = "--stacktrace", description = "Print stack traces of unexpected failures.")
    boolean stacktrace;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!LanguageTags.isWellFormed(lang)) {
            throw new ParameterException(spec.commandLine(), "--lang: '" + lang + "' is not a BCP 47 language tag (like en, de, pt-BR)");
        }
        if (threads < 1) {
            throw new ParameterException(spec.commandLine(), "--threads must be at least 1");
        }
        List<Path> classpath = new ArrayList<>();
        for (String option : classpathOptions) {
            for (String entry : option.split(java.util.regex.Pattern.quote(File.pathSeparator))) {
                if (!entry.isBlank()) {
                    classpath.add(Path.of(entry));
                }
            }
        }
        String siteTitle = title;
        if (siteTitle == null) {
            Path name = sourceDir.toAbsolutePath().normalize().getFileName();
            siteTitle = name == null ? sourceDir.toString() : name.toString();
        }
        if (noCache && cache != null) {
            throw new ParameterException(spec.commandLine(), "--cache and --no-cache cannot be given together");
        }
        Path cacheFolder = noCache ? null : cache != null ? cache : defaultCache(out, System.getenv("XDG_CACHE_HOME"),
                System.getProperty("user.home"));
        if (cache == null && cacheFolder != null) {
            ownersOnly(cacheFolder.getParent()); // duet/browse under the user's cache: no other user reads the pages kept there
        }
        return SourceBrowse.run(new BrowseRequest(List.of(SourceRoot.all(sourceDir, sourceDir.toString())), classpath, out,
                out.toString(), siteTitle, lang, threads, StandardCharsets.UTF_8, listUnresolved, false, java.util.Map.of(),
                cacheFolder), stdout, err);
    }

    /**
     * The per-user cache of the browser written to {@code out}: {@code duet/browse/<hash>} under
     * {@code $XDG_CACHE_HOME} (when set to an absolute path, as the XDG specification asks), else
     * under {@code ~/.cache}; the hash is of {@code out}'s absolute path, so that browsers written to
     * different folders keep their own. Null when there is no home folder to put it in.
     */
    /**
     * Creates {@code folder} and its parent (the per-user {@code duet} folder) where missing, readable
     * and writable by their owner only, as the XDG specification asks of a cache: the kept pages
     * and analyses show the sources browsed. A folder that cannot be made is left to the store,
     * which then keeps nothing.
     */
    static void ownersOnly(Path folder) {
        if (folder == null || !java.nio.file.FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            return;
        }
        var mode = java.nio.file.attribute.PosixFilePermissions.asFileAttribute(
                java.nio.file.attribute.PosixFilePermissions.fromString("rwx------"));
        for (Path p : new Path[] {folder.getParent(), folder}) {
            try {
                if (p != null && !java.nio.file.Files.exists(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                    java.nio.file.Files.createDirectories(p.getParent());
                    java.nio.file.Files.createDirectory(p, mode); // the umask cannot widen it
                }
            } catch (java.io.IOException | UnsupportedOperationException e) {
                return;
            }
        }
    }

    static Path defaultCache(Path out, String xdgCacheHome, String home) {
        Path base;
        if (xdgCacheHome != null && !xdgCacheHome.isBlank() && Path.of(xdgCacheHome).isAbsolute()) {
            base = Path.of(xdgCacheHome);
        } else if (home != null && !home.isBlank()) {
            base = Path.of(home, ".cache");
        } else {
            return null;
        }
        String target = out.toAbsolutePath().normalize().toString();
        return base.resolve("duet").resolve("browse").resolve(dev.duet.site.cache.Hashes.of(target).substring(0, 16));
    }
}
