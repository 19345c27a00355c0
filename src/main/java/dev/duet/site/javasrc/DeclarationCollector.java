package dev.duet.site.javasrc;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.AnnotationDeclaration;
import com.github.javaparser.ast.body.AnnotationMemberDeclaration;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.CompactConstructorDeclaration;
import com.github.javaparser.ast.body.ConstructorDeclaration;
import com.github.javaparser.ast.body.EnumConstantDeclaration;
import com.github.javaparser.ast.body.EnumDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.RecordDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.comments.JavadocComment;
import com.github.javaparser.ast.expr.SimpleName;
import com.github.javaparser.javadoc.Javadoc;
import com.github.javaparser.javadoc.JavadocBlockTag;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds the types and members a compilation unit declares and gives each its stable id.
 * Members of anonymous and local classes have no stable id and are left out.
 */
final class DeclarationCollector {

    /** A declaration before usages and Javadoc HTML are known. */
    record Entry(Declaration declaration, Javadoc javadoc, String contextTypeId) {
    }

    /**
     * What one file declares.
     *
     * @param file        path of the file relative to the source root
     * @param entries     declarations in source order
     * @param outline     the structure view
     * @param types       its types (nested ones too) by qualified name
     * @param idsByNode   declaring AST node (type, method, constructor, variable, enum constant, record component) to id
     * @param docComments where each declaration's own Javadoc comment is, by id (declarations without one are absent)
     */
    record Result(String file, List<Entry> entries, List<OutlineEntry> outline, Map<String, TypeDeclaration<?>> types,
                  Map<Node, String> idsByNode, Map<String, DocComment> docComments) {
    }

    private final String file;
    private final List<Entry> entries = new ArrayList<>();
    private final List<OutlineEntry> outline = new ArrayList<>();
    private final Map<String, TypeDeclaration<?>> types = new LinkedHashMap<>();
    private final Map<Node, String> idsByNode = new IdentityHashMap<>();
    private final Map<String, DocComment> docComments = new LinkedHashMap<>();

    private DeclarationCollector(String file) {
        this.file = file;
    }

    static Result collect(CompilationUnit cu, String file) {
        DeclarationCollector collector = new DeclarationCollector(file);
        String packageName = cu.getPackageDeclaration().map(p -> p.getNameAsString()).orElse("");
        for (TypeDeclaration<?> type : cu.getTypes()) {
            collector.type(type, packageName, null, "", 0);
        }
        return new Result(file, collector.entries, collector.outline, collector.types, collector.idsByNode,
                collector.docComments);
    }

    private void type(TypeDeclaration<?> type, String qualifier, String parentId, String anchorPrefix, int depth) {
        String name = type.getNameAsString();
        String id = qualifier.isEmpty() ? name : qualifier + "." + name;
        String anchor = anchorPrefix + name;
        // members of nested types carry their type's anchor so anchors stay unique within the file
        String memberPrefix = parentId == null ? "" : anchor + ".";
        types.put(id, type);
        add(type, type.getName(), id, anchor, typeKind(type), Signatures.ofType(type), parentId, depth,
                javadoc(type), id);
        if (type instanceof RecordDeclaration record) {
            Javadoc recordDoc = javadoc(type);
            for (Parameter component : record.getParameters()) {
                String componentName = component.getNameAsString();
                add(component, component.getName(), id + "#" + componentName, memberPrefix + componentName,
                        "recordComponent",
                        Signatures.ofVariable(component.getModifiers(), component.getType(), componentName),
                        id, depth + 1, componentDoc(recordDoc, componentName), id);
            }
        }
        if (type instanceof EnumDeclaration enumDeclaration) {
            for (EnumConstantDeclaration constant : enumDeclaration.getEntries()) {
                String constantName = constant.getNameAsString();
                add(constant, constant.getName(), id + "#" + constantName, memberPrefix + constantName, "enumConstant",
                        name + " " + constantName, id, depth + 1, javadoc(constant), id);
            }
        }
        for (BodyDeclaration<?> member : type.getMembers()) {
            member(member, id, anchor, memberPrefix, depth + 1);
        }
    }

