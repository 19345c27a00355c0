package dev.duet.site.javasrc;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.resolution.MethodUsage;
import com.github.javaparser.resolution.TypeSolver;
import com.github.javaparser.resolution.declarations.ResolvedMethodDeclaration;
import com.github.javaparser.resolution.declarations.ResolvedReferenceTypeDeclaration;
import com.github.javaparser.resolution.model.SymbolReference;
import com.github.javaparser.resolution.types.ResolvedReferenceType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;

/**
 * The project's type and method hierarchy, from the symbol solver: which project types a type
 * extends or implements, and which project methods a method overrides or implements.
 *
 * <p>A method overrides an ancestor's method when the names, the arity and every parameter type
 * agree once the ancestor's type parameters are replaced by the arguments the subtype gives them
 * ({@code ListSink<T> implements Sink<T>}: {@code Sink#put(T)} becomes {@code put(T)};
 * {@code LoggingSink extends ListSink<String>}: {@code put(String)}). Static and private methods
 * override nothing. Anything the solver cannot answer is left out rather than guessed.
 */
final class Hierarchy {

    private static final Set<String> TYPE_KINDS = Set.of("class", "interface", "record", "enum", "annotation");

    /** Direct supertypes / nearest overridden methods, by id. */
    private final Map<String, Set<String>> supers = new HashMap<>();
    /** Every supertype / every overridden method, by id. */
    private final Map<String, Set<String>> allSupers = new HashMap<>();
    /** Every subtype / every overriding method, by id. */
    private final Map<String, Set<String>> implementations = new HashMap<>();

    private Hierarchy() {
    }

    static Hierarchy of(Map<String, DeclarationCollector.Entry> entries, Map<Node, String> idsByNode,
                        TypeSolver typeSolver) {
        Hierarchy h = partial(entries.values(), entries, idsByNode, typeSolver);
        h.close();
        return h;
    }

    /**
     * What {@code declared} (the declarations of some files) extend and override, not yet closed:
     * the source browser of a whole tree computes this on several threads, each over the files it
     * has the syntax trees of, and {@link #merge}s the parts.
     *
     * @param entries   every declaration of the project, by id
     * @param idsByNode the declaring nodes of the syntax trees {@code typeSolver} answers with
     */
    static Hierarchy partial(java.util.Collection<DeclarationCollector.Entry> declared,
                             Map<String, DeclarationCollector.Entry> entries, Map<Node, String> idsByNode,
                             TypeSolver typeSolver) {
        Map<String, Node> nodes = new HashMap<>();
        idsByNode.forEach((node, id) -> nodes.put(id, node));
        Hierarchy h = new Hierarchy();
        Map<String, ResolvedReferenceTypeDeclaration> types = new HashMap<>();
        for (DeclarationCollector.Entry entry : declared) {
            Declaration d = entry.declaration();
            if (TYPE_KINDS.contains(d.kind())) {
                resolveType(typeSolver, d.id()).ifPresent(t -> {
                    types.put(d.id(), t);
                    h.typeSupers(d.id(), t, entries);
                });
            }
        }
        Map<Node, String> byNode = new IdentityHashMap<>(idsByNode);
        // a type's project ancestors and their methods, asked once per type instead of once per method of it
        Map<String, List<Map.Entry<ResolvedReferenceType, Set<MethodUsage>>>> ancestorMethods = new HashMap<>();
        for (DeclarationCollector.Entry entry : declared) {
            Declaration d = entry.declaration();
            if (d.kind().equals("method") && nodes.get(d.id()) instanceof MethodDeclaration method
                    && !method.isStatic() && !method.isPrivate() && types.containsKey(d.parentId())) {
                h.methodSupers(d.id(), method, ancestorMethods.computeIfAbsent(d.parentId(),
                        owner -> projectAncestorMethods(types.get(owner), entries)), byNode);
            }
        }
        return h;
    }

