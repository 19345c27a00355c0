package dev.duet.site.javasrc;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.resolution.declarations.ResolvedMethodDeclaration;
import com.github.javaparser.resolution.declarations.ResolvedReferenceTypeDeclaration;
import com.github.javaparser.resolution.declarations.ResolvedTypeDeclaration;
import com.github.javaparser.resolution.declarations.ResolvedValueDeclaration;
import com.github.javaparser.resolution.types.ResolvedType;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What {@link Overloads#choose} asks again and again of the same source declarations while one file is
 * resolved (a file calling its own overloads asks for their signatures at every call): the
 * answers depend on the syntax tree alone, so they are kept by tree node. Failures are not
 * kept, so they are asked again exactly as before.
 */
final class OverloadMemo {
    private final Map<Node, String> signatures = new IdentityHashMap<>();
    private final ByType<Set<String>> methodNames = new ByType<>();
    /** Method names of a type and all its ancestors; absent where an ancestor cannot be resolved. */
    private final ByType<Optional<Set<String>>> memberNames = new ByType<>();
    /** The sorted candidates of a type by {@code name/arguments}. */
    final ByType<Map<String, List<ResolvedMethodDeclaration>>> candidates = new ByType<>();
    /** The type declaration of a variable's, parameter's or field's type, by its declaring node and name. */
    private final Map<Node, Map<String, ResolvedReferenceTypeDeclaration>> valueTypes = new IdentityHashMap<>();
    /** The type of a parameter or local variable, by its declaring node. */
    private final Map<Node, ResolvedType> localTypes = new IdentityHashMap<>();
    final CachedMethod.Types parameterTypes = new CachedMethod.Types();
    /** What the file being resolved has found so far: its calls' choices, and what its simple names are. */
    final Map<MethodCallExpr, Optional<ResolvedMethodDeclaration>> calls = new IdentityHashMap<>();
    final Map<NameExpr, ResolvedValueDeclaration> values = new IdentityHashMap<>();
    final Map<NameExpr, ResolvedReferenceTypeDeclaration> typeNames = new IdentityHashMap<>();

    /** Forgets what belongs to one file (its nodes are not asked again). */
    void nextFile() {
        calls.clear();
        values.clear();
        typeNames.clear();
    }

    /** What a simple name in the file turned out to be, for calls on it. */
    void value(NameExpr name, ResolvedValueDeclaration value) {
        values.put(name, value);
    }

    void typeName(NameExpr name, ResolvedTypeDeclaration type) {
        if (type.isReferenceType()) {
            typeNames.put(name, type.asReferenceType());
        }
    }

    /**
     * The type of a parameter or a local variable used as a call's argument: JavaParser
     * would look the name up again from where it is used, then resolve the declared type.
     * Fields are left to JavaParser, which gives an inherited generic field its type in the
     * subclass.
     */
    Optional<ResolvedType> localType(NameExpr name) {
        ResolvedValueDeclaration value = values.get(name);
        if (value == null || !(value.isParameter() || value.isVariable())) {
            return Optional.empty();
        }
        Node node = Overloads.attempt(() -> value.toAst().orElse(null)).orElse(null);
        if (!(node instanceof com.github.javaparser.ast.body.Parameter)
                && !(node instanceof com.github.javaparser.ast.body.VariableDeclarator)) {
            return Optional.empty();
        }
        ResolvedType known = localTypes.get(node);
        if (known != null) {
            return Optional.of(known);
        }
        Optional<ResolvedType> type = Overloads.attempt(value::getType);
        type.ifPresent(t -> localTypes.put(node, t));
        return type;
    }

    /** The declaration of {@code value}'s type, which depends on its declaration's syntax alone. */
    Optional<ResolvedReferenceTypeDeclaration> valueType(ResolvedValueDeclaration value) {
        Node node = Overloads.attempt(() -> value.toAst().orElse(null)).orElse(null);
        ResolvedReferenceTypeDeclaration known = node == null ? null
                : valueTypes.getOrDefault(node, Map.of()).get(value.getName());
        if (known != null) {
            return Optional.of(known);
        }
        Optional<ResolvedReferenceTypeDeclaration> type = Overloads.attempt(() -> {
            ResolvedType t = value.getType();
            return t.isReferenceType() ? t.asReferenceType().getTypeDeclaration().orElse(null) : null;
        });
        if (node != null && type.isPresent()) {
            valueTypes.computeIfAbsent(node, k -> new HashMap<>()).put(value.getName(), type.get());
        }
        return type;
    }

    Optional<String> signature(ResolvedMethodDeclaration m) {
        Node node = Overloads.attempt(() -> m.toAst().orElse(null)).orElse(null);
        String known = node == null ? null : signatures.get(node);
        if (known != null) {
            return Optional.of(known);
        }
        Optional<String> signature = Overloads.attempt(m::getSignature);
        if (node != null && signature.isPresent()) {
            signatures.put(node, signature.get());
        }
        return signature;
    }

    boolean declares(ResolvedReferenceTypeDeclaration type, String name) {
        Set<String> names = methodNames.get(type);
        if (names == null) {
            names = Overloads.attempt(() -> {
                Set<String> all = new HashSet<>();
                type.getDeclaredMethods().forEach(m -> all.add(m.getName()));
                return all;
            }).orElse(null);
            if (names == null) {
                return false;
            }
            methodNames.put(type, names);
        }
        return names.contains(name);
    }

    /**
     * Whether {@code type} has a method named {@code name}, declared or inherited; empty when
     * that cannot be told (an ancestor the solver cannot resolve).
     */
    Optional<Boolean> hasMember(ResolvedReferenceTypeDeclaration type, String name) {
        Optional<Set<String>> names = memberNames.get(type);
        if (names == null) {
            names = Overloads.attempt(() -> {
                Set<String> all = new HashSet<>();
                type.getDeclaredMethods().forEach(m -> all.add(m.getName()));
                for (var ancestor : type.getAllAncestors()) {
                    ancestor.getTypeDeclaration().orElseThrow().getDeclaredMethods().forEach(m -> all.add(m.getName()));
                }
                return all;
            });
            memberNames.put(type, names);
        }
        return names.map(n -> n.contains(name));
    }

    /**
     * A map by type declaration: a source type by its node (a worker can hold two copies of a
     * file, each answering for itself), any other by its qualified name.
     */
    static final class ByType<V> {
        private final Map<Node, V> bySource = new IdentityHashMap<>();
        private final Map<String, V> byName = new HashMap<>();

        V get(ResolvedReferenceTypeDeclaration type) {
            Node node = Overloads.attempt(() -> type.toAst().orElse(null)).orElse(null);
            if (node != null) {
                return bySource.get(node);
            }
            return Overloads.attempt(type::getQualifiedName).map(byName::get).orElse(null);
        }

        void put(ResolvedReferenceTypeDeclaration type, V value) {
            Node node = Overloads.attempt(() -> type.toAst().orElse(null)).orElse(null);
            if (node != null) {
                bySource.put(node, value);
            } else {
                Overloads.attempt(type::getQualifiedName).ifPresent(name -> byName.put(name, value));
            }
        }
    }
}
