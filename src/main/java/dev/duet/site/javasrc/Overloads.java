package dev.duet.site.javasrc;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.EnumConstantDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.resolution.declarations.ResolvedValueDeclaration;
import com.github.javaparser.resolution.TypeSolver;
import com.github.javaparser.resolution.declarations.ResolvedMethodDeclaration;
import com.github.javaparser.resolution.declarations.ResolvedReferenceTypeDeclaration;
import com.github.javaparser.resolution.model.SymbolReference;
import com.github.javaparser.resolution.types.ResolvedType;
import com.github.javaparser.symbolsolver.javaparsermodel.JavaParserFacade;
import com.github.javaparser.symbolsolver.javaparsermodel.JavaParserFactory;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Chooses among overloads in a fixed order, so that the same call links to the same method in
 * every run.
 *
 * <p>JavaParser's choice among a type's methods of one name depends on the order it meets them
 * in, and it collects them in a hash set of objects that hash by identity, whose order changes
 * from run to run: in commons-lang3, a run found some hundred and forty calls ambiguous and the
 * next one a call more or fewer, so the output differed from run to run. For a call whose name
 * has several methods of a fitting arity in the type it is looked up in (its scope's type, or
 * the enclosing type that declares the name) and its ancestors, the most specific one is chosen
 * again here with JavaParser's own rule, over the candidates in a fixed order: the type's own
 * first, each type's by their place in the source (or their signature, for the JDK's and the
 * jars'), an override hiding what it overrides.
 */
final class Overloads {
    private Overloads() {
    }

    /**
     * @param found JavaParser's answer for {@code call} (empty when it found none, or found it ambiguous)
     * @return the answer to use: JavaParser's when there is nothing to choose among, or when the
     *     arguments' types cannot be told; otherwise the choice among the sorted candidates
     */
    static Optional<ResolvedMethodDeclaration> choose(MethodCallExpr call, Optional<ResolvedMethodDeclaration> found,
                                                      JavaParserFacade facade, TypeSolver typeSolver) {
        return choose(call, () -> found, facade, typeSolver, new OverloadMemo());
    }

    /** Where a call's methods are looked up, and whether that place is certain to be Java's. */
    private record Owner(ResolvedReferenceTypeDeclaration type, boolean certain) {
    }

    /**
     * As {@link #choose(MethodCallExpr, Optional, JavaParserFacade, TypeSolver)}, with JavaParser's
     * answer asked for only when it is used: when the choice here decides, the solver's own search
     * (a quarter of the resolving stage's time on commons-lang3) would be thrown away.
     */
    static Optional<ResolvedMethodDeclaration> choose(MethodCallExpr call, Supplier<Optional<ResolvedMethodDeclaration>> solver,
                                                      JavaParserFacade facade, TypeSolver typeSolver, OverloadMemo memo) {
        Supplier<Optional<ResolvedMethodDeclaration>> found = new Supplier<>() {
            private Optional<ResolvedMethodDeclaration> answer;

            @Override
            public Optional<ResolvedMethodDeclaration> get() {
                if (answer == null) {
                    answer = solver.get();
                }
                return answer;
            }
        };
        Optional<ResolvedMethodDeclaration> known = memo.calls.get(call);
        if (known != null) {
            return known;
        }
        Optional<ResolvedMethodDeclaration> chosen = chooseAmong(call, found, facade, typeSolver, memo);
        Optional<ResolvedMethodDeclaration> answer = chosen == null ? found.get() : chosen;
        memo.calls.put(call, answer);
        return answer;
    }

