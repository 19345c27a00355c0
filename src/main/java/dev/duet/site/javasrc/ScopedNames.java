package dev.duet.site.javasrc;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.EnumConstantDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.PatternExpr;
import com.github.javaparser.ast.expr.VariableDeclarationExpr;
import com.github.javaparser.ast.stmt.SwitchEntry;
import com.github.javaparser.ast.type.TypeParameter;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * What simple names mean in one file, remembered by the class body they are used in.
 *
 * <p>The solver looks a name up from its own place every time: through the statements before
 * it, the method (whose whole body it walks for local classes, at every type name), then the
 * fields of every enclosing class and their ancestors. A name that no local variable, parameter,
 * method type parameter or local class of the file declares means the same everywhere in one
 * class body, so it is asked once per body. Names the file does declare locally are asked from
 * their own place, as before; so are names in a class's header (its supertypes are looked up
 * outside its body) and labels of a {@code switch} (an enum's constant by the switched type).
 */
final class ScopedNames<T> {
    private final Set<String> declaredLocally;
    private final Map<Node, Map<String, Optional<T>>> byBody = new IdentityHashMap<>();

    private ScopedNames(Set<String> declaredLocally) {
        this.declaredLocally = declaredLocally;
    }

    /** For values: names the file declares as locals, parameters (lambdas' too) or pattern variables are not shared. */
    static <T> ScopedNames<T> values(PreOrder nodes) {
        Set<String> names = new HashSet<>();
        nodes.all(Node.class).forEach(node -> {
            if (node instanceof Parameter p) {
                names.add(p.getNameAsString());
            } else if (node instanceof VariableDeclarator v && v.getParentNode().orElse(null) instanceof VariableDeclarationExpr) {
                names.add(v.getNameAsString());
            } else if (node instanceof PatternExpr p) {
                p.findAll(com.github.javaparser.ast.expr.TypePatternExpr.class).forEach(t -> names.add(t.getNameAsString()));
            }
        });
        return new ScopedNames<>(names);
    }

    /** For types: names the file declares as method type parameters or local classes are not shared. */
    static <T> ScopedNames<T> types(PreOrder nodes) {
        Set<String> names = new HashSet<>();
        nodes.all(Node.class).forEach(node -> {
            if (node instanceof TypeParameter t && t.getParentNode().orElse(null) instanceof CallableDeclaration<?>) {
                names.add(t.getNameAsString());
            } else if (node instanceof TypeDeclaration<?> t && !(t.getParentNode().orElse(null) instanceof CompilationUnit)
                    && !(t.getParentNode().orElse(null) instanceof TypeDeclaration<?>)) {
                names.add(t.getNameAsString()); // a local class, record, enum or interface, or one in an anonymous class
            }
        });
        return new ScopedNames<>(names);
    }

    /**
     * The meaning of {@code name} used at {@code at}: remembered for its class body when it is
     * shared there, else asked each time. {@code firstPart} is the part of a dotted name a local
     * declaration could shadow. An answer that could not be found is not remembered.
     */
    Optional<T> lookup(Node at, String name, String firstPart, Supplier<Optional<T>> solve) {
        Node body = declaredLocally.contains(firstPart) ? null : body(at);
        if (body == null) {
            return solve.get();
        }
        Map<String, Optional<T>> known = byBody.computeIfAbsent(body, k -> new HashMap<>());
        Optional<T> answer = known.get(name);
        if (answer == null) {
            answer = solve.get();
            if (answer.isPresent()) {
                known.put(name, answer);
            }
        }
        return answer;
    }

    /** The class body (a type's, an anonymous class's, an enum constant's) {@code at} is in, or null where names are not shared. */
    private static Node body(Node at) {
        Node child = at;
        for (Node node = at.getParentNode().orElse(null); node != null; child = node, node = node.getParentNode().orElse(null)) {
            if (node instanceof SwitchEntry entry && entry.getLabels().contains(child)) {
                return null;
            }
            boolean fromMember = child instanceof BodyDeclaration<?>;
            if (node instanceof TypeDeclaration<?>) {
                return fromMember ? node : null;
            }
            if (fromMember && (node instanceof ObjectCreationExpr || node instanceof EnumConstantDeclaration)) {
                return node;
            }
        }
        return null;
    }
}
