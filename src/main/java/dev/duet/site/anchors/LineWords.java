package dev.duet.site.anchors;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One line of Go or Java as the words that compare across the two languages: identifiers split
 * into their parts ({@code awaitUninterruptibly} → {@code await}, {@code uninterruptibly};
 * {@code KeyFunc} → {@code key}, {@code func}), string literals into their words, numbers and
 * the operators that carry meaning kept, and each language's spelling of a shared construct
 * mapped onto one word ({@code while} and {@code for}, {@code null} and {@code nil}).
 *
 * @param kind  what the line is, for lines that have no words worth comparing
 * @param lead  the statement's shape: its leading keyword, {@code assign} or {@code call}
 * @param words the words, in order, repeated as often as they occur
 * @param declared the name a Java local declaration or Go {@code :=} introduces, or empty
 */
record LineWords(Kind kind, String lead, List<String> words, String declared) {

    enum Kind { BLANK, COMMENT, CLOSE, CODE }

    private static final Pattern TOKEN = Pattern.compile(
            "\"(?:[^\"\\\\]|\\\\.)*\"?|`[^`]*`?|'(?:[^'\\\\]|\\\\.)*'?|//.*|[A-Za-z_][A-Za-z0-9_]*|\\d[\\w.]*"
                    + "|:=|==|!=|<=|>=|\\+\\+|--|\\+=|-=|&&|\\|\\||[<>!+*/%-]|\\S");
    private static final Pattern PART = Pattern.compile("[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\\d+");
    private static final Set<String> MEANINGFUL_OPERATORS =
            Set.of("==", "!=", "<=", ">=", "<", ">", "++", "--", "+=", "-=", "&&", "||", "!", "+", "-", "*", "/", "%");
    /** Java words that stand for a Go word (or for nothing: modifiers, {@code this}). */
    private static final Map<String, List<String>> JAVA_AS_GO = Map.ofEntries(
            Map.entry("while", List.of("for")), Map.entry("null", List.of("nil")), Map.entry("boolean", List.of("bool")),
            Map.entry("finally", List.of("defer")), Map.entry("try", List.of("defer")),
            Map.entry("catch", List.of("if", "err", "nil")), Map.entry("await", List.of("wait")),
            Map.entry("this", List.of()), Map.entry("public", List.of()), Map.entry("private", List.of()),
            Map.entry("protected", List.of()), Map.entry("static", List.of()), Map.entry("final", List.of()),
            Map.entry("void", List.of()), Map.entry("var", List.of()), Map.entry("synchronized", List.of()));
    private static final Set<String> JAVA_LEADS = Set.of("if", "for", "while", "return", "else", "switch", "case",
            "default", "break", "continue", "try", "catch", "finally", "throw", "do");
    private static final Set<String> GO_LEADS = Set.of("if", "for", "return", "else", "switch", "case", "default",
            "break", "continue", "defer", "go", "select", "panic");
    private static final Pattern GO_RECEIVER = Pattern.compile("^func\\s*\\(\\s*(\\w+)[^)]*\\)\\s*");
    private static final Pattern JAVA_LOCAL = Pattern.compile("^[\\w.<>\\[\\], ?]+?\\s+(\\w+)\\s*(=.*|;)$");
    private static final Pattern GO_SHORT_DECLARATION = Pattern.compile("^(\\w+)\\s*(?:,\\s*\\w+\\s*)*:=.*$");
    private static final Pattern ASSIGNMENT = Pattern.compile("^[\\w.\\[\\]()]+(?:\\s*,\\s*[\\w.\\[\\]]+)*\\s*(?:=|:=|\\+=|-=)[^=].*$");