    /**
     * The choice among the sorted candidates, or null where JavaParser's answer stands.
     *
     * <p>When only one method of the name fits the number of arguments, in a type the call is
     * certain to be looked up in, that method is the answer without asking JavaParser: the sources
     * compile, so it is the one called (JavaParser's own search for it was a fifth of the
     * resolving stage on commons-lang3).
     */
    private static Optional<ResolvedMethodDeclaration> chooseAmong(MethodCallExpr call,
                                                                   Supplier<Optional<ResolvedMethodDeclaration>> found,
                                                                   JavaParserFacade facade, TypeSolver typeSolver,
                                                                   OverloadMemo memo) {
        Optional<Owner> owner = declaringType(call, facade, typeSolver, memo)
                .or(() -> found.get().flatMap(m -> attempt(m::declaringType)).map(t -> new Owner(t, false)));
        if (owner.isEmpty()) {
            return null;
        }
        String name = call.getNameAsString();
        int arguments = call.getArguments().size();
        List<ResolvedMethodDeclaration> candidates = candidates(owner.get().type(), name, arguments, memo);
        if (candidates.size() == 1 && owner.get().certain()) {
            return Optional.of(candidates.get(0));
        }
        if (candidates.size() < 2) {
            return null;
        }
        List<ResolvedType> argumentTypes = new ArrayList<>();
        for (Expression argument : call.getArguments()) {
            Optional<ResolvedType> type = argumentType(argument, facade, typeSolver, memo);
            if (type.isEmpty()) {
                return null;
            }
            argumentTypes.add(type.get());
        }
        Optional<ResolvedMethodDeclaration> exact = exactMatch(candidates, argumentTypes, memo);
        if (exact.isPresent()) {
            return exact;
        }
        try {
            return CachedMethod.mostSpecific(candidates.stream().filter(m -> !primitiveArrayMismatch(m, argumentTypes, memo))
                    .toList(), name, argumentTypes, typeSolver, memo.parameterTypes);
        } catch (RuntimeException | StackOverflowError e) {
            return Optional.empty();
        }
    }

    /**
     * The methods of {@code name} that fit {@code arguments} in {@code owner} and its ancestors:
     * the type's own first, then its ancestors', each type's in a fixed order; an override hides
     * what it overrides.
     */
    private static List<ResolvedMethodDeclaration> candidates(ResolvedReferenceTypeDeclaration owner, String name,
                                                              int arguments, OverloadMemo memo) {
        Map<String, List<ResolvedMethodDeclaration>> known = memo.candidates.get(owner);
        if (known == null) {
            known = new HashMap<>();
            memo.candidates.put(owner, known);
        }
        String key = name + "/" + arguments;
        List<ResolvedMethodDeclaration> found = known.get(key);
        if (found != null) {
            return found;
        }
        List<ResolvedReferenceTypeDeclaration> types = new ArrayList<>();
        types.add(owner);
        for (var ancestor : attempt(owner::getAllAncestors).orElse(List.of())) {
            ancestor.getTypeDeclaration().ifPresent(types::add);
        }
        List<ResolvedMethodDeclaration> candidates = new ArrayList<>();
        Set<String> signatures = new HashSet<>();
        for (ResolvedReferenceTypeDeclaration type : types) {
            List<ResolvedMethodDeclaration> declared = new ArrayList<>();
            for (ResolvedMethodDeclaration m : attempt(type::getDeclaredMethods).orElse(Set.of())) {
                if (m.getName().equals(name) && fits(m, arguments)) {
                    declared.add(m);
                }
            }
            declared.sort(Comparator.comparing(Overloads::sortKey));
            for (ResolvedMethodDeclaration m : declared) {
                // a signature the solver cannot tell hides nothing (and is hidden by nothing)
                Optional<String> signature = memo.signature(m);
                if (signature.isEmpty() || signatures.add(signature.get())) {
                    candidates.add(m);
                }
            }
        }
        List<ResolvedMethodDeclaration> result = List.copyOf(candidates);
        known.put(key, result);
        return result;
    }

    /**
     * An argument's type. A call's type is its method's return type, with the method chosen here
     * too (an argument such as {@code clone(indices)} or {@code Boolean.valueOf(b)} is itself a
     * choice among overloads) when that type has no type arguments to infer; JavaParser's otherwise.
     */
    private static Optional<ResolvedType> argumentType(Expression argument, JavaParserFacade facade, TypeSolver typeSolver,
                                                       OverloadMemo memo) {
        if (argument instanceof MethodCallExpr inner) {
            Optional<ResolvedMethodDeclaration> chosen = choose(inner, () -> attempt(() -> {
                SymbolReference<ResolvedMethodDeclaration> ref = facade.solve(inner);
                return ref.isSolved() ? ref.getCorrespondingDeclaration() : null;
            }), facade, typeSolver, memo);
            Optional<ResolvedType> returned = chosen.flatMap(m -> attempt(m::getReturnType)).filter(Overloads::plain);
            if (returned.isPresent()) {
                return returned;
            }
            Optional<Expression> passedThrough = chosen.flatMap(m -> passedThrough(m, inner));
            if (passedThrough.isPresent()) {
                return argumentType(passedThrough.get(), facade, typeSolver, memo);
            }
        }
        if (argument instanceof NameExpr name) {
            Optional<ResolvedType> local = memo.localType(name);
            if (local.isPresent()) {
                return local;
            }
        }
        return attempt(() -> facade.getType(argument));
    }