    private void member(BodyDeclaration<?> body, String typeId, String typeAnchor, String memberPrefix, int depth) {
        if (body instanceof TypeDeclaration<?> nested) {
            type(nested, typeId, typeId, typeAnchor + ".", depth);
        } else if (body instanceof MethodDeclaration method) {
            String member = method.getNameAsString() + Signatures.idParameters(method.getParameters());
            add(method, method.getName(), typeId + "#" + member, memberPrefix + member, "method", Signatures.ofCallable(method),
                    typeId, depth, javadoc(method), typeId);
        } else if (body instanceof ConstructorDeclaration constructor) {
            String member = constructor.getNameAsString() + Signatures.idParameters(constructor.getParameters());
            add(constructor, constructor.getName(), typeId + "#" + member, memberPrefix + member, "constructor",
                    Signatures.ofCallable(constructor), typeId, depth, javadoc(constructor), typeId);
        } else if (body instanceof CompactConstructorDeclaration compact
                && compact.getParentNode().orElse(null) instanceof RecordDeclaration record) {
            String member = compact.getNameAsString() + Signatures.idParameters(record.getParameters());
            add(compact, compact.getName(), typeId + "#" + member, memberPrefix + member, "constructor",
                    compact.getNameAsString() + Signatures.parameters(record.getParameters()), typeId, depth,
                    javadoc(compact), typeId);
        } else if (body instanceof FieldDeclaration field) {
            for (VariableDeclarator variable : field.getVariables()) {
                String name = variable.getNameAsString();
                add(variable, variable.getName(), typeId + "#" + name, memberPrefix + name, "field",
                        Signatures.ofVariable(field.getModifiers(), variable.getType(), name), typeId, depth,
                        javadoc(field), typeId);
            }
        } else if (body instanceof AnnotationMemberDeclaration annotationMember) {
            String member = annotationMember.getNameAsString() + "()";
            add(annotationMember, annotationMember.getName(), typeId + "#" + member, memberPrefix + member, "method",
                    Signatures.ofAnnotationMember(annotationMember), typeId, depth, javadoc(annotationMember), typeId);
        }
    }

    private void add(Node node, SimpleName name, String id, String anchor, String kind, String signature,
                     String parentId, int depth, Javadoc javadoc, String contextTypeId) {
        if (idsByNode.containsValue(id)) {
            return;
        }
        int line = name.getBegin().map(p -> p.line).orElse(0);
        idsByNode.put(node, id);
        int endLine = node.getEnd().map(p -> p.line).orElse(line);
        Declaration declaration = new Declaration(id, anchor, kind, name.asString(), signature, "", file, line,
                parentId, List.of(), endLine);
        entries.add(new Entry(declaration, javadoc, contextTypeId));
        ApiVisibility.documented(node).getComment()
                .filter(c -> c instanceof JavadocComment)
                .flatMap(Node::getRange)
                .ifPresent(r -> docComments.put(id, new DocComment(id, ApiVisibility.isApi(node), r.begin.line, r.end.line)));
        String outlineName = kind.equals("method") || kind.equals("constructor") ? id.substring(id.indexOf('#') + 1)
                : name.asString();
        outline.add(new OutlineEntry(id, outlineName, kind, line, depth));
    }

    private static String typeKind(TypeDeclaration<?> type) {
        if (type instanceof ClassOrInterfaceDeclaration c) {
            return c.isInterface() ? "interface" : "class";
        }
        if (type instanceof RecordDeclaration) {
            return "record";
        }
        if (type instanceof EnumDeclaration) {
            return "enum";
        }
        if (type instanceof AnnotationDeclaration) {
            return "annotation";
        }
        return "class";
    }

    private static Javadoc javadoc(Node node) {
        return node.getComment()
                .filter(c -> c instanceof JavadocComment)
                .map(c -> ((JavadocComment) c).parse())
                .orElse(null);
    }

    /** A record component is documented by the record's {@code @param} tag of the same name. */
    private static Javadoc componentDoc(Javadoc recordDoc, String componentName) {
        if (recordDoc == null) {
            return null;
        }
        for (JavadocBlockTag tag : recordDoc.getBlockTags()) {
            if (tag.getType() == JavadocBlockTag.Type.PARAM && tag.getName().filter(componentName::equals).isPresent()) {
                return new Javadoc(tag.getContent());
            }
        }
        return null;
    }
}
