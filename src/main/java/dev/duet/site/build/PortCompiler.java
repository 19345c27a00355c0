package dev.duet.site.build;

import dev.duet.site.content.Manifest;
import dev.duet.site.diag.Diagnostics;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles the author's own Java code, the {@code sources:} folders of {@code site.yaml}, with the
 * JDK compiler in this process, so that demos run the port as it is on disk and not whatever
 * classes the generator happens to carry. {@code build}, {@code check}, {@code demo} and
 * {@code serve} all compile through here.
 *
 * <p>Each compilation goes to a new folder under {@code target/duet-classes/}, named after this
 * process, so that a live demo still reading the previous one (serve) and another Duet process
 * on the same project are not disturbed; a process's older folders and those of processes that
 * have ended are deleted. javac's errors are reported like every other problem, as
 * {@code path:line:col: error: message}.
 */
public final class PortCompiler {
    private final BuildConfig config;
    private final Path outputRoot;
    private int generation;
    /** Where compilations are kept between runs; null to compile on every run (check, serve, tests). */
    private BuildCache cache;
    private boolean lastKept;

    /** What a kept compilation was made into: its folder and the hash of every file in it then. */
    private record KeptClasses(String folder, String hash) implements java.io.Serializable {}

    /**
     * The compiled author code a demo runs with.
     *
     * @param classes          the compiled classes, first on the demos' class path
     * @param classpath        the {@code classpath:} entries of site.yaml, after them
     * @param recordedPackages the packages whose executed lines demos record (those of {@code sources:})
     * @param notRecorded      the {@code notRecorded:} patterns of site.yaml
     */
    public record Compiled(Path classes, List<Path> classpath, List<String> recordedPackages, List<String> notRecorded) {
        public Compiled {
            classpath = List.copyOf(classpath);
            recordedPackages = List.copyOf(recordedPackages);
            notRecorded = List.copyOf(notRecorded);
        }

        /** The class path of the demos' JShell ahead of the generator's helpers. */
        public List<Path> entries() {
            List<Path> out = new ArrayList<>();
            out.add(classes);
            out.addAll(classpath);
            return out;
        }
    }

    public PortCompiler(BuildConfig config) {
        this.config = config;
        this.outputRoot = config.projectRoot().resolve("target/duet-classes");
    }

    /**
     * Keeps each compilation in {@code cache}: a later run with the same sources, class path,
     * options and Duet finds the classes again instead of compiling (see {@link #compile}).
     */
    synchronized void keepIn(BuildCache cache) {
        this.cache = cache;
    }

    /** Whether the last {@link #compile} found its classes kept instead of compiling. */
    synchronized boolean lastKept() {
        return lastKept;
    }

