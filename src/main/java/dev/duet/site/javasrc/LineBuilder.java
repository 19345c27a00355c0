package dev.duet.site.javasrc;

import com.github.javaparser.JavaToken;
import com.github.javaparser.ast.CompilationUnit;
import dev.duet.site.code.CodeLine;
import dev.duet.site.code.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns a compilation unit's token list into highlighted lines: token kinds from the lexer,
 * refined by the resolver's semantics for identifiers, with Go anchor comments left out.
 */
final class LineBuilder {

    /** Restricted identifiers that the lexer reports as plain identifiers but a reader sees as keywords. */
    private static final Set<String> CONTEXTUAL_KEYWORDS = Set.of("var", "yield", "sealed", "permits", "when");

    private static final java.util.regex.Pattern LINE_BREAK = java.util.regex.Pattern.compile("\r\n|\r|\n");

    private final Map<Long, ReferenceResolver.Semantic> semantics;
    private final Map<Long, Integer> hidden;
    private final List<CodeLine> lines = new ArrayList<>();
    private List<Span> current = new ArrayList<>();

    private LineBuilder(Map<Long, ReferenceResolver.Semantic> semantics, Map<Long, Integer> hidden) {
        this.semantics = semantics;
        this.hidden = hidden;
    }

    /**
     * @param semantics identifier semantics by token position
     * @param hidden    comments holding Go anchors, by position, with the offset where the anchor starts
     */
    static List<CodeLine> build(CompilationUnit cu, Map<Long, ReferenceResolver.Semantic> semantics,
                                Map<Long, Integer> hidden) {
        LineBuilder builder = new LineBuilder(semantics, hidden);
        JavaToken token = cu.getTokenRange().orElseThrow().getBegin();
        while (token.getPreviousToken().isPresent()) {
            token = token.getPreviousToken().get();
        }
        while (true) {
            builder.add(token);
            if (token.getNextToken().isEmpty()) {
                break;
            }
            token = token.getNextToken().get();
        }
        builder.endLine(false);
        return builder.lines;
    }

    /** Lines of a file that could not be parsed: text only, so the source view still shows it. */
    static List<CodeLine> plain(List<String> sourceLines) {
        List<CodeLine> lines = new ArrayList<>();
        for (String text : sourceLines) {
            String trimmed = text.stripTrailing();
            lines.add(new CodeLine(lines.size() + 1, trimmed.isEmpty() ? List.of() : List.of(Span.of(trimmed, "plain"))));
        }
        return lines;
    }

    private void add(JavaToken token) {
        if (token.getCategory().isEndOfLine()) {
            endLine(true);
            return;
        }
        if (token.getText().isEmpty()) {
            return;
        }
        Long key = token.getRange().map(r -> ReferenceResolver.key(r.begin)).orElse(null);
        ReferenceResolver.Semantic semantic = key == null ? null : semantics.get(key);
        Integer anchorOffset = key == null || hidden.isEmpty() ? null : hidden.get(key);
        String text = anchorOffset == null ? token.getText() : token.getText().substring(0, anchorOffset);
        if (text.isEmpty()) {
            return;
        }
        String kind = kind(token, semantic);
        // only comments and text blocks span lines; splitting every token with a pattern was most of this class's time
        String[] parts = text.indexOf('\n') < 0 && text.indexOf('\r') < 0
                ? new String[] {text} : LINE_BREAK.split(text, -1);
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) {
                endLine(true);
            }
            if (!parts[i].isEmpty()) {
                append(semantic == null || !semantic.kind().equals(kind)
                        ? Span.of(parts[i], kind)
                        : new Span(parts[i], kind, semantic.target(), semantic.external(), semantic.declares()));
            }
        }
    }

    /** Adds a span, merging it into the previous one when both are unlinked and of one kind (runs of spaces, `();`). */
    private void append(Span span) {
        if (!current.isEmpty() && isUnlinked(span)) {
            Span last = current.get(current.size() - 1);
            if (isUnlinked(last) && last.kind().equals(span.kind())) {
                current.set(current.size() - 1, Span.of(last.text() + span.text(), span.kind()));
                return;
            }
        }
        current.add(span);
    }

    private static boolean isUnlinked(Span span) {
        return span.target() == null && span.external() == null && span.declares() == null;
    }

    private static String kind(JavaToken token, ReferenceResolver.Semantic semantic) {
        JavaToken.Category category = token.getCategory();
        String text = token.getText();
        if (semantic != null && !category.isComment() && !category.isLiteral()) {
            return semantic.kind();
        }
        if (category.isComment()) {
            return token.getKind() == JavaToken.Kind.JAVADOC_COMMENT.getKind() ? "doc" : "com";
        }
        if (category.isLiteral()) {
            if (text.startsWith("\"") || text.startsWith("'")) {
                return "str";
            }
            return text.equals("true") || text.equals("false") || text.equals("null") ? "kw" : "num";
        }
        if (category.isKeyword()) {
            return "kw";
        }
        if (category.isIdentifier()) {
            return CONTEXTUAL_KEYWORDS.contains(text) ? "kw" : "plain";
        }
        if (category.isOperator() || category.isSeparator()) {
            return "op";
        }
        return "plain";
    }

    /** Closes the current line, trimming trailing whitespace (which also drops the space before a hidden anchor). */
    private void endLine(boolean lineBreak) {
        while (!current.isEmpty()) {
            Span last = current.get(current.size() - 1);
            String trimmed = last.text().stripTrailing();
            if (trimmed.isEmpty()) {
                current.remove(current.size() - 1);
            } else {
                if (trimmed.length() != last.text().length()) {
                    current.set(current.size() - 1,
                            new Span(trimmed, last.kind(), last.target(), last.external(), last.declares()));
                }
                break;
            }
        }
        if (lineBreak || !current.isEmpty()) {
            lines.add(new CodeLine(lines.size() + 1, current));
        }
        current = new ArrayList<>();
    }
}
