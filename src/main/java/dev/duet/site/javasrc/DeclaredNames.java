package dev.duet.site.javasrc;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.AnnotationMemberDeclaration;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.CompactConstructorDeclaration;
import com.github.javaparser.ast.body.EnumConstantDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.RecordDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.PatternExpr;
import com.github.javaparser.ast.expr.SimpleName;
import com.github.javaparser.ast.nodeTypes.NodeWithSimpleName;
import com.github.javaparser.ast.type.TypeParameter;
import java.util.HashMap;
import java.util.Map;

/** Classifies the names that declare something (types, members, parameters, locals); no symbol solving needed. */
final class DeclaredNames {

    private final Map<Node, String> idsByNode;
    private final Map<Long, ReferenceResolver.Semantic> semantics = new HashMap<>();

    private DeclaredNames(Map<Node, String> idsByNode) {
        this.idsByNode = idsByNode;
    }

    /** Semantics of every declaring name among {@code nodes}, by {@link ReferenceResolver#key} of its position. */
    static Map<Long, ReferenceResolver.Semantic> classify(PreOrder nodes, Map<Node, String> idsByNode) {
        DeclaredNames names = new DeclaredNames(idsByNode);
        nodes.all(SimpleName.class).forEach(names::declaredName);
        return names.semantics;
    }

    /** Names in declarations: types, members, parameters, locals. */
    private void declaredName(SimpleName name) {
        Node parent = name.getParentNode().orElse(null);
        ReferenceResolver.Semantic semantic = null;
        if (parent instanceof TypeDeclaration<?> || parent instanceof TypeParameter) {
            semantic = declaring("type", parent);
        } else if (parent instanceof CallableDeclaration<?> || parent instanceof AnnotationMemberDeclaration
                || parent instanceof CompactConstructorDeclaration) {
            semantic = declaring("mdecl", parent);
        } else if (parent instanceof VariableDeclarator variable) {
            Node holder = variable.getParentNode().orElse(null);
            if (holder instanceof FieldDeclaration field) {
                semantic = declaring(field.isStatic() || inInterface(field) ? "static" : "field", variable);
            } else {
                semantic = declaring("local", variable);
            }
        } else if (parent instanceof Parameter parameter) {
            boolean component = parameter.getParentNode().orElse(null) instanceof RecordDeclaration;
            semantic = declaring(component ? "field" : "param", parameter);
        } else if (parent instanceof EnumConstantDeclaration) {
            semantic = declaring("static", parent);
        } else if (parent instanceof PatternExpr) {
            semantic = declaring("local", parent);
        }
        if (semantic != null && parent instanceof NodeWithSimpleName<?> named
                && named.getName() == name) {
            ReferenceResolver.Semantic found = semantic;
            name.getBegin().ifPresent(p -> semantics.put(ReferenceResolver.key(p), found));
        }
    }

    private ReferenceResolver.Semantic declaring(String kind, Node declaration) {
        return new ReferenceResolver.Semantic(kind, null, null, idsByNode.get(declaration));
    }

    private static boolean inInterface(FieldDeclaration field) {
        return field.getParentNode().orElse(null) instanceof ClassOrInterfaceDeclaration c && c.isInterface();
    }
}
