package dev.duet.site.javasrc;

import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.resolution.TypeSolver;
import com.github.javaparser.resolution.declarations.ResolvedReferenceTypeDeclaration;
import com.github.javaparser.resolution.model.SymbolReference;
import com.github.javaparser.symbolsolver.javaparsermodel.JavaParserFacade;
import com.github.javaparser.symbolsolver.resolution.typesolvers.ClassLoaderTypeSolver;
import com.github.javaparser.symbolsolver.resolution.typesolvers.JarTypeSolver;
import com.github.javaparser.symbolsolver.resolution.typesolvers.ReflectionTypeSolver;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The root type solver of an analyser: the project's own types from the compilation units of the
 * current analysis, then the JDK and the libraries on the generator's own class path (which are
 * the libraries the analysed sources use; only JDK symbols get documentation links).
 *
 * <p>It replaces JavaParser's directory-based solver and its combined solver on purpose: both
 * cache what they found by name, so after an edit they would keep answering with the old syntax
 * trees. Here the project part is swapped wholesale by {@link #setTypes}, and only class-path
 * answers, which cannot change while the generator runs, are cached.
 */
final class ProjectTypeSolver implements TypeSolver {

    private final ReflectionTypeSolver classPath;
    /** Jars the analysed sources compile against ({@code duet browse --classpath}), asked after the JDK. */
    private final List<TypeSolver> libraries;
    private final Map<String, SymbolReference<ResolvedReferenceTypeDeclaration>> classPathCache = new ConcurrentHashMap<>();
    private volatile Map<String, TypeDeclaration<?>> types = Map.of();
    /** When set, finds a project type by qualified name instead of {@link #types} (parsing its file on first use). */
    private final Function<String, TypeDeclaration<?>> lookup;
    /** One resolved declaration per project type for the current units, so the solver's per-declaration caches work. */
    private final Map<String, ResolvedReferenceTypeDeclaration> projectCache = new ConcurrentHashMap<>();
    /** Every question to this solver is a step of the current query. */
    private final SolverBudget budget;

    ProjectTypeSolver() {
        this.classPath = new ReflectionTypeSolver(false);
        this.libraries = List.of();
        this.lookup = null;
        this.budget = new SolverBudget(SolverBudget.STEPS);
        classPath.setParent(this);
    }

    /**
     * A solver for any Java tree ({@code duet browse}): the project's types come from {@code lookup}
     * (one worker's own syntax trees), then the JDK alone (not the generator's own class path, whose
     * libraries the analysed tree may use in other versions), then {@code jars}; each query may
     * take {@code steps} questions to this solver (see {@link SolverBudget}).
     */
    ProjectTypeSolver(Function<String, TypeDeclaration<?>> lookup, List<Path> jars, int steps) throws IOException {
        this.budget = new SolverBudget(steps);
        this.classPath = new ReflectionTypeSolver(true);
        this.lookup = lookup;
        List<TypeSolver> solvers = new ArrayList<>();
        java.net.URLClassLoader folders = null;
        for (Path jar : jars) {
            TypeSolver solver;
            if (Files.isDirectory(jar)) {
                if (folders == null) {
                    folders = classLoader(jars);
                }
                solver = new ClassFolderSolver(folders, jar);
            } else {
                solver = new JarTypeSolver(jar);
            }
            solver.setParent(this);
            solvers.add(solver);
        }
        this.libraries = List.copyOf(solvers);
        classPath.setParent(this);
    }

    /** Replaces the project's types; keys are qualified names with nested types dotted ({@code p.Outer.Inner}). */
    void setTypes(Map<String, TypeDeclaration<?>> byQualifiedName) {
        this.types = Map.copyOf(byQualifiedName);
        projectCache.clear();
    }

    /** The step budget of the query under way (see {@link SolverBudget}). */
    SolverBudget budget() {
        return budget;
    }

    @Override
    public TypeSolver getParent() {
        return null;
    }

    @Override
    public void setParent(TypeSolver parent) {
        throw new UnsupportedOperationException("the project type solver is always the root");
    }

    @Override
    public SymbolReference<ResolvedReferenceTypeDeclaration> tryToSolveType(String name) {
        budget.step(name);
        TypeDeclaration<?> declaration = lookup != null ? lookup.apply(name) : types.get(name);
        if (declaration != null) {
            ResolvedReferenceTypeDeclaration resolved = projectCache.get(name);
            if (resolved == null) {
                resolved = JavaParserFacade.get(this).getTypeDeclaration(declaration);
                projectCache.put(name, resolved);
            }
            return SymbolReference.solved(resolved);
        }
        SymbolReference<ResolvedReferenceTypeDeclaration> cached = classPathCache.get(name);
        if (cached == null) {
            // not computeIfAbsent: solving one class may ask this solver for others
            cached = classPath.tryToSolveType(name);
            for (int i = 0; !cached.isSolved() && i < libraries.size(); i++) {
                cached = libraries.get(i).tryToSolveType(name);
            }
            classPathCache.put(name, cached);
        }
        return cached;
    }

    @Override
    public SymbolReference<ResolvedReferenceTypeDeclaration> tryToSolveTypeInModule(String moduleName, String name) {
        return tryToSolveType(name);
    }

    /**
     * One loader over every entry, for the class folders' types: a class in one folder may name
     * types of another folder or of a jar (a module's classes use another module's), and
     * reflecting on it needs them all; a loader per folder failed with NoClassDefFoundError.
     */
    private static java.net.URLClassLoader classLoader(List<Path> entries) throws IOException {
        java.net.URL[] urls = new java.net.URL[entries.size()];
        for (int i = 0; i < urls.length; i++) {
            urls[i] = entries.get(i).toUri().toURL();
        }
        return new java.net.URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
    }

    /**
     * A class folder's types, loaded by the shared loader: it answers only for classes whose file
     * is in its folder (or nested in one), so a jar's types stay the jar's solver's (and link to
     * that jar's docs).
     */
    private static final class ClassFolderSolver extends ClassLoaderTypeSolver {
        private final Path folder;

        ClassFolderSolver(ClassLoader loader, Path folder) {
            super(loader);
            this.folder = folder;
        }

        @Override
        protected boolean filterName(String name) {
            String[] parts = name.split("\\.");
            StringBuilder path = new StringBuilder();
            for (String part : parts) {
                path.append(path.length() == 0 ? "" : "/").append(part);
                if (Files.isRegularFile(folder.resolve(path + ".class"))) {
                    return true;
                }
            }
            return false;
        }
    }
}
