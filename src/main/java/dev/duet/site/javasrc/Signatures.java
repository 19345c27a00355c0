package dev.duet.site.javasrc;

import com.github.javaparser.ast.Modifier;
import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.body.AnnotationDeclaration;
import com.github.javaparser.ast.body.AnnotationMemberDeclaration;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.EnumDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.RecordDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.type.ArrayType;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import com.github.javaparser.ast.type.Type;
import com.github.javaparser.ast.type.TypeParameter;
import java.util.List;
import java.util.stream.Collectors;

/** Readable declaration lines and the parameter lists used in member ids. */
final class Signatures {

    private Signatures() {
    }

    /** The id form of a parameter list: simple type names as written, generics erased, varargs as {@code T...}. */
    static String idParameters(List<Parameter> parameters) {
        return parameters.stream()
                .map(p -> erasedName(p.getType()) + (p.isVarArgs() ? "..." : ""))
                .collect(Collectors.joining(",", "(", ")"));
    }

    static String erasedName(Type type) {
        if (type instanceof ArrayType array) {
            return erasedName(array.getComponentType()) + "[]";
        }
        if (type instanceof ClassOrInterfaceType classType) {
            return classType.getName().asString();
        }
        return type.asString();
    }

    static String ofType(TypeDeclaration<?> type) {
        StringBuilder sb = new StringBuilder(modifiers(type.getModifiers()));
        if (type instanceof ClassOrInterfaceDeclaration c) {
            sb.append(c.isInterface() ? "interface " : "class ").append(c.getNameAsString());
            sb.append(typeParameters(c.getTypeParameters()));
            appendTypes(sb, " extends ", c.getExtendedTypes());
            appendTypes(sb, " implements ", c.getImplementedTypes());
            appendTypes(sb, " permits ", c.getPermittedTypes());
        } else if (type instanceof RecordDeclaration r) {
            sb.append("record ").append(r.getNameAsString()).append(typeParameters(r.getTypeParameters()));
            sb.append(parameters(r.getParameters()));
            appendTypes(sb, " implements ", r.getImplementedTypes());
        } else if (type instanceof EnumDeclaration e) {
            sb.append("enum ").append(e.getNameAsString());
            appendTypes(sb, " implements ", e.getImplementedTypes());
        } else if (type instanceof AnnotationDeclaration a) {
            sb.append("@interface ").append(a.getNameAsString());
        }
        return sb.toString();
    }

    static String ofCallable(CallableDeclaration<?> callable) {
        StringBuilder sb = new StringBuilder(modifiers(callable.getModifiers()));
        String typeParameters = typeParameters(callable.getTypeParameters());
        if (!typeParameters.isEmpty()) {
            sb.append(typeParameters).append(' ');
        }
        if (callable instanceof MethodDeclaration method) {
            sb.append(method.getType().asString()).append(' ');
        }
        sb.append(callable.getNameAsString()).append(parameters(callable.getParameters()));
        if (callable.getThrownExceptions().isNonEmpty()) {
            sb.append(" throws ").append(callable.getThrownExceptions().stream()
                    .map(Type::asString).collect(Collectors.joining(", ")));
        }
        return sb.toString();
    }

    static String ofAnnotationMember(AnnotationMemberDeclaration member) {
        return modifiers(member.getModifiers()) + member.getType().asString() + " " + member.getNameAsString() + "()";
    }

    static String ofVariable(NodeList<Modifier> modifiers, Type type, String name) {
        return modifiers(modifiers) + type.asString() + " " + name;
    }

    static String parameters(List<Parameter> parameters) {
        return parameters.stream()
                .map(p -> p.getType().asString() + (p.isVarArgs() ? "..." : "") + " " + p.getNameAsString())
                .collect(Collectors.joining(", ", "(", ")"));
    }

    private static String modifiers(NodeList<Modifier> modifiers) {
        StringBuilder sb = new StringBuilder();
        for (Modifier m : modifiers) {
            sb.append(m.getKeyword().asString()).append(' ');
        }
        return sb.toString();
    }

    private static String typeParameters(NodeList<TypeParameter> typeParameters) {
        if (typeParameters.isEmpty()) {
            return "";
        }
        return typeParameters.stream().map(Signatures::typeParameter).collect(Collectors.joining(", ", "<", ">"));
    }

    private static String typeParameter(TypeParameter p) {
        if (p.getTypeBound().isEmpty()) {
            return p.getNameAsString();
        }
        return p.getNameAsString() + " extends " + p.getTypeBound().stream()
                .map(Type::asString).collect(Collectors.joining(" & "));
    }

    private static void appendTypes(StringBuilder sb, String keyword, NodeList<ClassOrInterfaceType> types) {
        if (types.isNonEmpty()) {
            sb.append(keyword).append(types.stream().map(Type::asString).collect(Collectors.joining(", ")));
        }
    }
}
