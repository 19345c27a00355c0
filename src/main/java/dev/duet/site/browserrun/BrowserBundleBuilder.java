package dev.duet.site.browserrun;

import dev.duet.site.demo.Demo;
import dev.duet.site.demo.DemoRunner;
import dev.duet.teavm.run.DemoHost;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Compiles the port and every demo into one JavaScript bundle with TeaVM (in a JVM of its own, {@link TeaVMProcess}):
 * demos → Java ({@link DemoTranslator}), javac, the bundle's shapes, TeaVM's JS backend with the
 * replacement class library and {@link CallRedirects}. The bundle is kept under a key that covers
 * the generated sources (so the demos), the port's classes and jars and Duet's own code, so an
 * unchanged build does not run TeaVM again.
 */
public final class BrowserBundleBuilder {
    static final String SCRIPT = "duet-run.js";
    private final Path workDir;
    private final Consumer<String> progress;

    /** {@code workDir}: where sources, classes and cached bundles go (under target/). */
    public BrowserBundleBuilder(Path workDir, Consumer<String> progress) {
        this.workDir = workDir;
        this.progress = progress;
    }

    public BrowserBundle build(List<Demo> demos, List<Path> portClassPath) {
        try {
            // The key covers each demo's whole text (code and recorded output), the port and Duet:
            // a hit needs neither the translation, nor javac, nor TeaVM, nor (once checked) Node.
            String key = key(demos, portClassPath);
            Path cached = workDir.resolve("bundles").resolve(key);
            Path script = cached.resolve(SCRIPT);
            Path saved = cached.resolve("bundle.ser");
            if (Files.isRegularFile(saved)) {
                try (var in = new java.io.ObjectInputStream(Files.newInputStream(saved))) {
                    @SuppressWarnings("unchecked")
                    Map<String, DemoTranslation> translations = (Map<String, DemoTranslation>) in.readObject();
                    @SuppressWarnings("unchecked")
                    Map<String, String> unsupported = (Map<String, String>) in.readObject();
                    return new BrowserBundle(translations.isEmpty() ? null : script, translations, unsupported, true,
                            Files.exists(cached.resolve("checked")), cached.resolve("checked"));
                } catch (ClassNotFoundException | java.io.ObjectStreamException e) {
                    // Written by another version of Duet: build it again below.
                }
            }
            Map<String, DemoTranslation> translations = new LinkedHashMap<>();
            Map<String, String> unsupported = new TreeMap<>();
            progress.accept("translating " + demos.size() + " demos to Java for the browser");
            try (DemoTranslator translator = new DemoTranslator(portClassPath)) {
                for (Demo demo : demos) {
                    try {
                        translations.put(demo.id(), translator.translate(demo, className(demo.id())));
                    } catch (UnsupportedDemo e) {
                        unsupported.put(demo.id(), e.line() + "\t" + e.getMessage());
                    }
                }
            }
            Path classes = compile(translations, unsupported, portClassPath);
            Path out = Files.createDirectories(workDir.resolve("out"));
            Path produced = translations.isEmpty() ? null : teavm(classes, portClassPath, out);
            Files.createDirectories(cached);
            if (produced != null) {
                Files.move(produced, script, StandardCopyOption.REPLACE_EXISTING);
            }
            Path tmp = cached.resolve("bundle.tmp");
            try (var o = new java.io.ObjectOutputStream(Files.newOutputStream(tmp))) {
                o.writeObject(new LinkedHashMap<>(translations));
                o.writeObject(new TreeMap<>(unsupported));
            }
            Files.move(tmp, saved, StandardCopyOption.REPLACE_EXISTING);
            return new BrowserBundle(produced == null ? null : script, translations, unsupported, false, false,
                    cached.resolve("checked"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** javac over the generated sources; a demo whose class does not compile is left out, with javac's message. */
    private Path compile(Map<String, DemoTranslation> translations, Map<String, String> unsupported,
                         List<Path> portClassPath) throws IOException {
        Path src = clean(workDir.resolve("src"));
        Path classes = clean(workDir.resolve("classes"));
        Path pkg = Files.createDirectories(src.resolve(BundleSources.PACKAGE.replace('.', '/')));
        List<Path> demoFiles = new ArrayList<>();
        for (DemoTranslation t : translations.values()) {
            Path f = pkg.resolve(t.className() + ".java");
            Files.writeString(f, t.source());
            demoFiles.add(f);
        }
        progress.accept("compiling " + translations.size() + " demos for the browser (javac)");
        String classPath = classPath(portClassPath);
        while (!demoFiles.isEmpty()) {
            DiagnosticCollector<JavaFileObject> diags = javac(demoFiles, classes, classPath);
            if (diags == null) {
                break;
            }
            // Leave out each demo javac refused, then compile the rest again.
            for (Diagnostic<? extends JavaFileObject> d : diags.getDiagnostics()) {
                if (d.getKind() != Diagnostic.Kind.ERROR || d.getSource() == null) {
                    continue;
                }
                String file = Path.of(d.getSource().toUri()).getFileName().toString();
                translations.values().removeIf(t -> {
                    if ((t.className() + ".java").equals(file)) {
                        unsupported.putIfAbsent(t.demoId(), "1\tthe generated Java does not compile: " + d.getMessage(java.util.Locale.ENGLISH)
                                .lines().findFirst().orElse(""));
                        return true;
                    }
                    return false;
                });
            }
            demoFiles.removeIf(f -> translations.values().stream().noneMatch(t -> f.getFileName().toString().equals(t.className() + ".java")));
            clean(classes);
        }
        List<Class<?>> shaped = new ArrayList<>();
        List<URL> urls = new ArrayList<>();
        urls.add(classes.toUri().toURL());
        for (Path p : portClassPath) {
            urls.add(p.toUri().toURL());
        }
        try (URLClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), getClass().getClassLoader())) {
            List<Path> roots = new ArrayList<>(portClassPath.stream().filter(Files::isDirectory).toList());
            roots.add(classes);
            for (Path root : roots) {
                try (Stream<Path> files = Files.walk(root)) {
                    for (Path f : files.filter(p -> p.toString().endsWith(".class")).sorted().toList()) {
                        String name = root.relativize(f).toString().replace(File.separatorChar, '.');
                        name = name.substring(0, name.length() - ".class".length());
                        if (name.contains("module-info") || name.contains("package-info")) {
                            continue;
                        }
                        try {
                            shaped.add(Class.forName(name, false, loader));
                        } catch (ClassNotFoundException | LinkageError e) {
                            // A class that does not load here is not one a demo can show.
                        }
                    }
                }
            }
            Path main = pkg.resolve("Main.java");
            Files.writeString(main, BundleSources.main(new ArrayList<>(translations.values())));
            Path shapes = pkg.resolve("BundleShapes.java");
            Files.writeString(shapes, BundleSources.shapes(shaped));
            DiagnosticCollector<JavaFileObject> diags = javac(List.of(main, shapes), classes,
                    classes + File.pathSeparator + classPath);
            if (diags != null) {
                throw new IllegalStateException("the generated entry point does not compile: " + diags.getDiagnostics());
            }
        }
        return classes;
    }

    /** Returns null when javac succeeded, else its diagnostics. */
    private static DiagnosticCollector<JavaFileObject> javac(List<Path> files, Path classes, String classPath) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diags = new DiagnosticCollector<>();
        try (StandardJavaFileManager fm = javac.getStandardFileManager(diags, java.util.Locale.ENGLISH, StandardCharsets.UTF_8)) {
            boolean ok = javac.getTask(null, fm, diags,
                    List.of("-d", classes.toString(), "-cp", classPath, "--release", "17", "-nowarn", "-g", "-proc:none"),
                    null, fm.getJavaFileObjectsFromPaths(files)).call();
            return ok ? null : diags;
        }
    }

    private Path teavm(Path classes, List<Path> portClassPath, Path out) {
        List<Path> classPath = new ArrayList<>();
        classPath.add(classes);
        classPath.addAll(portClassPath);
        progress.accept("compiling the port and the demos to JavaScript (TeaVM; 10-30 s)");
        TeaVMProcess.compile(BundleSources.PACKAGE + ".Main", classPath, out, SCRIPT, progress);
        return out.resolve(SCRIPT);
    }

    /** The javac class path: the port, then Duet's own (for the runtime classes the demos extend). */
    private static String classPath(List<Path> portClassPath) {
        List<String> entries = new ArrayList<>();
        for (Path p : portClassPath) {
            entries.add(p.toString());
        }
        entries.add(codeLocation().toString());
        // where Duet was loaded from (a Maven plugin's class loader's jars, not Maven's launcher)
        DemoRunner.currentClassPath().forEach(p -> entries.add(p.toString()));
        return String.join(File.pathSeparator, entries);
    }

    private static Path codeLocation() {
        try {
            return Path.of(DemoHost.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String key(List<Demo> demos, List<Path> portClassPath) throws IOException {
        MessageDigest sha = sha256();
        for (Demo d : demos) {
            StringBuilder text = new StringBuilder(d.id()).append('\0').append(d.path()).append('\0')
                    .append(d.stepTimeLimit()).append('\0').append(d.stateVariables()).append('\0');
            for (var step : d.steps()) {
                text.append(step.index()).append('\0').append(step.codeLine()).append('\0').append(step.code())
                        .append('\0').append(step.expectationLine()).append('\0').append(step.expected())
                        .append('\0').append(step.label()).append('\0');
            }
            sha.update(text.toString().getBytes(StandardCharsets.UTF_8));
        }
        duetCode(sha);
        for (Path root : portClassPath) {
            // Contents only: the port's class folder is named per process (target/duet-classes/<pid>-1).
            sha.update(new byte[]{0});
            if (Files.isDirectory(root)) {
                try (Stream<Path> files = Files.walk(root)) {
                    for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                        sha.update(root.relativize(f).toString().getBytes(StandardCharsets.UTF_8));
                        sha.update(Files.readAllBytes(f));
                    }
                }
            } else if (Files.isRegularFile(root)) {
                sha.update(Files.readAllBytes(root));
            }
        }
        return HexFormat.of().formatHex(sha.digest()).substring(0, 24);
    }

    /** Duet's classes that shape the bundle, by content (the same from target/classes as from duet.jar). */
    private static final List<String> DUET_PARTS = List.of("dev/duet/teavm/", "org/teavm/classlib/", "dev/duet/site/browserrun/",
            "dev/duet/site/demo/Demo");

    private static void duetCode(MessageDigest sha) throws IOException {
        Path code = codeLocation();
        TreeMap<String, byte[]> classes = new TreeMap<>();
        if (Files.isDirectory(code)) {
            try (Stream<Path> files = Files.walk(code)) {
                for (Path f : files.filter(Files::isRegularFile).toList()) {
                    String name = code.relativize(f).toString().replace(File.separatorChar, '/');
                    if (DUET_PARTS.stream().anyMatch(name::startsWith)) {
                        classes.put(name, Files.readAllBytes(f));
                    }
                }
            }
        } else {
            try (java.util.jar.JarFile jar = new java.util.jar.JarFile(code.toFile())) {
                for (var e : java.util.Collections.list(jar.entries())) {
                    if (!e.isDirectory() && DUET_PARTS.stream().anyMatch(e.getName()::startsWith)) {
                        try (var in = jar.getInputStream(e)) {
                            classes.put(e.getName(), in.readAllBytes());
                        }
                    }
                }
            }
        }
        sha.update(("teavm " + org.teavm.tooling.TeaVMTool.class.getPackage().getImplementationVersion()).getBytes(StandardCharsets.UTF_8));
        classes.forEach((name, bytes) -> {
            sha.update(name.getBytes(StandardCharsets.UTF_8));
            sha.update(bytes);
        });
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Path clean(Path dir) throws IOException {
        if (Files.exists(dir)) {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path f : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.delete(f);
                }
            }
        }
        return Files.createDirectories(dir);
    }

    /** "demo-id" → a class name: letters and digits, words capitalised. */
    static String className(String demoId) {
        StringBuilder out = new StringBuilder("Demo");
        boolean upper = true;
        for (char c : demoId.toCharArray()) {
            if (Character.isLetterOrDigit(c) && c < 128) {
                out.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            } else {
                upper = true;
            }
        }
        return out.toString();
    }
}
