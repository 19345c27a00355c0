package dev.duet.site.golang;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Resolves the identifiers of Go function excerpts to what they name, as far as the excerpts
 * themselves say: a function's receiver, parameters, results and type parameters, the locals of
 * its blocks ({@code :=}, {@code var}), and the functions and methods the excerpts declare. A
 * selector on a variable of a known named type ({@code q.dirty} with {@code q *Typed[T]}) is
 * reported as a member of that type, for the caller to match against the methods it knows (or
 * the Java twin). Names the excerpts do not declare stay unresolved rather than guessed.
 */
public final class GoNames {
    /** What one identifier token is: a declaration, a use of one, or a member of a named type. */
    public record Name(int line, int column, String text, String declares, String refers, String memberOf) {
    }

    /**
     * One declaration.
     *
     * @param id       unique among all excerpts: {@code excerpt@line:column} for a function's own
     *                 names, {@code pkg#Recv.Name} or {@code pkg#Name} for functions and methods
     * @param kind     {@code receiver}, {@code parameter}, {@code result}, {@code type-parameter},
     *                 {@code local}, {@code method} or {@code function}
     * @param receiver the receiver's type name of a method, else null
     */
    public record Declaration(String id, String name, String kind, int line, String receiver) {
    }

    /** The declarations of one excerpt and what each of its identifier tokens is. */
    public record Resolved(List<Declaration> declarations, List<Name> names) {
    }

    private static final Set<String> STATEMENT_START = Set.of("{", "}", ";", "for", "if", "switch", "(");

    private GoNames() {
    }

    /** The functions and methods declared in one excerpt, named within {@code pkg}. */
    public static List<Declaration> functions(String pkg, String source, int firstLine) {
        List<Declaration> out = new ArrayList<>();
        List<GoToken> t = significant(source);
        int depth = 0;
        for (int i = 0; i < t.size(); i++) {
            String s = t.get(i).text();
            if (s.equals("{")) depth++;
            if (s.equals("}")) depth--;
            if (depth == 0 && s.equals("func") && i + 1 < t.size()) {
                int at = i + 1;
                String receiver = null;
                if (t.get(at).text().equals("(")) {
                    int close = closing(t, at);
                    receiver = receiverType(t, at + 1, close);
                    at = close + 1;
                }
                if (at < t.size() && t.get(at).kind() == GoTokenKind.IDENTIFIER) {
                    GoToken name = t.get(at);
                    out.add(new Declaration(functionId(pkg, receiver, name.text()), name.text(),
                            receiver == null ? "function" : "method", firstLine + name.line() - 1, receiver));
                }
            }
        }
        return out;
    }

    /** The id of a function ({@code receiver} null) or a method of the package. */
    public static String functionId(String pkg, String receiver, String name) {
        return pkg + "#" + (receiver == null ? "" : receiver + ".") + name;
    }

