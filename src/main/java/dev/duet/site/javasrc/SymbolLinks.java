package dev.duet.site.javasrc;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.resolution.declarations.ResolvedFieldDeclaration;
import com.github.javaparser.resolution.declarations.ResolvedMethodLikeDeclaration;
import com.github.javaparser.resolution.declarations.ResolvedReferenceTypeDeclaration;
import com.github.javaparser.resolution.declarations.ResolvedTypeDeclaration;
import java.util.Map;
import java.util.Set;

/** Turns resolved symbols into what a token links to: a project declaration id, or a documentation URL (the JDK's, or a library's). */
final class SymbolLinks {

    /** Where a token points: at most one of the two is set. */
    record Link(String target, String external) {
        static final Link NONE = new Link(null, null);
    }

    private final Map<Node, String> idsByNode;
    private final Set<String> declarationIds;
    private final LibraryDocs libraries;

    SymbolLinks(Map<Node, String> idsByNode, Set<String> declarationIds) {
        this(idsByNode, declarationIds, LibraryDocs.NONE);
    }

    SymbolLinks(Map<Node, String> idsByNode, Set<String> declarationIds, LibraryDocs libraries) {
        this.idsByNode = idsByNode;
        this.declarationIds = declarationIds;
        this.libraries = libraries;
    }

    /** The documentation page of a type that is not the project's: the JDK's, else its library's. */
    private String page(ResolvedReferenceTypeDeclaration type) {
        String jdk = JdkDocs.typeUrl(type);
        return jdk != null ? jdk : libraries.typeUrl(type);
    }

    Link type(ResolvedTypeDeclaration type) {
        if (type.isTypeParameter()) {
            return Link.NONE;
        }
        String qualifiedName = type.getQualifiedName();
        if (declarationIds.contains(qualifiedName)) {
            return new Link(qualifiedName, null);
        }
        return type.isReferenceType() ? new Link(null, page(type.asReferenceType())) : Link.NONE;
    }

    Link field(ResolvedFieldDeclaration field) {
        return member(field.declaringType(), field.getName());
    }

    /** A field, enum constant or record component of {@code owner}, which share the {@code Type#name} id form. */
    Link member(ResolvedTypeDeclaration owner, String name) {
        String id = owner.getQualifiedName() + "#" + name;
        if (declarationIds.contains(id)) {
            return new Link(id, null);
        }
        return owner.isReferenceType() ? new Link(null, JdkDocs.fieldUrl(owner.asReferenceType(), name, this::page)) : Link.NONE;
    }

    /** A method or constructor; an implicit record accessor links to its record component. */
    Link callable(ResolvedMethodLikeDeclaration callable) {
        Node node = callable.toAst().orElse(null);
        // JavaParser gives an implicit record accessor the record itself as its syntax node
        if (node != null && !(node instanceof TypeDeclaration<?>)) {
            String id = idsByNode.get(node);
            return id == null ? Link.NONE : new Link(id, null);
        }
        ResolvedReferenceTypeDeclaration owner = callable.declaringType();
        String componentId = owner.getQualifiedName() + "#" + callable.getName();
        if (callable.getNumberOfParams() == 0 && declarationIds.contains(componentId)) {
            return new Link(componentId, null);
        }
        if (declarationIds.contains(owner.getQualifiedName())) {
            return Link.NONE;
        }
        return new Link(null, JdkDocs.memberUrl(callable, this::page));
    }
}
