package dev.duet.site.javasrc;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.resolution.declarations.ResolvedMethodDeclaration;
import com.github.javaparser.resolution.declarations.ResolvedParameterDeclaration;
import com.github.javaparser.resolution.declarations.ResolvedReferenceTypeDeclaration;
import com.github.javaparser.resolution.declarations.ResolvedTypeParameterDeclaration;
import com.github.javaparser.resolution.types.ResolvedType;
import com.github.javaparser.resolution.model.SymbolReference;
import com.github.javaparser.resolution.TypeSolver;
import com.github.javaparser.resolution.logic.MethodResolutionLogic;
import com.github.javaparser.ast.AccessSpecifier;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A candidate method whose parameter types are resolved once, for JavaParser's choice of the most
 * specific overload.
 *
 * <p>JavaParser resolves a source method's parameter type again every time it is asked, and each
 * time it first walks the whole body of that method for local classes that could shadow the
 * type's name; its overload choice asks for every parameter of every candidate, and again for
 * every pair it compares. For the dozens of overloads of a class such as {@code StringUtils},
 * that walk was a fifth of the resolving stage. The answers depend on the syntax tree alone, so
 * they are kept by parameter node in a {@link Types} that lives as long as the trees.
 */
final class CachedMethod implements ResolvedMethodDeclaration {

    /** Parameter types by parameter node, for the life of one set of syntax trees (one thread's). */
    static final class Types {
        private final Map<Node, ResolvedType> byParameter = new IdentityHashMap<>();

        /** {@code parameter}'s type, resolved once for a source parameter. */
        ResolvedType of(ResolvedParameterDeclaration parameter) {
            Node node = parameter.toAst().filter(Parameter.class::isInstance).orElse(null);
            ResolvedType type = node == null ? null : byParameter.get(node);
            if (type == null) {
                type = parameter.getType();
                if (node != null) {
                    byParameter.put(node, type);
                }
            }
            return type;
        }
    }

    private final ResolvedMethodDeclaration method;
    private final ResolvedParameterDeclaration[] parameters;

    private CachedMethod(ResolvedMethodDeclaration method, Types types) {
        this.method = method;
        this.parameters = new ResolvedParameterDeclaration[method.getNumberOfParams()];
        for (int i = 0; i < parameters.length; i++) {
            parameters[i] = new CachedParameter(method.getParam(i), types);
        }
    }

    /**
     * JavaParser's most specific method among {@code candidates} for arguments of these types, asked
     * with their parameter types cached; the answer is one of {@code candidates} itself.
     */
    static Optional<ResolvedMethodDeclaration> mostSpecific(List<ResolvedMethodDeclaration> candidates, String name,
                                                            List<ResolvedType> argumentTypes, TypeSolver typeSolver,
                                                            Types types) {
        List<ResolvedMethodDeclaration> cached = new ArrayList<>(candidates.size());
        for (ResolvedMethodDeclaration candidate : candidates) {
            cached.add(new CachedMethod(candidate, types));
        }
        SymbolReference<ResolvedMethodDeclaration> ref =
                MethodResolutionLogic.findMostApplicable(cached, name, argumentTypes, typeSolver);
        if (!ref.isSolved()) {
            return Optional.empty();
        }
        ResolvedMethodDeclaration chosen = ref.getCorrespondingDeclaration();
        return Optional.of(chosen instanceof CachedMethod c ? c.method : chosen);
    }

    @Override
    public ResolvedParameterDeclaration getParam(int i) {
        return parameters[i];
    }

    @Override
    public int getNumberOfParams() {
        return parameters.length;
    }

    @Override
    public String getName() {
        return method.getName();
    }

    @Override
    public ResolvedReferenceTypeDeclaration declaringType() {
        return method.declaringType();
    }

    @Override
    public ResolvedType getReturnType() {
        return method.getReturnType();
    }

    @Override
    public boolean isAbstract() {
        return method.isAbstract();
    }

    @Override
    public boolean isDefaultMethod() {
        return method.isDefaultMethod();
    }

    @Override
    public boolean isStatic() {
        return method.isStatic();
    }

    @Override
    public String toDescriptor() {
        return method.toDescriptor();
    }

    @Override
    public int getNumberOfSpecifiedExceptions() {
        return method.getNumberOfSpecifiedExceptions();
    }

    @Override
    public ResolvedType getSpecifiedException(int index) {
        return method.getSpecifiedException(index);
    }

    @Override
    public AccessSpecifier accessSpecifier() {
        return method.accessSpecifier();
    }

    /** A fresh list each time, as JavaParser's own are: its applicability check adds to it. */
    @Override
    public List<ResolvedTypeParameterDeclaration> getTypeParameters() {
        return new ArrayList<>(method.getTypeParameters());
    }

    @Override
    public Optional<Node> toAst() {
        return method.toAst();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CachedMethod c && c.method.equals(method);
    }

    @Override
    public int hashCode() {
        return method.hashCode();
    }

    @Override
    public String toString() {
        return method.toString();
    }

    /** A parameter whose type is resolved once (once per node, for a source method's parameter). */
    private static final class CachedParameter implements ResolvedParameterDeclaration {
        private final ResolvedParameterDeclaration parameter;
        private final Types types;
        private ResolvedType type;

        CachedParameter(ResolvedParameterDeclaration parameter, Types types) {
            this.parameter = parameter;
            this.types = types;
        }

        @Override
        public ResolvedType getType() {
            if (type == null) {
                type = types.of(parameter);
            }
            return type;
        }

        @Override
        public boolean isVariadic() {
            return parameter.isVariadic();
        }

        @Override
        public String getName() {
            return parameter.getName();
        }

        @Override
        public boolean hasName() {
            return parameter.hasName();
        }

        @Override
        public Optional<Node> toAst() {
            return parameter.toAst();
        }
    }
}