    /** The hierarchy of the union of {@link #partial} parts (the order of the parts does not matter: the sets are sorted). */
    static Hierarchy merge(List<Hierarchy> parts) {
        Hierarchy h = new Hierarchy();
        for (Hierarchy part : parts) {
            part.supers.forEach((id, ups) -> h.supers.computeIfAbsent(id, k -> new TreeSet<>()).addAll(ups));
            part.allSupers.forEach((id, ups) -> h.allSupers.computeIfAbsent(id, k -> new TreeSet<>()).addAll(ups));
        }
        h.close();
        return h;
    }

    /**
     * A {@link #partial} part split by the file declaring each entry ({@code fileOf} of its id):
     * each piece is what that file's declarations extend and override, the same as a part over
     * that file alone (what a method overrides is asked of its own type), so it can be kept with
     * the file's analysis and {@link #merge}d with the others' later.
     */
    Map<String, Hierarchy> byFile(java.util.function.Function<String, String> fileOf) {
        Map<String, Hierarchy> out = new HashMap<>();
        supers.forEach((id, ups) -> out.computeIfAbsent(fileOf.apply(id), f -> new Hierarchy()).supers
                .put(id, new TreeSet<>(ups)));
        allSupers.forEach((id, ups) -> out.computeIfAbsent(fileOf.apply(id), f -> new Hierarchy()).allSupers
                .put(id, new TreeSet<>(ups)));
        return out;
    }

    /** A part as kept: its direct and all supertypes and overridden methods, by id. */
    static Hierarchy ofParts(Map<String, Set<String>> supers, Map<String, Set<String>> allSupers) {
        Hierarchy h = new Hierarchy();
        h.supers.putAll(supers);
        h.allSupers.putAll(allSupers);
        return h;
    }

    /** A part's direct supertypes and nearest overridden methods (before {@link #merge}), to keep it. */
    Map<String, Set<String>> supersPart() {
        return supers;
    }

    /** A part's supertypes and overridden methods however far up (before {@link #merge}), to keep it. */
    Map<String, Set<String>> allSupersPart() {
        return allSupers;
    }

    /** A part with nothing in it: a file whose declarations extend and override nothing of the project. */
    static Hierarchy none() {
        return new Hierarchy();
    }

    /** The direct supertypes of a type, or the nearest methods a method overrides (sorted ids). */
    List<String> supers(String id) {
        return List.copyOf(supers.getOrDefault(id, Set.of()));
    }

    /** Every supertype of a type, or every method a method overrides, however far up (sorted ids). */
    List<String> allSupers(String id) {
        return List.copyOf(allSupers.getOrDefault(id, Set.of()));
    }

    /** Every subtype of a type, or every method overriding a method, however far down (sorted ids). */
    List<String> implementations(String id) {
        return List.copyOf(implementations.getOrDefault(id, Set.of()));
    }

    private void typeSupers(String id, ResolvedReferenceTypeDeclaration type,
                            Map<String, DeclarationCollector.Entry> entries) {
        for (ResolvedReferenceType ancestor : attempt(() -> type.getAncestors(true)).orElse(List.of())) {
            String name = ancestor.getQualifiedName();
            if (entries.containsKey(name) && !name.equals(id)) {
                supers.computeIfAbsent(id, k -> new TreeSet<>()).add(name);
            }
        }
    }

    /** The owner's ancestors that the project declares, each with its methods as seen from the owner. */
    private static List<Map.Entry<ResolvedReferenceType, Set<MethodUsage>>> projectAncestorMethods(
            ResolvedReferenceTypeDeclaration owner, Map<String, DeclarationCollector.Entry> entries) {
        List<Map.Entry<ResolvedReferenceType, Set<MethodUsage>>> out = new ArrayList<>();
        for (ResolvedReferenceType ancestor : attempt(owner::getAllAncestors).orElse(List.of())) {
            if (entries.containsKey(ancestor.getQualifiedName())) { // only project methods have usages to share
                out.add(Map.entry(ancestor, attempt(ancestor::getDeclaredMethods).orElse(Set.of())));
            }
        }
        return out;
    }