    /**
     * The one candidate whose parameters have exactly the arguments' types, if there is one: it
     * is applicable without boxing or variable arity, and more specific than any other applicable
     * candidate (whose parameters are then supertypes of its own), so it is Java's choice.
     */
    private static Optional<ResolvedMethodDeclaration> exactMatch(List<ResolvedMethodDeclaration> candidates,
                                                                  List<ResolvedType> argumentTypes, OverloadMemo memo) {
        List<String> arguments = new ArrayList<>();
        for (ResolvedType type : argumentTypes) {
            Optional<String> described = attempt(type::describe);
            if (described.isEmpty()) {
                return Optional.empty();
            }
            arguments.add(described.get());
        }
        ResolvedMethodDeclaration found = null;
        for (ResolvedMethodDeclaration m : candidates) {
            if (m.getNumberOfParams() != arguments.size() || attempt(m::hasVariadicParameter).orElse(true)) {
                continue;
            }
            boolean same = true;
            for (int i = 0; i < arguments.size() && same; i++) {
                int at = i;
                same = attempt(() -> memo.parameterTypes.of(m.getParam(at)).describe()).map(arguments.get(i)::equals).orElse(false);
            }
            if (same) {
                if (found != null) {
                    return Optional.empty();
                }
                found = m;
            }
        }
        return Optional.ofNullable(found);
    }

    /**
     * Whether {@code m} takes an array where an array of a primitive type is passed that is not
     * the same (an array of another primitive type, or of objects), or the other way round. No
     * such call compiles, but JavaParser widens the components ({@code long[]} to
     * {@code double[]}): it picked {@code clone(double[])} for {@code ArrayUtils.clone(longs)},
     * and found {@code shuffle(booleans, random)} ambiguous with {@code shuffle(Object[], Random)}.
     * A variable arity parameter is left to JavaParser (it may take the array's elements).
     */
    private static boolean primitiveArrayMismatch(ResolvedMethodDeclaration m, List<ResolvedType> argumentTypes, OverloadMemo memo) {
        for (int i = 0; i < argumentTypes.size() && i < m.getNumberOfParams(); i++) {
            ResolvedType argument = argumentTypes.get(i);
            int at = i;
            Optional<ResolvedType> parameter = attempt(() -> memo.parameterTypes.of(m.getParam(at)));
            if (parameter.isPresent() && parameter.get().isArray() && argument.isArray()
                    && (isPrimitiveArray(argument) || isPrimitiveArray(parameter.get()))
                    && !(i == m.getNumberOfParams() - 1 && attempt(m::hasVariadicParameter).orElse(false))
                    && !argument.describe().equals(parameter.get().describe())) {
                return true;
            }
        }
        return false;
    }

    private static boolean isPrimitiveArray(ResolvedType type) {
        return type.isArray() && type.asArrayType().getComponentType().isPrimitive();
    }

    /**
     * The argument a generic method returns as it is: a method whose return type is its own type
     * variable, which is also the declared type of exactly one parameter ({@code requireNonNull(T,
     * String)}, {@code requireNonNullElse(T, T)} excluded), returns that argument's type. JavaParser
     * left {@code ArrayUtils.clone(Objects.requireNonNull(values))} with {@code T}, which fits every
     * array overload, and the first of them was linked.
     */
    private static Optional<Expression> passedThrough(ResolvedMethodDeclaration m, MethodCallExpr call) {
        return attempt(() -> {
            ResolvedType returned = m.getReturnType();
            if (!returned.isTypeVariable() || !returned.asTypeParameter().declaredOnMethod()
                    || m.getNumberOfParams() != call.getArguments().size() || m.hasVariadicParameter()) {
                return null;
            }
            Expression only = null;
            for (int i = 0; i < m.getNumberOfParams(); i++) {
                ResolvedType parameter = m.getParam(i).getType();
                if (parameter.isTypeVariable() && parameter.asTypeParameter().getName().equals(returned.asTypeParameter().getName())) {
                    if (only != null) {
                        return null;
                    }
                    only = call.getArgument(i);
                }
            }
            return only;
        });
    }

    /** A primitive, or a type without type arguments or type variables, or an array of one. */
    private static boolean plain(ResolvedType type) {
        if (type.isArray()) {
            return plain(type.asArrayType().getComponentType());
        }
        return type.isPrimitive() || (type.isReferenceType() && type.asReferenceType().typeParametersValues().isEmpty());
    }

