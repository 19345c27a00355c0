package dev.duet.maven;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.project.MavenProject;

/** The jars and class folders Maven resolved for a project, as Duet's class path. */
final class Dependencies {
    private Dependencies() {
    }

    /**
     * The files of the project's resolved dependencies in the given scopes, in the pom's order:
     * what the pom names by coordinates, resolved by Maven from its repositories.
     */
    static List<Path> files(MavenProject project, Set<String> scopes) {
        List<Path> out = new ArrayList<>();
        for (Artifact a : project.getArtifacts()) {
            if (a.getFile() != null && scopes.contains(a.getScope()) && a.getArtifactHandler().isAddedToClasspath()) {
                out.add(a.getFile().toPath());
            }
        }
        return out;
    }

    /**
     * Each dependency's jar with where its API documentation is: {@code pattern} with
     * {@code {groupId}}, {@code {artifactId}} and {@code {version}} replaced; none when the pattern is blank.
     */
    static java.util.Map<Path, String> docs(Collection<Artifact> artifacts, String pattern) {
        java.util.Map<Path, String> out = new java.util.LinkedHashMap<>();
        if (pattern == null || pattern.isBlank()) {
            return out;
        }
        for (Artifact a : artifacts) {
            if (a.getFile() != null && a.getFile().isFile() && a.getFile().getName().endsWith(".jar")) {
                out.put(a.getFile().toPath(), docsUrl(pattern, a.getGroupId(), a.getArtifactId(), a.getBaseVersion()));
            }
        }
        return out;
    }

    static String docsUrl(String pattern, String groupId, String artifactId, String version) {
        return pattern.replace("{groupId}", groupId).replace("{artifactId}", artifactId).replace("{version}", version);
    }

    /** The entries of a class path Maven computed that exist (a module's classes may not be built yet). */
    static List<Path> existing(Collection<String> elements) {
        Set<Path> out = new LinkedHashSet<>();
        for (String e : elements) {
            Path p = new File(e).toPath();
            if (Files.exists(p)) {
                out.add(p);
            }
        }
        return new ArrayList<>(out);
    }
}
