package dev.duet.maven;

import dev.duet.site.api.BrowseRequest;
import dev.duet.site.api.SourceBrowse;
import dev.duet.site.api.SourceRoot;
import dev.duet.site.content.LanguageTags;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;
import org.codehaus.plexus.util.SelectorUtils;

/**
 * One run of Duet's source browser from Maven: the settings the goals and reports share, checked
 * the way Maven reports a bad setting, then the engine's own run, its lines in Maven's log.
 *
 * @param roots     the source folders
 * @param includes  patterns of the files to show, relative to a source folder ({@code **}{@code /*.java} when empty)
 * @param excludes  patterns of the files to leave out
 * @param classpath jars and class folders the sources use
 * @param lang      the UI language, a BCP 47 tag
 * @param encoding  the sources' encoding (the build's), or null for UTF-8
 * @param timestamp {@code project.build.outputTimestamp}
 * @param libraryDocs each dependency's jar with the base URL of its API documentation
 */
record BrowserRun(List<File> roots, List<String> includes, List<String> excludes, List<Path> classpath, Path out,
                  String title, String lang, String encoding, String timestamp, boolean jxrLocations,
                  java.util.Map<Path, String> libraryDocs) {

    void run(Log log) throws MojoExecutionException, MojoFailureException {
        if (!LanguageTags.isWellFormed(lang)) {
            throw new MojoExecutionException("Duet's language '" + lang + "' is not a BCP 47 language tag (like en, de, pt-BR)");
        }
        Charset charset;
        try {
            charset = encoding == null || encoding.isBlank() ? java.nio.charset.StandardCharsets.UTF_8 : Charset.forName(encoding);
        } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
            throw new MojoExecutionException("the sources' encoding '" + encoding + "' is not one this Java knows");
        }
        Optional<Instant> stamp;
        try {
            stamp = OutputTimestamp.parse(timestamp);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException(e.getMessage());
        }
        List<SourceRoot> sources = new ArrayList<>();
        Path base = Path.of("").toAbsolutePath();
        for (File root : roots) {
            if (root.isDirectory()) {
                Path folder = root.toPath().toAbsolutePath().normalize();
                String display = folder.startsWith(base) ? base.relativize(folder).toString().replace('\\', '/') : folder.toString();
                sources.add(new SourceRoot(folder, display.isEmpty() ? "." : display, filter()));
            }
        }
        if (sources.isEmpty()) {
            log.info("Duet: no source folder, nothing to browse");
            return;
        }
        List<String> problems = new ArrayList<>();
        int exit;
        try (PrintWriter stdout = LogWriter.to(line -> progress(log, line));
             PrintWriter err = LogWriter.to(line -> {
                 problems.add(line);
                 log.error(line);
             })) {
            exit = SourceBrowse.run(new BrowseRequest(sources, classpath, out, display(out), title, lang,
                    Runtime.getRuntime().availableProcessors(), charset, false, jxrLocations, libraryDocs), stdout, err);
        } catch (IOException e) {
            throw new MojoExecutionException("Duet could not write " + out + ": " + e.getMessage(), e);
        }
        if (exit != 0) {
            throw new MojoFailureException(String.join(System.lineSeparator(), problems));
        }
        if (stamp.isPresent() && Files.isDirectory(out)) {
            try {
                OutputTimestamp.apply(out, stamp.get());
            } catch (IOException e) {
                throw new MojoExecutionException("Duet could not set the times of " + out + ": " + e.getMessage(), e);
            }
        }
    }

    /** What the engine prints: what it does and where it wrote at INFO, its timings and the unresolved at DEBUG. */
    private static void progress(Log log, String line) {
        if (line.startsWith("time:") || line.startsWith("lines:") || line.startsWith("  not resolved:") || line.startsWith("  ...")) {
            log.debug(line);
        } else {
            log.info(line);
        }
    }

    private Predicate<String> filter() {
        List<String> in = includes == null || includes.isEmpty() ? List.of("**/*.java") : includes;
        List<String> out = excludes == null ? List.of() : excludes;
        return path -> in.stream().anyMatch(p -> SelectorUtils.matchPath(p, path))
                && out.stream().noneMatch(p -> SelectorUtils.matchPath(p, path));
    }

    private static String display(Path p) {
        Path base = Path.of("").toAbsolutePath();
        Path abs = p.toAbsolutePath().normalize();
        return abs.startsWith(base) ? base.relativize(abs).toString().replace('\\', '/') : abs.toString();
    }
}
