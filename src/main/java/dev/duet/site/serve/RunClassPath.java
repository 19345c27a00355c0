package dev.duet.site.serve;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The class path a run's JVM needs, wherever Duet is installed: Duet's own classes (its jar, or
 * its class folder in a test), JaCoCo's core (the executed lines), the ASM jars it and the
 * bytecode guard rewrite classes with, and Jackson's core, which writes the run's events. Each is found where this JVM loaded it from, not from
 * {@code java.class.path}: under {@code java -jar} that names only Duet's jar, whose manifest's
 * relative {@code Class-Path} means nothing once the jar is mounted alone in a sandbox. Nothing else
 * (no parser, no template engine, no compiler to JavaScript) is offered to code sent by a page.
 * The author's compiled sources come on top of this (see {@link DevServer#runDemosAgainst}).
 */
final class RunClassPath {
    private RunClassPath() {
    }

    /** One class of each library a run loads; their code sources are the entries. */
    private static final List<Class<?>> ANCHORS = List.of(
            SnippetProcessMain.class,                            // Duet
            org.jacoco.core.runtime.RuntimeData.class,           // JaCoCo core
            org.objectweb.asm.ClassReader.class,                 // ASM
            org.objectweb.asm.commons.AnalyzerAdapter.class,     // ASM commons (JaCoCo's instrumenter)
            org.objectweb.asm.tree.ClassNode.class,              // ASM tree (JaCoCo's filters)
            com.fasterxml.jackson.core.JsonFactory.class);       // Jackson core (the run's events)

    /** The entries, Duet's first, each once. */
    static List<Path> ofDuet() {
        Set<Path> entries = new LinkedHashSet<>();
        for (Class<?> type : ANCHORS) {
            entries.add(codeSource(type));
        }
        return List.copyOf(entries);
    }

    private static Path codeSource(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toAbsolutePath();
        } catch (URISyntaxException e) {
            throw new IllegalStateException("cannot locate the classes of " + type.getName(), e);
        }
    }
}