    /**
     * The type a call's methods are looked up in: its scope's type, or without a scope the
     * innermost enclosing type that has a method of that name, declared or inherited (as Java
     * looks for it). Certain unless the call sits in an anonymous class body or an enum
     * constant's body on the way out (whose members are not walked here), or an ancestor on the
     * way could not be resolved.
     */
    private static Optional<Owner> declaringType(MethodCallExpr call, JavaParserFacade facade, TypeSolver typeSolver,
                                                 OverloadMemo memo) {
        String name = call.getNameAsString();
        if (call.getScope().isPresent()) {
            Expression scope = call.getScope().get();
            return knownScopeType(scope, facade, typeSolver, memo).or(() -> attempt(() -> {
                ResolvedType type = facade.getType(scope);
                return type.isReferenceType() ? type.asReferenceType().getTypeDeclaration().orElse(null) : null;
            })).or(() -> attempt(() -> {
                // a static call: the scope names a type (ArrayUtils.reverse(values))
                var ref = JavaParserFactory.getContext(call, facade.getTypeSolver()).solveType(scope.toString());
                return ref.isSolved() && ref.getCorrespondingDeclaration().isReferenceType()
                        ? ref.getCorrespondingDeclaration().asReferenceType() : null;
            })).filter(t -> memo.hasMember(t, name).orElse(false)).map(t -> new Owner(t, true));
        }
        boolean certain = true;
        for (Node at = call, child = null; at != null; child = at, at = at.getParentNode().orElse(null)) {
            if (at instanceof ObjectCreationExpr creation && creation.getAnonymousClassBody().isPresent()
                    && child instanceof BodyDeclaration<?>) {
                certain = false;
            } else if (at instanceof EnumConstantDeclaration constant && !constant.getClassBody().isEmpty()
                    && child instanceof BodyDeclaration<?>) {
                certain = false;
            } else if (at instanceof TypeDeclaration<?> type) {
                Optional<ResolvedReferenceTypeDeclaration> resolved = attempt(() -> facade.getTypeDeclaration(type));
                Optional<Boolean> has = resolved.flatMap(t -> memo.hasMember(t, name));
                if (has.isEmpty()) {
                    certain = false;
                }
                if (resolved.isPresent() && memo.declares(resolved.get(), name)) {
                    return Optional.of(new Owner(resolved.get(), certain));
                }
                if (has.orElse(false)) {
                    // inherited here: Java looks no further out, and neither do the candidates
                    return Optional.of(new Owner(resolved.get(), certain));
                }
            }
        }
        return Optional.empty();
    }

    /**
     * A scope's type from what this file already found, without asking the solver again: a name
     * resolved earlier (a variable's declared type, or a type itself for a static call), or a call
     * chosen here whose return type has no type arguments to infer.
     */
    private static Optional<ResolvedReferenceTypeDeclaration> knownScopeType(Expression scope, JavaParserFacade facade,
                                                                             TypeSolver typeSolver, OverloadMemo memo) {
        if (scope instanceof NameExpr name) {
            ResolvedValueDeclaration value = memo.values.get(name);
            if (value != null) {
                return memo.valueType(value);
            }
            return Optional.ofNullable(memo.typeNames.get(name));
        }
        if (scope instanceof MethodCallExpr inner) {
            return choose(inner, () -> attempt(() -> {
                SymbolReference<ResolvedMethodDeclaration> ref = facade.solve(inner);
                return ref.isSolved() ? ref.getCorrespondingDeclaration() : null;
            }), facade, typeSolver, memo).flatMap(m -> attempt(m::getReturnType)).filter(Overloads::plain)
                    .filter(ResolvedType::isReferenceType)
                    .flatMap(t -> t.asReferenceType().getTypeDeclaration());
        }
        return Optional.empty();
    }

    private static boolean fits(ResolvedMethodDeclaration m, int arguments) {
        int parameters = m.getNumberOfParams();
        boolean variadic = attempt(m::hasVariadicParameter).orElse(false);
        return variadic ? arguments >= parameters - 1 : arguments == parameters;
    }

    /** The candidate's place in its source file, else its signature: the same in every run. */
    private static String sortKey(ResolvedMethodDeclaration m) {
        Optional<String> place = attempt(() -> m.toAst().flatMap(Node::getBegin)
                .map(p -> String.format("0 %09d %06d", p.line, p.column)).orElse(null));
        return place.orElseGet(() -> "1 " + attempt(m::getQualifiedSignature).orElse(m.getName()));
    }

    static <T> Optional<T> attempt(Supplier<T> query) {
        try {
            return Optional.ofNullable(query.get());
        } catch (RuntimeException | StackOverflowError e) {
            return Optional.empty();
        }
    }
}
