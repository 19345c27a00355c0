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
 * Instruments the author's classes on demand and turns execution data back into source lines.
 * One instance serves every demo of a build: each class is read and instrumented once.
 *
 * <p>Which lines are left out is the author's choice, never the generator's: methods and
 * classes annotated with an annotation whose simple name is {@value #ANNOTATION} (the author
 * declares it in their own code; any package), and the {@code notRecorded:} patterns of
 * {@code site.yaml} (see {@link NotRecorded}).
 */
public final class PortCoverage {
    /** The simple name of the annotation that leaves a method or class out of the recording. */
    public static final String ANNOTATION = "NotRecorded";

    private final List<Path> classPath;
    private final List<String> packagePrefixes;
    private final NotRecorded notRecorded;
    private final Instrumenter instrumenter = new Instrumenter(new ProbeAccessGenerator());
    private final Map<String, Optional<byte[]>> originals = new ConcurrentHashMap<>();
    private final Map<String, Optional<byte[]>> instrumented = new ConcurrentHashMap<>();

    public PortCoverage(List<Path> classPath, List<String> packages) {
        this(classPath, packages, List.of());
    }

    /** @param notRecorded the {@code notRecorded:} patterns of site.yaml */
    public PortCoverage(List<Path> classPath, List<String> packages, List<String> notRecorded) {
        this.classPath = List.copyOf(classPath);
        this.packagePrefixes = packages.stream().map(p -> p + ".").toList();
        this.notRecorded = new NotRecorded(notRecorded);
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
     * {@code org/example/lru/Cache.java}. A line counts when at least one of its instructions ran.
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

    /**
     * Lines that are not recorded: those of the methods (and lambdas inside them) and classes the
     * author marked as observers. Demos call observers while polling for a state (a snapshot, an
     * "is it idle yet?"); which of their lines run depends on when the demo happened to look, so
     * recording them would make two builds differ. What is left is the work the port did, which
     * the demo orders deterministically.
     */
    private java.util.Set<Integer> unrecordedLines(IClassCoverage c) {
        java.util.Set<Integer> out = new java.util.HashSet<>();
        Annotated annotated = original(c.getName().replace('/', '.')).map(Annotated::read).orElse(Annotated.NONE);
        if (annotated.wholeClass() || notRecorded.excludesClass(c.getName())) {
            for (int line = Math.max(c.getFirstLine(), 0); line <= c.getLastLine(); line++) {
                out.add(line);
            }
            return out;
        }
        for (var m : c.getMethods()) {
            String name = m.getName().startsWith("lambda$") ? m.getName().split("\\$")[1] : m.getName();
            boolean marked = annotated.methods().contains(m.getName() + m.getDesc())
                    || (m.getName().startsWith("lambda$") && annotated.methodNames().contains(name));
            if ((marked || notRecorded.excludesMethod(c.getName(), name)) && m.getFirstLine() > 0) {
                for (int line = m.getFirstLine(); line <= m.getLastLine(); line++) {
                    out.add(line);
                }
            }
        }
        return out;
    }

    /** What a class file marks with {@value #ANNOTATION}: the class itself, or methods (name + descriptor). */
    private record Annotated(boolean wholeClass, java.util.Set<String> methods, java.util.Set<String> methodNames) {
        static final Annotated NONE = new Annotated(false, java.util.Set.of(), java.util.Set.of());

        static boolean isMarker(String descriptor) {
            String name = descriptor.substring(1, descriptor.length() - 1);
            String simple = name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('$')) + 1);
            return simple.equals(ANNOTATION);
        }

        static Annotated read(byte[] bytes) {
            boolean[] whole = {false};
            java.util.Set<String> methods = new java.util.HashSet<>();
            java.util.Set<String> names = new java.util.HashSet<>();
            new org.objectweb.asm.ClassReader(bytes).accept(new org.objectweb.asm.ClassVisitor(org.objectweb.asm.Opcodes.ASM9) {
                @Override
                public org.objectweb.asm.AnnotationVisitor visitAnnotation(String descriptor, boolean visible) {
                    whole[0] |= isMarker(descriptor);
                    return null;
                }

                @Override
                public org.objectweb.asm.MethodVisitor visitMethod(int access, String name, String descriptor,
                        String signature, String[] exceptions) {
                    return new org.objectweb.asm.MethodVisitor(org.objectweb.asm.Opcodes.ASM9) {
                        @Override
                        public org.objectweb.asm.AnnotationVisitor visitAnnotation(String annotation, boolean visible) {
                            if (isMarker(annotation)) {
                                methods.add(name + descriptor);
                                names.add(name);
                            }
                            return null;
                        }
                    };
                }
            }, org.objectweb.asm.ClassReader.SKIP_CODE | org.objectweb.asm.ClassReader.SKIP_DEBUG
                    | org.objectweb.asm.ClassReader.SKIP_FRAMES);
            return new Annotated(whole[0], methods, names);
        }
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
