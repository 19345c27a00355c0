package dev.duet.site.demo.coverage;

import org.jacoco.core.analysis.Analyzer;
import org.jacoco.core.analysis.CoverageBuilder;
import org.jacoco.core.analysis.IClassCoverage;
import org.jacoco.core.data.ExecutionData;
import org.jacoco.core.data.ExecutionDataReader;
import org.jacoco.core.data.ExecutionDataStore;
import org.jacoco.core.instr.Instrumenter;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Instruments the port's classes on demand and turns execution data back into source lines.
 * One instance serves every demo of a build: each class is read and instrumented once.
 */
public final class PortCoverage {
    /** The packages whose lines demos report: the workqueue port, its clock, the controller. */
    public static final List<String> PORT_PACKAGES = List.of("dev.duet.workqueue", "dev.duet.clock",
            "dev.duet.deployment");

    private final List<Path> classPath;
    private final List<String> packagePrefixes;
    private final Instrumenter instrumenter = new Instrumenter(new ProbeAccessGenerator());
    private final Map<String, Optional<byte[]>> originals = new ConcurrentHashMap<>();
    private final Map<String, Optional<byte[]>> instrumented = new ConcurrentHashMap<>();

    public PortCoverage(List<Path> classPath, List<String> packages) {
        this.classPath = List.copyOf(classPath);
        this.packagePrefixes = packages.stream().map(p -> p + ".").toList();
    }

    /** True when {@code className} belongs to a package whose lines are recorded. */
    public boolean covers(String className) {
        return packagePrefixes.stream().anyMatch(className::startsWith);
    }

    /** The instrumented class file of a port class, or null for classes outside the port. */
    public byte[] instrumented(String className) {
        if (!covers(className)) {
            return null;
        }
        return instrumented.computeIfAbsent(className, name -> original(name).map(bytes -> {
            try {
                return instrumenter.instrument(bytes, name);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot instrument " + name, e);
            }
        })).orElse(null);
    }

    /**
     * The lines that executed according to {@code executionData}, keyed by source path such as
     * {@code dev/duet/workqueue/Typed.java}. A line counts when at least one of its instructions ran.
     */
    public SortedMap<String, SortedSet<Integer>> executedLines(byte[] executionData) {
        ExecutionDataStore store = new ExecutionDataStore();
        ExecutionDataReader reader = new ExecutionDataReader(new ByteArrayInputStream(executionData));
        reader.setExecutionDataVisitor(store);
        reader.setSessionInfoVisitor(info -> { });
        CoverageBuilder builder = new CoverageBuilder();
        Analyzer analyzer = new Analyzer(store, builder);
        try {
            reader.read();
            for (ExecutionData data : store.getContents()) {
                if (!data.hasHits()) {
                    continue;
                }
                String name = data.getName().replace('/', '.');
                Optional<byte[]> bytes = original(name);
                if (bytes.isPresent()) {
                    analyzer.analyzeClass(bytes.get(), data.getName());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read execution data", e);
        }
        SortedMap<String, SortedSet<Integer>> lines = new TreeMap<>();
        for (IClassCoverage c : builder.getClasses()) {
            if (c.getSourceFileName() == null || c.getFirstLine() < 0) {
                continue;
            }
            String source = c.getPackageName() + "/" + c.getSourceFileName();
            java.util.Set<Integer> unrecorded = unrecordedLines(c);
            for (int line = c.getFirstLine(); line <= c.getLastLine(); line++) {
                if (c.getLine(line).getInstructionCounter().getCoveredCount() > 0 && !unrecorded.contains(line)) {
                    lines.computeIfAbsent(source, k -> new TreeSet<>()).add(line);
                }
            }
        }
        lines.replaceAll((k, v) -> Collections.unmodifiableSortedSet(v));
        return Collections.unmodifiableSortedMap(lines);
    }

    /** Methods that observe or wait rather than do the port's work (teaching additions and test devices). */
    private static final java.util.Set<String> OBSERVERS = java.util.Set.of(
            "awaitIdle", "isIdle", "isSettled", "condWaiters", "snapshot", "sortedForDisplay", "items", "toString");

    /**
     * Lines that are not recorded: the observers above (and lambdas inside them), and whole
     * classes that exist for observation ({@code *Snapshot}) or for ordering demos in time
     * ({@code FakeClock}). Demos call them while polling for a state; which of their lines run
     * depends on when the demo happened to look, so recording them would make two builds differ.
     * What is left is the work the port did, which the demo orders deterministically.
     */
    private static java.util.Set<Integer> unrecordedLines(IClassCoverage c) {
        java.util.Set<Integer> out = new java.util.HashSet<>();
        String simpleName = c.getName().substring(c.getName().lastIndexOf('/') + 1);
        if (simpleName.endsWith("Snapshot") || simpleName.startsWith("FakeClock")) {
            for (int line = Math.max(c.getFirstLine(), 0); line <= c.getLastLine(); line++) {
                out.add(line);
            }
            return out;
        }
        for (var m : c.getMethods()) {
            String name = m.getName().startsWith("lambda$") ? m.getName().split("\\$")[1] : m.getName();
            if (OBSERVERS.contains(name) && m.getFirstLine() > 0) {
                for (int line = m.getFirstLine(); line <= m.getLastLine(); line++) {
                    out.add(line);
                }
            }
        }
        return out;
    }

    private Optional<byte[]> original(String className) {
        return originals.computeIfAbsent(className, this::readOriginal);
    }

    private Optional<byte[]> readOriginal(String className) {
        String relative = className.replace('.', '/') + ".class";
        for (Path entry : classPath) {
            if (Files.isDirectory(entry)) {
                Path file = entry.resolve(relative);
                if (Files.isRegularFile(file)) {
                    try {
                        return Optional.of(Files.readAllBytes(file));
                    } catch (IOException e) {
                        throw new UncheckedIOException("cannot read " + file, e);
                    }
                }
            } else if (Files.isRegularFile(entry) && entry.toString().endsWith(".jar")) {
                Optional<byte[]> fromJar = readFromJar(entry, relative);
                if (fromJar.isPresent()) {
                    return fromJar;
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<byte[]> readFromJar(Path jar, String relative) {
        try (java.util.jar.JarFile file = new java.util.jar.JarFile(jar.toFile())) {
            var entry = file.getJarEntry(relative);
            if (entry == null) {
                return Optional.empty();
            }
            try (InputStream in = file.getInputStream(entry)) {
                return Optional.of(in.readAllBytes());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + jar, e);
        }
    }
}