    private void methodSupers(String id, MethodDeclaration method,
                              List<Map.Entry<ResolvedReferenceType, Set<MethodUsage>>> ancestorMethods,
                              Map<Node, String> byNode) {
        ResolvedMethodDeclaration resolved = attempt(method::resolve).orElse(null);
        if (resolved == null) {
            return;
        }
        List<String> parameters = new ArrayList<>();
        for (int i = 0; i < resolved.getNumberOfParams(); i++) {
            int index = i;
            String type = attempt(() -> resolved.getParam(index).getType().describe()).orElse(null);
            if (type == null) {
                return;
            }
            parameters.add(type);
        }
        for (Map.Entry<ResolvedReferenceType, Set<MethodUsage>> ancestorMethod : ancestorMethods) {
            ResolvedReferenceType ancestor = ancestorMethod.getKey();
            for (MethodUsage candidate : ancestorMethod.getValue()) {
                if (overrides(method.getNameAsString(), parameters, ancestor, candidate)) {
                    String target = attempt(() -> candidate.getDeclaration().toAst().map(byNode::get).orElse(null))
                            .orElse(null);
                    if (target != null && !target.equals(id)) {
                        allSupers.computeIfAbsent(id, k -> new TreeSet<>()).add(target);
                    }
                }
            }
        }
    }

    private static boolean overrides(String name, List<String> parameters, ResolvedReferenceType ancestor,
                                     MethodUsage candidate) {
        if (!candidate.getName().equals(name) || candidate.getNoParams() != parameters.size()) {
            return false;
        }
        ResolvedMethodDeclaration declaration = candidate.getDeclaration();
        if (attempt(declaration::isStatic).orElse(true) || attempt(() -> declaration.accessSpecifier()
                == com.github.javaparser.ast.AccessSpecifier.PRIVATE).orElse(true)) {
            return false;
        }
        for (int i = 0; i < parameters.size(); i++) {
            int index = i;
            // the declared methods of ListSink<String> still say put(T): substitute the ancestor's arguments
            if (!parameters.get(i).equals(attempt(() -> ancestor.useThisTypeParametersOnTheGivenType(
                    candidate.getParamType(index)).describe()).orElse(null))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Completes the maps: types' transitive supertypes, methods' nearest overridden methods (those no
     * other overridden method overrides in turn), and both inverted into implementations.
     */
    private void close() {
        for (String type : new ArrayList<>(supers.keySet())) {
            if (!allSupers.containsKey(type)) {
                allSupers.put(type, typeClosure(type, new TreeSet<>()));
            }
        }
        for (Map.Entry<String, Set<String>> e : allSupers.entrySet()) {
            if (supers.containsKey(e.getKey())) {
                continue; // a type: its direct supertypes are known already
            }
            Set<String> nearest = new TreeSet<>(e.getValue());
            for (String overridden : e.getValue()) {
                nearest.removeAll(allSupers.getOrDefault(overridden, Set.of()));
            }
            supers.put(e.getKey(), nearest);
        }
        allSupers.forEach((id, ups) -> ups.forEach(up ->
                implementations.computeIfAbsent(up, k -> new TreeSet<>()).add(id)));
    }

    private Set<String> typeClosure(String type, Set<String> into) {
        for (String up : supers.getOrDefault(type, Set.of())) {
            if (into.add(up)) {
                typeClosure(up, into);
            }
        }
        return into;
    }

    private static java.util.Optional<ResolvedReferenceTypeDeclaration> resolveType(TypeSolver solver, String id) {
        return attempt(() -> {
            SymbolReference<ResolvedReferenceTypeDeclaration> ref = solver.tryToSolveType(id);
            return ref.isSolved() ? ref.getCorrespondingDeclaration() : null;
        });
    }

    /** Runs one symbol-solver query; any failure of the solver means "not known". */
    private static <T> java.util.Optional<T> attempt(Supplier<T> query) {
        try {
            return java.util.Optional.ofNullable(query.get());
        } catch (RuntimeException | StackOverflowError e) {
            return java.util.Optional.empty();
        }
    }
}