    /**
     * Resolves one excerpt.
     *
     * @param excerpt   its id, for the ids of its functions' own names
     * @param pkg       its Go package, for the ids of its functions and methods
     * @param functions the functions and methods of every excerpt of the package, by id
     */
    public static Resolved resolve(String excerpt, String pkg, String source, int firstLine, Map<String, Declaration> functions) {
        List<GoToken> t = significant(source);
        List<Declaration> declarations = new ArrayList<>();
        List<Name> names = new ArrayList<>();
        Deque<Map<String, Declaration>> scopes = new ArrayDeque<>();
        Map<String, String> typeOf = new HashMap<>(); // declaration id -> named type, where known
        boolean header = false; // a for/if/switch header declared names: their scope is on top, and is the block it opens
        int depth = 0;
        for (int i = 0; i < t.size(); i++) {
            GoToken tok = t.get(i);
            String s = tok.text();
            int line = firstLine + tok.line() - 1;
            if (s.equals("func") && depth == 0) {
                // a declared function: its receiver, name, type parameters, parameters and results
                int at = i + 1;
                String receiver = null;
                Map<String, Declaration> own = new HashMap<>();
                int declaredBefore = names.size();
                if (at < t.size() && t.get(at).text().equals("(")) {
                    int close = closing(t, at);
                    receiver = receiverType(t, at + 1, close);
                    declareList(t, at + 1, close, "receiver", excerpt, firstLine, own, declarations, names, typeOf);
                    for (int k = at + 1; k < close; k++) {
                        if (t.get(k).text().equals("[")) {
                            declareList(t, k + 1, closing(t, k), "type-parameter-use", excerpt, firstLine, own, declarations, names, typeOf);
                            break;
                        }
                    }
                    at = close + 1;
                }
                if (at < t.size() && t.get(at).kind() == GoTokenKind.IDENTIFIER) {
                    GoToken name = t.get(at);
                    names.add(new Name(firstLine + name.line() - 1, name.column(), name.text(),
                            functionId(pkg, receiver, name.text()), null, null));
                    at++;
                }
                if (at < t.size() && t.get(at).text().equals("[")) {
                    int close = closing(t, at);
                    declareList(t, at + 1, close, "type-parameter", excerpt, firstLine, own, declarations, names, typeOf);
                    at = close + 1;
                }
                int body = at;
                while (body < t.size() && !t.get(body).text().equals("{")) body++;
                String kind = "parameter";
                for (int k = at; k < body; k++) {
                    if (t.get(k).text().equals("(")) {
                        int close = closing(t, k);
                        declareList(t, k + 1, close, kind, excerpt, firstLine, own, declarations, names, typeOf);
                        kind = "result";
                        k = close;
                    }
                }
                // the header's other names: its types (item T names the type parameter T)
                java.util.Set<String> declaredAt = new java.util.HashSet<>();
                for (Name n : names.subList(declaredBefore, names.size())) declaredAt.add(n.line() + ":" + n.column());
                scopes.clear();
                scopes.push(own);
                for (int k = i + 1; k < body; k++) {
                    GoToken h = t.get(k);
                    if (h.kind() == GoTokenKind.IDENTIFIER && !declaredAt.contains((firstLine + h.line() - 1) + ":" + h.column())) {
                        resolveUse(t, k, pkg, firstLine, scopes, functions, typeOf, names);
                    }
                }
                i = body - 1;
                continue;
            }
            if (s.equals("{")) {
                depth++;
                if (!header) scopes.push(new HashMap<>());
                header = false;
                continue;
            }
            if (s.equals("}")) {
                depth--;
                if (scopes.size() > 1) scopes.pop();
                continue;
            }
            if (tok.kind() != GoTokenKind.IDENTIFIER || scopes.isEmpty()) continue;
            // a, b := ... or var a at a statement's start declares locals
            String before = i == 0 ? "{" : t.get(i - 1).text();
            boolean lineStart = i == 0 || t.get(i - 1).line() < tok.line();
            if ((lineStart || STATEMENT_START.contains(before)) && !before.equals(".")) {
                int k = i;
                List<GoToken> declared = new ArrayList<>();
                while (k < t.size() && t.get(k).kind() == GoTokenKind.IDENTIFIER) {
                    declared.add(t.get(k));
                    if (k + 1 < t.size() && t.get(k + 1).text().equals(",")) k += 2;
                    else break;
                }
                if (k + 1 < t.size() && t.get(k + 1).text().equals(":=")) {
                    if ((before.equals("for") || before.equals("if") || before.equals("switch")) && !header) {
                        scopes.push(new HashMap<>());
                        header = true;
                    }
                    for (GoToken d : declared) {
                        if (d.text().equals("_")) continue;
                        Declaration decl = local(excerpt, firstLine, d, "local");
                        declarations.add(decl);
                        names.add(new Name(firstLine + d.line() - 1, d.column(), d.text(), decl.id(), null, null));
                        scopes.peek().put(d.text(), decl);
                    }
                    i = k;
                    continue;
                }
            }
            if (before.equals("var")) {
                Declaration decl = local(excerpt, firstLine, tok, "local");
                declarations.add(decl);
                names.add(new Name(line, tok.column(), s, decl.id(), null, null));
                scopes.peek().put(s, decl);
                continue;
            }
            resolveUse(t, i, pkg, firstLine, scopes, functions, typeOf, names);
        }
        return new Resolved(declarations, names);
    }

    private static void resolveUse(List<GoToken> t, int i, String pkg, int firstLine, Deque<Map<String, Declaration>> scopes,
            Map<String, Declaration> functions, Map<String, String> typeOf, List<Name> names) {
        GoToken tok = t.get(i);
        int line = firstLine + tok.line() - 1;
        String before = i == 0 ? "" : t.get(i - 1).text();
        String after = i + 1 < t.size() ? t.get(i + 1).text() : "";
        if (before.equals(".")) {
            // a selector: known only on a variable whose named type the excerpt gives
            if (i >= 2 && t.get(i - 2).kind() == GoTokenKind.IDENTIFIER && (i < 3 || !t.get(i - 3).text().equals("."))) {
                Declaration owner = lookup(scopes, t.get(i - 2).text());
                String type = owner == null ? null : typeOf.get(owner.id());
                if (type != null) {
                    String method = functionId(pkg, type, tok.text());
                    names.add(new Name(line, tok.column(), tok.text(), null,
                            functions.containsKey(method) ? method : null, type));
                }
            }
            return;
        }
        if (after.equals(":") && (before.equals("{") || before.equals(","))) return; // a composite literal's key
        Declaration d = lookup(scopes, tok.text());
        if (d == null) d = functions.get(functionId(pkg, null, tok.text()));
        if (d != null) names.add(new Name(line, tok.column(), tok.text(), null, d.id(), null));
    }

