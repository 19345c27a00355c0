package dev.duet.site.javasrc;

import com.github.javaparser.resolution.declarations.ResolvedConstructorDeclaration;
import com.github.javaparser.resolution.declarations.ResolvedMethodLikeDeclaration;
import com.github.javaparser.resolution.declarations.ResolvedParameterDeclaration;
import com.github.javaparser.resolution.declarations.ResolvedReferenceTypeDeclaration;
import com.github.javaparser.resolution.types.ResolvedType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Builds links into the Java 17 API documentation for JDK types and members. */
final class JdkDocs {

    static final String BASE = "https://docs.oracle.com/en/java/javase/17/docs/api/";

    /** Module of each looked-up class, or "" when it is not a JDK class. */
    private static final Map<String, String> MODULES = new ConcurrentHashMap<>();

    private JdkDocs() {
    }

    /** The page of a JDK type, or null when the type is not part of a JDK module. */
    static String typeUrl(ResolvedReferenceTypeDeclaration type) {
        String packageName = type.getPackageName();
        String className = type.getClassName();
        String module = moduleOf(packageName, className);
        if (module.isEmpty()) {
            return null;
        }
        return BASE + module + "/" + packageName.replace('.', '/') + "/" + className + ".html";
    }

    /** The page of a JDK field or enum constant, with its anchor. */
    static String fieldUrl(ResolvedReferenceTypeDeclaration owner, String name) {
        return fieldUrl(owner, name, JdkDocs::typeUrl);
    }

    /** The same, in the documentation whose type pages {@code pages} gives (a library's). */
    static String fieldUrl(ResolvedReferenceTypeDeclaration owner, String name,
                           java.util.function.Function<ResolvedReferenceTypeDeclaration, String> pages) {
        String page = pages.apply(owner);
        return page == null ? null : page + "#" + name;
    }

    /** The page of a JDK method or constructor, anchored the way the JDK 17 javadoc tool does it. */
    static String memberUrl(ResolvedMethodLikeDeclaration member) {
        return memberUrl(member, JdkDocs::typeUrl);
    }

    /** The same, in the documentation whose type pages {@code pages} gives (a library's, made by javadoc too). */
    static String memberUrl(ResolvedMethodLikeDeclaration member,
                            java.util.function.Function<ResolvedReferenceTypeDeclaration, String> pages) {
        String page = pages.apply(member.declaringType());
        if (page == null) {
            return null;
        }
        List<String> params = new ArrayList<>();
        for (int i = 0; i < member.getNumberOfParams(); i++) {
            ResolvedParameterDeclaration p = member.getParam(i);
            String erased = erasure(p.getType());
            if (p.isVariadic() && erased.endsWith("[]")) {
                erased = erased.substring(0, erased.length() - 2) + "...";
            }
            params.add(erased);
        }
        String name = member instanceof ResolvedConstructorDeclaration ? "%3Cinit%3E" : member.getName();
        return page + "#" + name + "(" + String.join(",", params) + ")";
    }

    private static String erasure(ResolvedType type) {
        if (type.isArray()) {
            return erasure(type.asArrayType().getComponentType()) + "[]";
        }
        if (type.isReferenceType()) {
            return type.asReferenceType().getQualifiedName();
        }
        if (type.isTypeVariable()) {
            return type.asTypeParameter().getName();
        }
        return type.describe();
    }

    private static String moduleOf(String packageName, String className) {
        String binaryName = (packageName.isEmpty() ? "" : packageName + ".") + className.replace('.', '$');
        return MODULES.computeIfAbsent(binaryName, JdkDocs::lookUpModule);
    }

    private static String lookUpModule(String binaryName) {
        try {
            Module module = Class.forName(binaryName, false, ClassLoader.getPlatformClassLoader()).getModule();
            String name = module.getName();
            return name != null && (name.startsWith("java.") || name.startsWith("jdk.")) ? name : "";
        } catch (ClassNotFoundException | LinkageError e) {
            return "";
        }
    }
}
