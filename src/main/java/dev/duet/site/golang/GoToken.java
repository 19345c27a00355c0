package dev.duet.site.golang;

/**
 * One Go token.
 *
 * @param kind   its lexical class
 * @param text   its exact source text (raw strings, general comments and whitespace may span lines)
 * @param line   1-based line of its first character within the lexed source
 * @param column 1-based column of its first character
 */
public record GoToken(GoTokenKind kind, String text, int line, int column) {
}
