package dev.duet.site.javasrc;

import com.github.javaparser.Position;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.comments.Comment;
import com.github.javaparser.ast.comments.LineComment;
import dev.duet.site.diag.Diagnostic;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads the {@code // go:N}, {@code // go:N-M} and {@code // go:N,M} comments of a compilation unit. */
final class AnchorParser {

    private static final Pattern ITEM = Pattern.compile("\\s*(\\d+)(?:\\s*-\\s*(\\d+))?\\s*");

    /** A comment ending with {@code // go:...} after some text of its own, e.g. {@code // why // go:280}. */
    private static final Pattern EMBEDDED = Pattern.compile("^//.*?\\S\\s*(//\\s*go:.*)$");

    /**
     * @param anchors  well-formed anchors, by Java line
     * @param hidden   for every comment token holding an anchor (well-formed or not), by
     *                 {@link ReferenceResolver#key}, the offset in the token where the anchor starts;
     *                 the rendered code drops the token's text from there
     * @param problems one diagnostic per malformed anchor
     */
    record Result(List<GoAnchor> anchors, Map<Long, Integer> hidden, List<Diagnostic> problems) {
    }

    private AnchorParser() {
    }

    /**
     * @param diagnosticPath the file's path relative to the project root, for diagnostics
     * @param sourceLines    the file's lines, to tell a trailing comment from a comment on its own line
     */
    static Result parse(CompilationUnit cu, String diagnosticPath, List<String> sourceLines) {
        List<GoAnchor> anchors = new ArrayList<>();
        Map<Long, Integer> hidden = new HashMap<>();
        List<Diagnostic> problems = new ArrayList<>();
        for (Comment comment : cu.getAllComments()) {
            if (!(comment instanceof LineComment) || comment.getBegin().isEmpty()) {
                continue;
            }
            Position start = comment.getBegin().get();
            String token = "//" + comment.getContent();
            int offset;
            String content;
            if (comment.getContent().strip().startsWith("go:")) {
                offset = 0;
                content = comment.getContent().strip();
            } else {
                Matcher embedded = EMBEDDED.matcher(token);
                if (!embedded.matches()) {
                    continue;
                }
                offset = embedded.start(1);
                content = embedded.group(1).substring(2).strip();
            }
            hidden.put(ReferenceResolver.key(start), offset);
            Position at = new Position(start.line, start.column + offset);
            String written = "// " + content;
            String line = sourceLines.get(at.line - 1);
            if (line.substring(0, Math.min(at.column - 1, line.length())).isBlank()) {
                problems.add(Diagnostic.error(diagnosticPath, at.line, at.column, "Go anchor \"" + written
                        + "\" must end a line of code (it names the Go lines that this Java line ports)"));
                continue;
            }
            try {
                anchors.add(new GoAnchor(at.line, at.column, goLines(content.substring(3))));
            } catch (IllegalArgumentException e) {
                problems.add(Diagnostic.error(diagnosticPath, at.line, at.column,
                        "malformed Go anchor \"" + written + "\": " + e.getMessage()));
            }
        }
        anchors.sort((a, b) -> Integer.compare(a.javaLine(), b.javaLine()));
        problems.sort(Diagnostic.ORDER);
        return new Result(anchors, hidden, problems);
    }

    private static List<Integer> goLines(String spec) {
        List<Integer> lines = new ArrayList<>();
        for (String item : spec.split(",", -1)) {
            Matcher m = ITEM.matcher(item);
            if (!m.matches()) {
                throw new IllegalArgumentException("expected go:N, go:N-M or go:N,M with Go line numbers");
            }
            int from = number(m.group(1));
            int to = m.group(2) == null ? from : number(m.group(2));
            if (to < from) {
                throw new IllegalArgumentException("the range " + from + "-" + to + " ends before it starts");
            }
            for (int line = from; line <= to; line++) {
                lines.add(line);
            }
        }
        return lines;
    }

    private static int number(String digits) {
        try {
            int n = Integer.parseInt(digits);
            if (n < 1 || n > 1_000_000) {
                throw new IllegalArgumentException("line number " + digits + " is out of range");
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("line number " + digits + " is out of range");
        }
    }
}