    private static Declaration lookup(Deque<Map<String, Declaration>> scopes, String name) {
        for (Map<String, Declaration> scope : scopes) {
            if (scope.containsKey(name)) return scope.get(name);
        }
        return null;
    }

    private static Declaration local(String excerpt, int firstLine, GoToken name, String kind) {
        int line = firstLine + name.line() - 1;
        return new Declaration(excerpt + "@" + line + ":" + name.column(), name.text(), kind, line, null);
    }

    /**
     * Declares the names of a parameter list (tokens {@code from} up to {@code to}): Go's lists
     * either name every entry or none, and {@code a, b int} gives both names one type.
     */
    private static void declareList(List<GoToken> t, int from, int to, String kind, String excerpt, int firstLine,
            Map<String, Declaration> into, List<Declaration> declarations, List<Name> names, Map<String, String> typeOf) {
        List<List<GoToken>> entries = new ArrayList<>();
        List<GoToken> entry = new ArrayList<>();
        int nest = 0;
        for (int k = from; k < to; k++) {
            String s = t.get(k).text();
            if (s.equals("(") || s.equals("[") || s.equals("{")) nest++;
            if (s.equals(")") || s.equals("]") || s.equals("}")) nest--;
            if (nest == 0 && s.equals(",")) {
                entries.add(entry);
                entry = new ArrayList<>();
            } else {
                entry.add(t.get(k));
            }
        }
        if (!entry.isEmpty()) entries.add(entry);
        if (kind.equals("type-parameter-use")) {
            // the receiver's Typed[T]: T is the method's type parameter
            for (List<GoToken> e : entries) {
                if (e.size() == 1 && e.get(0).kind() == GoTokenKind.IDENTIFIER) {
                    declare(e.get(0), "type-parameter", excerpt, firstLine, into, declarations, names);
                }
            }
            return;
        }
        boolean named = false;
        for (List<GoToken> e : entries) {
            named |= e.size() >= 2 && e.get(0).kind() == GoTokenKind.IDENTIFIER && !e.get(1).text().equals(".");
        }
        if (!named) return;
        List<Declaration> sharing = new ArrayList<>();
        for (List<GoToken> e : entries) {
            if (e.isEmpty() || e.get(0).kind() != GoTokenKind.IDENTIFIER) continue;
            Declaration d = declare(e.get(0), kind, excerpt, firstLine, into, declarations, names);
            sharing.add(d);
            if (e.size() >= 2) {
                String type = namedType(e.subList(1, e.size()));
                for (Declaration s : sharing) {
                    if (type != null) typeOf.put(s.id(), type);
                }
                sharing.clear();
            }
        }
    }

    private static Declaration declare(GoToken name, String kind, String excerpt, int firstLine, Map<String, Declaration> into,
            List<Declaration> declarations, List<Name> names) {
        Declaration d = local(excerpt, firstLine, name, kind);
        declarations.add(d);
        names.add(new Name(d.line(), name.column(), name.text(), d.id(), null, null));
        into.put(name.text(), d);
        return d;
    }

    /** The named type of {@code T}, {@code *T} or {@code *T[P]}; null for anything else. */
    private static String namedType(List<GoToken> type) {
        int k = 0;
        if (k < type.size() && type.get(k).text().equals("*")) k++;
        if (k >= type.size() || type.get(k).kind() != GoTokenKind.IDENTIFIER) return null;
        if (k + 1 < type.size() && !type.get(k + 1).text().equals("[")) return null;
        return type.get(k).text();
    }

    private static String receiverType(List<GoToken> t, int from, int to) {
        List<GoToken> entry = new ArrayList<>(t.subList(from, to));
        if (entry.size() >= 2 && entry.get(0).kind() == GoTokenKind.IDENTIFIER && !entry.get(1).text().equals("[")) {
            entry = entry.subList(1, entry.size());
        }
        return namedType(entry);
    }

    /** The index of the bracket that closes the one at {@code open}. */
    private static int closing(List<GoToken> t, int open) {
        int nest = 0;
        for (int k = open; k < t.size(); k++) {
            String s = t.get(k).text();
            if (s.equals("(") || s.equals("[") || s.equals("{")) nest++;
            if (s.equals(")") || s.equals("]") || s.equals("}")) nest--;
            if (nest == 0) return k;
        }
        return t.size() - 1;
    }

    private static List<GoToken> significant(String source) {
        List<GoToken> out = new ArrayList<>();
        for (GoToken token : GoLexer.lex(source)) {
            if (token.kind() != GoTokenKind.WHITESPACE && token.kind() != GoTokenKind.COMMENT) out.add(token);
        }
        return out;
    }
}