    /**
     * Checks the {@code sources:} and {@code classpath:} entries of {@code manifest} and compiles
     * the Java files of those folders (all of the source root when none are listed) for Java 17.
     *
     * @return the compiled code, or empty when there were errors (they are in {@code diags})
     */
    public synchronized Optional<Compiled> compile(Manifest manifest, Diagnostics diags) {
        int before = diags.count();
        List<Path> folders = new ArrayList<>();
        for (Manifest.Entry source : manifest.sourceEntries()) {
            Path folder = config.sourceRoot().resolve(source.text()).normalize();
            Optional<Path> outside = leadsOut(folder);
            if (outside.isPresent()) {
                // Following it would compile, run and publish whatever it points at.
                diags.error(manifest.path(), source.line(), source.column(), "source folder '" + source.text()
                        + "' is a symbolic link that leads out of " + config.display(config.sourceRoot()) + " (to "
                        + outside.get() + "): Duet compiles and shows only what is inside it; move or copy the sources in");
            } else if (!folder.startsWith(config.sourceRoot()) || !Files.isDirectory(folder)) {
                diags.error(manifest.path(), source.line(), source.column(), "source folder '" + source.text()
                        + "' does not exist: expected " + config.display(folder)
                        + " (sources: lists folders of " + config.display(config.sourceRoot()) + ")");
            } else {
                folders.add(folder);
            }
        }
        if (manifest.sourceEntries().isEmpty()) {
            if (!Files.isDirectory(config.sourceRoot())) {
                diags.error(manifest.path(), 1, 1, "there is no Java source folder " + config.display(config.sourceRoot())
                        + " (create it, or list the folders of your port under sources:)");
            } else {
                folders.add(config.sourceRoot());
            }
        }
        List<Path> classpath = new ArrayList<>();
        for (Manifest.Entry entry : manifest.classpath()) {
            Path p = config.projectRoot().resolve(entry.text()).normalize();
            if (!Files.exists(p)) {
                diags.error(manifest.path(), entry.line(), entry.column(), "classpath entry '" + entry.text()
                        + "' does not exist: expected a jar or a folder of classes at " + config.display(p));
            } else {
                classpath.add(p);
            }
        }
        for (Path p : config.buildClasspath()) {
            if (!classpath.contains(p)) {
                classpath.add(p);
            }
        }
        if (diags.count() > before) {
            return Optional.empty();
        }
        List<File> sources = sources(folders);
        if (sources.isEmpty()) {
            diags.error(manifest.path(), manifest.sourceEntries().isEmpty() ? 1 : manifest.sourceEntries().get(0).line(), 1,
                    "the source folders hold no .java files");
            return Optional.empty();
        }
        lastKept = false;
        List<String> options = new ArrayList<>(List.of("--release", "17", "-parameters", "-g", "-nowarn",
                "-encoding", "UTF-8", "-implicit:class", "-proc:none",
                "-sourcepath", config.sourceRoot().toString()));
        options.add("-classpath");
        options.add(classpath.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator)));
        String keptKey = cache == null ? null : keptKey(options, sources, classpath, manifest);
        Optional<Compiled> kept = keptKey == null ? Optional.empty() : kept(keptKey, classpath, manifest);
        if (kept.isPresent()) {
            lastKept = true;
            return kept;
        }
        JavacNesting.reportTooDeep(sources, config, diags);
        if (diags.count() > before) {
            return Optional.empty();
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            diags.error(manifest.path(), 1, 1, "this Java runtime has no compiler: run Duet with a JDK 17 or newer");
            return Optional.empty();
        }
        if (generation == 0) {
            deleteLeftovers();
        }
        Path output = outputRoot.resolve(ProcessHandle.current().pid() + "-" + (++generation));
        DiagnosticCollector<JavaFileObject> problems = new DiagnosticCollector<>();
        boolean ok;
        try (StandardJavaFileManager files = javac.getStandardFileManager(problems, Locale.ENGLISH, StandardCharsets.UTF_8)) {
            deleteTree(output);
            Files.createDirectories(output);
            List<String> withOutput = new ArrayList<>(options);
            withOutput.addAll(List.of("-d", output.toString()));
            java.io.StringWriter crash = new java.io.StringWriter();
            ok = JavacNesting.onKnownStack(() -> javac.getTask(crash, files, problems, withOutput, null,
                    files.getJavaFileObjectsFromFiles(sources)).call());
            if (!ok && crash.toString().contains("java.lang.StackOverflowError")) {
                JavacNesting.reportStackOverflow(javac, files, sources, manifest.path(), config, diags);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot compile into " + output, e);
        }
        for (Diagnostic<? extends JavaFileObject> d : problems.getDiagnostics()) {
            if (d.getKind() == Diagnostic.Kind.ERROR) {
                String path = d.getSource() == null ? manifest.path() : config.display(Path.of(d.getSource().toUri()));
                diags.error(path, (int) Math.max(d.getLineNumber(), 0), (int) Math.max(d.getColumnNumber(), 0),
                        javacMessage(d.getMessage(Locale.ENGLISH)));
            }
        }
        if (!ok) {
            if (!diags.hasErrors()) {
                diags.error(manifest.path(), 1, 1, "the Java sources do not compile");
            }
            deleteTree(output);
            return Optional.empty();
        }
        // Two generations are kept: a live run may still be reading the previous one.
        deleteTree(outputRoot.resolve(ProcessHandle.current().pid() + "-" + (generation - 2)));
        Compiled compiled = new Compiled(output, classpath, packages(manifest, output), manifest.notRecorded());
        writeRecordingSettings(compiled);
        return Optional.of(keptKey == null ? compiled : keep(keptKey, compiled));
    }

    /**
     * What a compilation's classes depend on: javac's options, the Java files of the source root
     * (javac may read any of them through -sourcepath), what is recorded, and the class path's
     * contents (a jar replaced under the same name misses). The JDK's version is in Duet's.
     */
    private String keptKey(List<String> options, List<File> sources, List<Path> classpath, Manifest manifest) {
        java.security.MessageDigest digest = dev.duet.site.cache.Hashes.sha256();
        options.forEach(o -> dev.duet.site.cache.Hashes.line(digest, o));
        sources.forEach(f -> dev.duet.site.cache.Hashes.line(digest, "compiled " + f));
        dev.duet.site.cache.Hashes.line(digest, "recorded " + manifest.sources() + " " + manifest.notRecorded());
        try (Stream<Path> walk = Files.walk(config.sourceRoot())) {
            for (Path p : walk.filter(p -> p.toString().endsWith(".java") && Files.isRegularFile(p)).sorted().toList()) {
                dev.duet.site.cache.Hashes.line(digest, p.toString());
                dev.duet.site.cache.Hashes.file(p, digest);
            }
        } catch (IOException | UncheckedIOException e) {
            return null; // not hashable: compile
        }
        dev.duet.site.cache.Hashes.line(digest, dev.duet.site.cache.Hashes.ofClassPath(classpath));
        return cache.key("compiled classes", config.sourceRoot().toString(),
                dev.duet.site.cache.Hashes.hex(digest.digest()));
    }

    /** The classes kept under {@code key}, if their folder still holds exactly what was compiled into it. */
    private Optional<Compiled> kept(String key, List<Path> classpath, Manifest manifest) {
        Optional<KeptClasses> kept = cache.store().get(key, KeptClasses.class);
        if (kept.isEmpty()) {
            return Optional.empty();
        }
        Path folder = Path.of(kept.get().folder());
        if (!folder.startsWith(outputRoot) || !Files.isDirectory(folder) || !kept.get().hash().equals(folderHash(folder))) {
            return Optional.empty(); // deleted, or changed since: never trust it
        }
        return Optional.of(new Compiled(folder, classpath, packages(manifest, folder), manifest.notRecorded()));
    }

    /**
     * Moves a fresh compilation to a folder of its own that outlives this process (the per-process
     * folders do not), records its hash under {@code key}, and deletes the folders kept before.
     */
    private Compiled keep(String key, Compiled compiled) {
        Path folder = outputRoot.resolve(KEPT + key.substring(0, 16));
        try {
            deleteTree(folder);
            Files.move(compiled.classes(), folder, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | UncheckedIOException e) {
            return compiled; // another process is keeping the same: use this one, keep nothing
        }
        cache.store().put(key, new KeptClasses(folder.toString(), folderHash(folder)));
        try (Stream<Path> list = Files.list(outputRoot)) {
            for (Path other : list.toList()) {
                if (other.getFileName().toString().startsWith(KEPT) && !other.equals(folder)) {
                    deleteTree(other);
                }
            }
        } catch (IOException e) {
            // left behind; the next compilation that is kept clears it
        }
        return new Compiled(folder, compiled.classpath(), compiled.recordedPackages(), compiled.notRecorded());
    }

    /** The prefix of kept compilations' folders, which are not any process's. */
    private static final String KEPT = "kept-";

    private static String folderHash(Path folder) {
        java.security.MessageDigest digest = dev.duet.site.cache.Hashes.sha256();
        dev.duet.site.cache.Hashes.folder(folder, digest);
        return dev.duet.site.cache.Hashes.hex(digest.digest());
    }

    /** Where {@code folder} really is, when a symbolic link on its way takes it out of the source root. */
    private Optional<Path> leadsOut(Path folder) {
        if (!folder.startsWith(config.sourceRoot()) || !Files.exists(folder)) {
            return Optional.empty();
        }
        try {
            Path real = folder.toRealPath();
            return real.startsWith(config.sourceRoot().toRealPath()) ? Optional.empty() : Optional.of(real);
        } catch (IOException e) {
            return Optional.empty(); // reported as a folder that does not exist
        }
    }

    /**
     * Writes what to record beside the classes, so that a demo JVM started with them on its class
     * path (a live run under serve) records the same lines as the build.
     */
    private static void writeRecordingSettings(Compiled compiled) {
        java.util.Properties p = new java.util.Properties();
        p.setProperty("recordedPackages", String.join(",", compiled.recordedPackages()));
        p.setProperty("notRecorded", String.join(",", compiled.notRecorded()));
        p.setProperty("classpath", compiled.classpath().stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator)));
        Path file = compiled.classes().resolve(dev.duet.site.demo.DemoRunner.Options.RECORDING);
        try {
            Files.createDirectories(file.getParent());
            java.io.StringWriter text = new java.io.StringWriter();
            p.store(text, null);
            // store() starts with a date comment; without it the file (and the demo cache key) is stable.
            Files.writeString(file, text.toString().lines().filter(l -> !l.startsWith("#")).sorted()
                    .collect(Collectors.joining("\n", "", "\n")), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** The packages of {@code sources:}, or every package compiled when it lists none. */
    private List<String> packages(Manifest manifest, Path output) {
        if (!manifest.sources().isEmpty()) {
            return manifest.sources().stream().map(s -> s.replaceAll("/+$", "").replace('/', '.')).toList();
        }
        TreeSet<String> out = new TreeSet<>();
        try (Stream<Path> walk = Files.walk(output)) {
            walk.filter(p -> p.toString().endsWith(".class")).forEach(p -> {
                Path dir = output.relativize(p).getParent();
                if (dir != null) {
                    out.add(dir.toString().replace(File.separatorChar, '.'));
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + output, e);
        }
        return List.copyOf(out);
    }

    private static List<File> sources(List<Path> folders) {
        TreeSet<Path> out = new TreeSet<>();
        for (Path folder : folders) {
            try (Stream<Path> walk = Files.walk(folder)) {
                walk.filter(p -> p.toString().endsWith(".java") && Files.isRegularFile(p)).forEach(out::add);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot list " + folder, e);
            }
        }
        return out.stream().map(Path::toFile).toList();
    }

    /** Folders of earlier runs of this process id and of processes that are gone. */
    private void deleteLeftovers() {
        if (!Files.isDirectory(outputRoot)) {
            return;
        }
        long self = ProcessHandle.current().pid();
        try (Stream<Path> list = Files.list(outputRoot)) {
            for (Path dir : list.toList()) {
                String name = dir.getFileName().toString();
                if (name.startsWith(KEPT)) {
                    continue; // a kept compilation: replaced when another is kept
                }
                int dash = name.indexOf('-');
                long pid = -1;
                try {
                    pid = dash > 0 ? Long.parseLong(name.substring(0, dash)) : -1;
                } catch (NumberFormatException e) {
                    // not ours: delete it
                }
                if (pid == self || pid < 0 || ProcessHandle.of(pid).isEmpty()) {
                    deleteTree(dir);
                }
            }
        } catch (IOException e) {
            // Left behind; a later run clears it.
        }
    }

    /** Deletes a folder under {@code target/}; one left behind costs only disk space, so failures are ignored. */
    private static void deleteTree(Path root) {
        try {
            SiteOutput.deleteTree(root);
        } catch (UncheckedIOException e) {
            // Left behind; the next session clears the whole folder again.
        }
    }

    /**
     * javac's message with its explanation: the first line, then the lines under it that say which
     * symbol and where ({@code symbol: variable cout}, {@code location: class Ring}), each indented
     * under the located line as javac prints them.
     */
    static String javacMessage(String message) {
        List<String> lines = message.lines().map(String::stripTrailing).filter(l -> !l.isBlank()).toList();
        if (lines.isEmpty()) {
            return "does not compile";
        }
        StringBuilder out = new StringBuilder(lines.get(0));
        for (String more : lines.subList(1, lines.size())) {
            out.append("\n  ").append(more.strip());
        }
        return out.toString();
    }
}
