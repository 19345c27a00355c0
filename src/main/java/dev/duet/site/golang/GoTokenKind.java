package dev.duet.site.golang;

/** The lexical classes of Go tokens, each with the CSS kind used when highlighting it. */
public enum GoTokenKind {
    KEYWORD("kw"),
    IDENTIFIER("ident"),
    /** A predeclared type such as {@code bool}, {@code error} or {@code string}. */
    PREDECLARED_TYPE("type"),
    /** A predeclared function ({@code len}, {@code new}) or constant ({@code nil}, {@code true}, {@code iota}). */
    BUILTIN("builtin"),
    STRING("str"),
    RUNE("rune"),
    NUMBER("num"),
    COMMENT("com"),
    OPERATOR("op"),
    WHITESPACE("plain"),
    /** A character that starts no Go token; kept so no input is lost. */
    INVALID("plain");

    private final String cssKind;

    GoTokenKind(String cssKind) {
        this.cssKind = cssKind;
    }

    /** The span kind used for this token in highlighted code. */
    public String cssKind() {
        return cssKind;
    }
}