    /** A Go line of an excerpt; {@code receiver} is the receiver name of its function, left out as noise. */
    static LineWords go(String line, String receiver) {
        String code = line.strip();
        if (code.isEmpty()) {
            return new LineWords(Kind.BLANK, "", List.of(), "");
        }
        if (code.startsWith("//") || code.startsWith("/*")) {
            return new LineWords(Kind.COMMENT, "comment", words(code, Map.of(), Set.of()), "");
        }
        String lead;
        Matcher func = GO_RECEIVER.matcher(code);
        if (code.startsWith("func")) {
            lead = "decl";
            code = func.lookingAt() ? code.substring(func.end()) : code.substring(4);
        } else {
            lead = leadOf(code, GO_LEADS);
        }
        Matcher declaration = GO_SHORT_DECLARATION.matcher(code);
        String declared = declaration.matches() ? declaration.group(1) : "";
        return classify(lead, words(code, Map.of(), receiver.isEmpty() ? Set.of() : Set.of(receiver)), code, declared);
    }

    /** A Java line; {@code declaration} when it declares a method or constructor. */
    static LineWords java(String line, boolean declaration) {
        String code = line.strip();
        if (code.isEmpty()) {
            return new LineWords(Kind.BLANK, "", List.of(), "");
        }
        if (code.startsWith("//")) {
            return new LineWords(Kind.COMMENT, "comment", words(code, Map.of(), Set.of()), "");
        }
        String lead = declaration ? "decl" : leadOf(code.startsWith("}") ? code.substring(1).strip() : code, JAVA_LEADS);
        lead = switch (lead) {
            case "while" -> "for";
            case "catch" -> "if";
            case "finally", "try" -> "defer";
            case "throw" -> "panic";
            default -> lead;
        };
        Matcher local = JAVA_LOCAL.matcher(code);
        String declared = !declaration && lead.equals("assign") && local.matches() ? local.group(1) : "";
        if (!declaration && declared.isEmpty() && code.matches("^[\\w.<>\\[\\], ?]+\\s+\\w+\\s*;$")) {
            declared = code.replaceAll("^.*\\s(\\w+)\\s*;$", "$1");
        }
        return classify(lead, words(code, JAVA_AS_GO, Set.of()), code, declared);
    }

    private static LineWords classify(String lead, List<String> words, String code, String declared) {
        if (code.chars().allMatch(c -> c == '}' || c == ')' || c == ';' || c == ' ' || c == ']')) {
            return new LineWords(Kind.CLOSE, "close", List.of(), "");
        }
        return new LineWords(Kind.CODE, lead, words, declared);
    }

    private static String leadOf(String code, Set<String> leads) {
        Matcher first = Pattern.compile("^([A-Za-z_]\\w*)").matcher(code);
        if (first.find() && leads.contains(first.group(1))) {
            return first.group(1);
        }
        if (ASSIGNMENT.matcher(code).matches() || JAVA_LOCAL.matcher(code).matches()) {
            return "assign";
        }
        return "call";
    }

    private static List<String> words(String code, Map<String, List<String>> synonyms, Set<String> ignored) {
        List<String> out = new ArrayList<>();
        Matcher t = TOKEN.matcher(code);
        while (t.find()) {
            String token = t.group();
            char c = token.charAt(0);
            if (c == '"' || c == '`' || c == '\'') {
                Matcher part = PART.matcher(token);
                while (part.find()) {
                    out.add("\"" + part.group().toLowerCase(Locale.ROOT));
                }
            } else if (token.startsWith("//")) {
                if (code.startsWith("//")) {
                    Matcher part = PART.matcher(token);
                    while (part.find()) {
                        out.add(part.group().toLowerCase(Locale.ROOT));
                    }
                }
            } else if (Character.isDigit(c)) {
                out.add("#" + token);
            } else if (Character.isLetter(c) || c == '_') {
                if (ignored.contains(token)) {
                    continue;
                }
                List<String> whole = synonyms.get(token);
                if (whole != null) {
                    out.addAll(whole);
                    continue;
                }
                Matcher part = PART.matcher(token);
                while (part.find()) {
                    String p = part.group().toLowerCase(Locale.ROOT);
                    out.addAll(synonyms.getOrDefault(p, List.of(p)));
                }
            } else if (MEANINGFUL_OPERATORS.contains(token)) {
                out.add(token);
            }
        }
        return List.copyOf(out);
    }
}
