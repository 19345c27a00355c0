package dev.duet.site.javasrc;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.AnnotationDeclaration;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.EnumConstantDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.nodeTypes.NodeWithModifiers;

/**
 * Decides whether a declaration is visible outside its package: the declarations whose
 * documentation a reader of the API meets, and so the ones a site's translations must cover.
 */
final class ApiVisibility {
    private ApiVisibility() {
    }

    static boolean isApi(Node declaration) {
        Node node = declaration instanceof VariableDeclarator v ? v.getParentNode().orElse(v) : declaration;
        if (node instanceof Parameter || node instanceof EnumConstantDeclaration) {
            // record components and enum constants are as visible as their type
            return enclosingApi(node);
        }
        if (!(node instanceof NodeWithModifiers<?> withModifiers)) {
            return false;
        }
        boolean explicit = withModifiers.hasModifier(com.github.javaparser.ast.Modifier.Keyword.PUBLIC)
                || withModifiers.hasModifier(com.github.javaparser.ast.Modifier.Keyword.PROTECTED);
        boolean isPrivate = withModifiers.hasModifier(com.github.javaparser.ast.Modifier.Keyword.PRIVATE);
        boolean inInterface = node.getParentNode().filter(ApiVisibility::isInterface).isPresent();
        boolean visible = explicit || (inInterface && !isPrivate);
        if (!visible) {
            return false;
        }
        return node.getParentNode().filter(p -> p instanceof TypeDeclaration<?>).isEmpty() || enclosingApi(node);
    }

    /** Whether the type that declares {@code node} (if any) is itself part of the API. */
    private static boolean enclosingApi(Node node) {
        Node parent = node.getParentNode().orElse(null);
        while (parent != null && !(parent instanceof TypeDeclaration<?>)) {
            parent = parent.getParentNode().orElse(null);
        }
        return parent != null && isApi(parent);
    }

    private static boolean isInterface(Node node) {
        return node instanceof AnnotationDeclaration
                || node instanceof ClassOrInterfaceDeclaration c && c.isInterface();
    }

    /** Fields are documented on their declaration, not on each variable. */
    static Node documented(Node declaration) {
        return declaration instanceof VariableDeclarator v
                ? v.getParentNode().filter(p -> p instanceof FieldDeclaration).orElse(v) : declaration;
    }
}
