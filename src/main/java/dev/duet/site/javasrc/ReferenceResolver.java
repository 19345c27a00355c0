package dev.duet.site.javasrc;

import com.github.javaparser.JavaToken;
import com.github.javaparser.Position;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.ImportDeclaration;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.RecordDeclaration;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.AssignExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import com.github.javaparser.ast.expr.Name;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.SimpleName;
import com.github.javaparser.ast.expr.TypeExpr;
import com.github.javaparser.ast.expr.UnaryExpr;
import com.github.javaparser.ast.stmt.ExplicitConstructorInvocationStmt;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import com.github.javaparser.ast.type.VarType;
import com.github.javaparser.resolution.TypeSolver;
import com.github.javaparser.resolution.declarations.ResolvedConstructorDeclaration;
import com.github.javaparser.resolution.declarations.ResolvedMethodDeclaration;
import com.github.javaparser.resolution.declarations.ResolvedReferenceTypeDeclaration;
import com.github.javaparser.resolution.declarations.ResolvedTypeDeclaration;
import com.github.javaparser.resolution.declarations.ResolvedValueDeclaration;
import com.github.javaparser.resolution.model.SymbolReference;
import com.github.javaparser.symbolsolver.javaparsermodel.JavaParserFacade;
import com.github.javaparser.symbolsolver.javaparsermodel.JavaParserFactory;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Classifies every name in one compilation unit and resolves every reference with the symbol solver.
 *
 * <p>Nothing here throws on an unresolvable reference: it is counted, left unlinked and named in
 * {@link Result#unresolved()}.
 */
final class ReferenceResolver {

    /** What an identifier token is and where it points. */
    record Semantic(String kind, String target, String external, String declares) {
    }

    /** A reference to a project declaration at a position of the file. */
    record Reference(String targetId, int line, int column, String kind) implements java.io.Serializable {
    }

    /**
     * @param semantics  by {@link #key(Position)} of the identifier token
     * @param references references to project declarations
     * @param resolved   how many references resolved
     * @param unresolved {@code line:column name} of each reference that did not
     */
    record Result(Map<Long, Semantic> semantics, List<Reference> references, int resolved, List<String> unresolved) {
    }

    private final Map<Node, String> idsByNode;
    private final SymbolLinks links;
    private final TypeSolver typeSolver;
    private final JavaParserFacade facade;
    private final Map<Long, Semantic> semantics = new HashMap<>();
    private final List<Reference> references = new ArrayList<>();
    private final List<String> unresolved = new ArrayList<>();
    private final OverloadMemo overloads;
    private ScopedNames<ResolvedValueDeclaration> valueNames;
    private ScopedNames<ResolvedTypeDeclaration> typeNames;
    private int resolved;
    /** The step budget of this worker's solver (an unlimited one for another solver). */
    private final SolverBudget budget;
    /** Whether a query for the reference under way ran out of steps; cleared by its hit or miss. */
    private boolean gaveUp;

    private ReferenceResolver(Map<Node, String> idsByNode, SymbolLinks links, TypeSolver typeSolver,
                              OverloadMemo overloads) {
        this.overloads = overloads;
        this.idsByNode = idsByNode;
        this.links = links;
        this.typeSolver = typeSolver;
        this.facade = JavaParserFacade.get(typeSolver);
        this.budget = typeSolver instanceof ProjectTypeSolver project ? project.budget() : new SolverBudget(Integer.MAX_VALUE);
    }

    static Result resolve(CompilationUnit cu, Map<Node, String> idsByNode, SymbolLinks links, TypeSolver typeSolver) {
        return resolve(cu, idsByNode, links, typeSolver, new OverloadMemo());
    }

    /**
     * @param overloads what is known of the trees' declarations, kept from file to file for as
     *                  long as the same syntax trees answer the solver
     */
    static Result resolve(CompilationUnit cu, Map<Node, String> idsByNode, SymbolLinks links, TypeSolver typeSolver,
                          OverloadMemo overloads) {
        ReferenceResolver resolver = new ReferenceResolver(idsByNode, links, typeSolver, overloads);
        resolver.run(cu);
        return new Result(resolver.semantics, resolver.references, resolver.resolved, resolver.unresolved);
    }

    static long key(Position p) {
        return ((long) p.line << 32) | p.column;
    }

    private void run(CompilationUnit cu) {
        overloads.nextFile();
        PreOrder nodes = PreOrder.of(cu);
        valueNames = ScopedNames.values(nodes);
        typeNames = ScopedNames.types(nodes);
        semantics.putAll(DeclaredNames.classify(nodes, idsByNode));
        nodes.all(VarType.class).forEach(v -> put(v, new Semantic("kw", null, null, null)));
        each(nodes.all(ClassOrInterfaceType.class), this::typeUse);
        each(nodes.all(NameExpr.class), this::nameExpr);
        each(nodes.all(FieldAccessExpr.class), this::fieldAccess);
        each(nodes.all(MethodCallExpr.class), this::methodCall);
        each(nodes.all(MethodReferenceExpr.class), this::methodReference);
        each(nodes.all(ObjectCreationExpr.class), this::objectCreation);
        each(nodes.all(ExplicitConstructorInvocationStmt.class), this::explicitConstructor);
        each(nodes.all(AnnotationExpr.class), this::annotation);
        each(nodes.all(ImportDeclaration.class), this::importDeclaration);
    }

    /** Resolves each reference on its own: a query given up on marks only the reference it was for. */
    private <N extends Node> void each(Iterable<N> references, Consumer<N> resolve) {
        for (N reference : references) {
            gaveUp = false;
            resolve.accept(reference);
        }
    }

    private void typeUse(ClassOrInterfaceType type) {
        if (type.getParentNode().orElse(null) instanceof ClassOrInterfaceType && startsLowerCase(type.getNameAsString())) {
            return; // a package name part of a qualified type
        }
        if (type.getParentNode().orElse(null) instanceof TypeExpr scope && type.getScope().isEmpty()
                && scope.getParentNode().orElse(null) instanceof MethodReferenceExpr) {
            // the parser cannot tell `queue::add` (a variable) from `Queue::add` (a type): try a variable first
            Optional<ResolvedValueDeclaration> value = attempt(() -> {
                SymbolReference<? extends ResolvedValueDeclaration> ref =
                        facade.getSymbolSolver().solveSymbol(type.getNameAsString(), scope);
                return ref.isSolved() ? ref.getCorrespondingDeclaration() : null;
            });
            if (value.isPresent()) {
                linkValue(type.getName(), scope, value.get());
                return;
            }
        }
        String typeName = type.getNameWithScope();
        Optional<ResolvedTypeDeclaration> declaration = typeNames.lookup(type, typeName, firstPart(typeName), () -> attempt(() -> {
            SymbolReference<ResolvedTypeDeclaration> ref =
                    JavaParserFactory.getContext(type, typeSolver).solveType(typeName);
            return ref.isSolved() ? ref.getCorrespondingDeclaration() : null;
        }));
        if (declaration.isEmpty()) {
            put(type.getName(), new Semantic("type", null, null, null));
            miss(type.getName(), type.getNameWithScope());
            return;
        }
        linkType(type.getName(), declaration.get());
    }

    private void linkType(Node name, ResolvedTypeDeclaration declaration) {
        SymbolLinks.Link link = links.type(declaration);
        hit(name, new Semantic("type", link.target(), link.external(), null), link.target(), "type");
    }

    private void nameExpr(NameExpr expr) {
        String name = expr.getNameAsString();
        Optional<ResolvedValueDeclaration> value = valueNames.lookup(expr, name, name, () -> attempt(() -> {
            SymbolReference<? extends ResolvedValueDeclaration> ref = facade.solve(expr);
            return ref.isSolved() ? ref.getCorrespondingDeclaration() : null;
        }));
        if (value.isPresent()) {
            overloads.value(expr, value.get());
            linkValue(expr.getName(), expr, value.get());
            return;
        }
        Optional<ResolvedTypeDeclaration> type = solveTypeName(expr.getName(), expr, expr.getNameAsString());
        if (type.isPresent()) {
            overloads.typeName(expr, type.get());
            return;
        }
        if (isPackagePart(expr, expr.getNameAsString())) {
            return;
        }
        miss(expr.getName(), expr.getNameAsString());
    }

    private void fieldAccess(FieldAccessExpr expr) {
        Optional<ResolvedValueDeclaration> value = attempt(() -> {
            SymbolReference<? extends ResolvedValueDeclaration> ref = facade.solve(expr);
            return ref.isSolved() ? ref.getCorrespondingDeclaration() : null;
        });
        if (value.isPresent()) {
            linkValue(expr.getName(), expr, value.get());
            return;
        }
        if (solveTypeName(expr.getName(), expr, expr.toString()).isPresent()) {
            return;
        }
        if (isPackagePart(expr, expr.getNameAsString())) {
            return;
        }
        if (expr.getNameAsString().equals("length")
                && attempt(() -> facade.getType(expr.getScope()).isArray()).orElse(false)) {
            hit(expr.getName(), new Semantic("field", null, null, null), null, "read");
            return;
        }
        miss(expr.getName(), expr.toString());
    }

    private Optional<ResolvedTypeDeclaration> solveTypeName(SimpleName name, Node context, String typeName) {
        Optional<ResolvedTypeDeclaration> type = typeNames.lookup(context, typeName, firstPart(typeName), () -> attempt(() -> {
            SymbolReference<ResolvedTypeDeclaration> ref =
                    JavaParserFactory.getContext(context, typeSolver).solveType(typeName);
            if (ref.isSolved()) {
                return ref.getCorrespondingDeclaration();
            }
            return typeSolver.tryToSolveType(typeName).isSolved() ? typeSolver.solveType(typeName) : null;
        }));
        type.ifPresent(t -> linkType(name, t));
        return type;
    }

    /** The part of a dotted name that a local declaration could shadow. */
    private static String firstPart(String dotted) {
        int dot = dotted.indexOf('.');
        return dot < 0 ? dotted : dotted.substring(0, dot);
    }

    /** {@code java} and {@code util} in {@code java.util.Objects.requireNonNull(x)}. */
    private static boolean isPackagePart(Expression expr, String name) {
        return startsLowerCase(name) && expr.getParentNode().orElse(null) instanceof FieldAccessExpr parent
                && parent.getScope() == expr;
    }

    private void linkValue(SimpleName name, Expression expr, ResolvedValueDeclaration value) {
        String access = accessKind(expr);
        if (value.isField()) {
            var field = value.asField();
            SymbolLinks.Link link = links.field(field);
            boolean isStatic = attempt(field::isStatic).orElse(false)
                    || attempt(() -> field.declaringType().isInterface()).orElse(false);
            hit(name, new Semantic(isStatic ? "static" : "field", link.target(), link.external(), null), link.target(), access);
        } else if (value.isEnumConstant()) {
            Optional<ResolvedReferenceTypeDeclaration> owner =
                    attempt(() -> value.getType().asReferenceType().getTypeDeclaration().orElse(null));
            SymbolLinks.Link link = owner.map(o -> links.member(o, value.getName())).orElse(SymbolLinks.Link.NONE);
            hit(name, new Semantic("static", link.target(), link.external(), null), link.target(), access);
        } else if (value.isParameter()) {
            hit(name, new Semantic("param", null, null, null), null, access);
        } else {
            hit(name, new Semantic("local", null, null, null), null, access);
        }
    }

    private static String accessKind(Expression expr) {
        Node parent = expr.getParentNode().orElse(null);
        if (parent instanceof AssignExpr assign && assign.getTarget() == expr) {
            return "write";
        }
        if (parent instanceof UnaryExpr unary && (unary.getOperator().isPrefix() || unary.getOperator().isPostfix())
                && unary.getOperator() != UnaryExpr.Operator.PLUS && unary.getOperator() != UnaryExpr.Operator.MINUS
                && unary.getOperator() != UnaryExpr.Operator.LOGICAL_COMPLEMENT
                && unary.getOperator() != UnaryExpr.Operator.BITWISE_COMPLEMENT) {
            return "write";
        }
        return "read";
    }

    private void methodCall(MethodCallExpr call) {
        Optional<ResolvedMethodDeclaration> method = Overloads.choose(call, () -> attempt(() -> {
            SymbolReference<ResolvedMethodDeclaration> ref = facade.solve(call);
            return ref.isSolved() ? ref.getCorrespondingDeclaration() : null;
        }), facade, typeSolver, overloads);
        if (method.isEmpty()) {
            put(call.getName(), new Semantic("call", null, null, null));
            miss(call.getName(), call.getNameAsString() + "(..)");
            return;
        }
        SymbolLinks.Link link = links.callable(method.get());
        hit(call.getName(), new Semantic("call", link.target(), link.external(), null), link.target(), "call");
    }

    private void methodReference(MethodReferenceExpr reference) {
        if (reference.getIdentifier().equals("new") || reference.getTokenRange().isEmpty()) {
            return;
        }
        JavaToken identifier = reference.getTokenRange().get().getEnd();
        Optional<ResolvedMethodDeclaration> method = attempt(() -> {
            SymbolReference<ResolvedMethodDeclaration> ref = facade.solve(reference);
            return ref.isSolved() ? ref.getCorrespondingDeclaration() : null;
        });
        Position at = identifier.getRange().map(r -> r.begin).orElse(null);
        if (at == null) {
            return;
        }
        if (method.isEmpty()) {
            missAt(at, "::" + reference.getIdentifier());
            return;
        }
        SymbolLinks.Link link = links.callable(method.get());
        resolved++;
        semantics.put(key(at), new Semantic("call", link.target(), link.external(), null));
        if (link.target() != null) {
            references.add(new Reference(link.target(), at.line, at.column, "call"));
        }
    }

    /** {@code new Foo(..)}: the type name links to the constructor when the project declares one. */
    private void objectCreation(ObjectCreationExpr creation) {
        SimpleName name = creation.getType().getName();
        Optional<ResolvedConstructorDeclaration> constructor = attempt(() -> {
            SymbolReference<ResolvedConstructorDeclaration> ref = facade.solve(creation);
            return ref.isSolved() ? ref.getCorrespondingDeclaration() : null;
        }).or(() -> onlyConstructor(creation));
        if (constructor.isEmpty()) {
            miss(name, "new " + creation.getType().getNameWithScope());
            return;
        }
        resolved++;
        SymbolLinks.Link link = links.callable(constructor.get());
        Position at = name.getBegin().orElseThrow();
        Semantic typeSemantic = semantics.get(key(at));
        if (link.target() != null || link.external() != null) {
            semantics.put(key(at), new Semantic("type", link.target(), link.external(), null));
        } else if (typeSemantic == null) {
            semantics.put(key(at), new Semantic("type", null, null, null));
        }
        if (link.target() != null) {
            references.add(new Reference(link.target(), at.line, at.column, "call"));
        }
    }

    /**
     * Where the solver found no constructor: the class's only one that takes as many arguments
     * (the sources compile, so it is the one called). The solver can fail on such a call in one
     * run and not in the next, when an argument's type depends on an overload it chose (see
     * {@link Overloads}); this answers the same in every run.
     */
    private Optional<ResolvedConstructorDeclaration> onlyConstructor(ObjectCreationExpr creation) {
        int arguments = creation.getArguments().size();
        return attempt(() -> {
            SymbolReference<ResolvedTypeDeclaration> ref = JavaParserFactory.getContext(creation, typeSolver)
                    .solveType(creation.getType().getNameWithScope());
            if (!ref.isSolved() || !ref.getCorrespondingDeclaration().isClass()) {
                return null;
            }
            List<ResolvedConstructorDeclaration> fitting = ref.getCorrespondingDeclaration().asClass().getConstructors()
                    .stream().filter(c -> c.getNumberOfParams() == arguments && !c.hasVariadicParameter()).toList();
            return fitting.size() == 1 ? fitting.get(0) : null;
        });
    }

    private void explicitConstructor(ExplicitConstructorInvocationStmt statement) {
        Optional<ResolvedConstructorDeclaration> constructor = attempt(() -> {
            SymbolReference<ResolvedConstructorDeclaration> ref = facade.solve(statement);
            return ref.isSolved() ? ref.getCorrespondingDeclaration() : null;
        });
        Position at = statement.getBegin().orElseThrow();
        if (constructor.isEmpty() && statement.isThis() && callsCanonicalConstructor(statement)) {
            // the solver does not see a record's implicit canonical constructor: link the record itself
            String recordId = statement.findAncestor(RecordDeclaration.class).map(idsByNode::get).orElse(null);
            resolved++;
            semantics.put(key(at), new Semantic("kw", recordId, null, null));
            if (recordId != null) {
                references.add(new Reference(recordId, at.line, at.column, "call"));
            }
            return;
        }
        if (constructor.isEmpty()) {
            missAt(at, (statement.isThis() ? "this" : "super") + "(..)");
            return;
        }
        resolved++;
        SymbolLinks.Link link = links.callable(constructor.get());
        semantics.put(key(at), new Semantic("kw", link.target(), link.external(), null));
        if (link.target() != null) {
            references.add(new Reference(link.target(), at.line, at.column, "call"));
        }
    }

    /** {@code this(..)} in a record whose explicit constructors all have another arity than the components. */
    private static boolean callsCanonicalConstructor(ExplicitConstructorInvocationStmt statement) {
        return statement.findAncestor(RecordDeclaration.class)
                .filter(record -> record.getParameters().size() == statement.getArguments().size())
                .filter(record -> record.getConstructors().stream()
                        .noneMatch(c -> c.getParameters().size() == statement.getArguments().size()))
                .isPresent();
    }

    private void annotation(AnnotationExpr annotation) {
        Optional<ResolvedTypeDeclaration> type = attempt(() -> facade.solve(annotation).isSolved()
                ? facade.solve(annotation).getCorrespondingDeclaration() : null);
        SymbolLinks.Link link = type.map(links::type).orElse(SymbolLinks.Link.NONE);
        Semantic semantic = new Semantic("ann", link.target(), link.external(), null);
        annotation.getBegin().ifPresent(p -> semantics.put(key(p), semantic));
        markNameTokens(annotation.getName(), semantic);
        Position at = lastToken(annotation.getName());
        if (type.isEmpty()) {
            missAt(at, "@" + annotation.getNameAsString());
            return;
        }
        resolved++;
        if (link.target() != null) {
            references.add(new Reference(link.target(), at.line, at.column, "type"));
        }
    }

    private void importDeclaration(ImportDeclaration declaration) {
        if (declaration.isAsterisk()) {
            return;
        }
        Name name = declaration.getName();
        Name typeName = declaration.isStatic() ? name.getQualifier().orElse(name) : name;
        Optional<ResolvedReferenceTypeDeclaration> type = attempt(() -> typeSolver.tryToSolveType(typeName.asString())
                .isSolved() ? typeSolver.solveType(typeName.asString()) : null);
        Position at = lastToken(typeName);
        if (type.isEmpty()) {
            missAt(at, "import " + typeName.asString());
            return;
        }
        resolved++;
        SymbolLinks.Link link = links.type(type.get());
        semantics.put(key(at), new Semantic("type", link.target(), link.external(), null));
        if (link.target() != null) {
            references.add(new Reference(link.target(), at.line, at.column, "type"));
        }
        if (declaration.isStatic()) {
            SymbolLinks.Link member = links.member(type.get(), name.getIdentifier());
            boolean isField = attempt(() -> type.get().getAllFields().stream()
                    .anyMatch(f -> f.getName().equals(name.getIdentifier()))).orElse(false);
            semantics.put(key(lastToken(name)), isField
                    ? new Semantic("static", member.target(), member.external(), null)
                    : new Semantic("call", null, null, null));
        }
    }

    private void markNameTokens(Name name, Semantic semantic) {
        name.getTokenRange().ifPresent(range -> range.forEach(token -> {
            if (token.getCategory().isIdentifier()) {
                token.getRange().ifPresent(r -> semantics.put(key(r.begin), semantic));
            }
        }));
    }

    private static Position lastToken(Name name) {
        return name.getTokenRange().flatMap(r -> r.getEnd().getRange()).map(r -> r.begin)
                .orElseGet(() -> name.getBegin().orElseThrow());
    }

    private void hit(Node name, Semantic semantic, String targetId, String usageKind) {
        gaveUp = false;
        resolved++;
        put(name, semantic);
        if (targetId != null) {
            Position at = name.getBegin().orElseThrow();
            references.add(new Reference(targetId, at.line, at.column, usageKind));
        }
    }

    private void miss(Node name, String description) {
        missAt(name.getBegin().orElse(Position.HOME), description);
    }

    private void missAt(Position at, String description) {
        unresolved.add(at.line + ":" + at.column + " " + description
                + (gaveUp ? " (gave up after " + budget.used() + " solver steps)" : ""));
        gaveUp = false;
    }

    private void put(Node node, Semantic semantic) {
        node.getBegin().ifPresent(p -> semantics.put(key(p), semantic));
    }

    private static boolean startsLowerCase(String name) {
        return !name.isEmpty() && Character.isLowerCase(name.charAt(0));
    }

    /**
     * Runs one symbol-solver query within its step budget; any failure of the solver means "not
     * resolved", and a query that ran out of steps marks the reference as given up on.
     */
    private <T> Optional<T> attempt(Supplier<T> query) {
        budget.start();
        try {
            return Optional.ofNullable(query.get());
        } catch (RuntimeException | StackOverflowError e) {
            gaveUp |= budget.exhausted();
            return Optional.empty();
        } finally {
            budget.finish();
        }
    }
}
