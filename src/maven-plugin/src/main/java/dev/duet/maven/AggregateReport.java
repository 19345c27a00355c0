package dev.duet.maven;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugins.annotations.Component;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.DefaultDependencyResolutionRequest;
import org.apache.maven.project.DependencyResolutionException;
import org.apache.maven.project.DependencyResolutionResult;
import org.apache.maven.project.MavenProject;
import org.apache.maven.project.ProjectDependenciesResolver;
import org.apache.maven.reporting.MavenReportException;
import org.eclipse.aether.artifact.Artifact;
import org.eclipse.aether.graph.Dependency;

/**
 * The site report of a reactor's main sources, in the aggregating project's {@code xref/} as
 * JXR's {@code aggregate}: one browser over every module's sources, so that a module's use of
 * another's class links to that class's line and its usages list the uses in every module.
 *
 * <p>The report runs on the parent before its modules are built, so it resolves each module's
 * compile dependencies itself, leaving out the reactor's own modules: their types are in the
 * browser as sources, and their jars do not exist yet.
 */
@Mojo(name = "aggregate", aggregator = true, threadSafe = true)
public class AggregateReport extends XrefReport {
    private static final Set<String> COMPILE_SCOPES = Set.of("compile", "provided", "system");

    @Parameter(defaultValue = "${session}", readonly = true, required = true)
    MavenSession session;

    @Component
    ProjectDependenciesResolver resolver;

    /** Each resolved jar with its coordinates, in the modules' order. */
    private Map<Path, Artifact> resolved;

    @Override
    String folder() {
        return "xref";
    }

    /** Only in a project that has modules (the reactor's parent, as JXR's aggregate). */
    @Override
    public boolean canGenerateReport() throws MavenReportException {
        return !skip && !project.getModules().isEmpty() && super.canGenerateReport();
    }

    @Override
    List<String> sourceRoots() {
        List<String> roots = new ArrayList<>();
        for (MavenProject module : modules()) {
            roots.addAll(sourceRootsOf(module));
        }
        return roots;
    }

    /** A module's source folders in this browser. */
    List<String> sourceRootsOf(MavenProject module) {
        return module.getCompileSourceRoots();
    }

    /** The scopes of the dependencies the sources compile against. */
    Set<String> scopes() {
        return COMPILE_SCOPES;
    }

    @Override
    List<String> classpathElements() throws MavenReportException {
        return resolve().keySet().stream().map(Path::toString).toList();
    }

    @Override
    Map<Path, String> docs() throws MavenReportException {
        Map<Path, String> out = new LinkedHashMap<>();
        if (dependencyDocsUrl == null || dependencyDocsUrl.isBlank()) {
            return out;
        }
        resolve().forEach((file, a) -> {
            if (file.toString().endsWith(".jar")) {
                out.put(file, Dependencies.docsUrl(dependencyDocsUrl, a.getGroupId(), a.getArtifactId(), a.getBaseVersion()));
            }
        });
        return out;
    }

    @Override
    String messageKey() {
        return "report";
    }

    /** The dependencies (of {@link #scopes}) of every module but the reactor's own, resolved once. */
    private Map<Path, Artifact> resolve() throws MavenReportException {
        if (resolved != null) {
            return resolved;
        }
        Set<String> reactor = modules().stream().map(m -> m.getGroupId() + ":" + m.getArtifactId()).collect(Collectors.toSet());
        Map<Path, Artifact> out = new LinkedHashMap<>();
        for (MavenProject module : modules()) {
            DefaultDependencyResolutionRequest request = new DefaultDependencyResolutionRequest(module, session.getRepositorySession());
            request.setResolutionFilter((node, parents) -> {
                Dependency d = node.getDependency();
                if (d == null) {
                    return true;
                }
                Artifact a = d.getArtifact();
                return scopes().contains(d.getScope()) && !reactor.contains(a.getGroupId() + ":" + a.getArtifactId());
            });
            DependencyResolutionResult result;
            try {
                result = resolver.resolve(request);
            } catch (DependencyResolutionException e) {
                throw new MavenReportException("Maven could not resolve the dependencies of " + module.getId() + ": "
                        + e.getMessage(), e);
            }
            for (Dependency d : result.getDependencies()) {
                Artifact a = d.getArtifact();
                if (a.getFile() != null && scopes().contains(d.getScope())
                        && !reactor.contains(a.getGroupId() + ":" + a.getArtifactId())) {
                    out.putIfAbsent(a.getFile().toPath(), a);
                }
            }
        }
        resolved = out;
        return out;
    }

    /** The reactor's projects that have sources: all but those of packaging pom. */
    List<MavenProject> modules() {
        List<MavenProject> all = reactorProjects == null ? List.of(project) : reactorProjects;
        return all.stream().filter(p -> !"pom".equals(p.getPackaging())).toList();
    }
}
