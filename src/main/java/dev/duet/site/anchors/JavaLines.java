package dev.duet.site.anchors;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.comments.BlockComment;
import com.github.javaparser.ast.comments.Comment;
import com.github.javaparser.ast.comments.JavadocComment;
import com.github.javaparser.ast.stmt.BlockStmt;
import com.github.javaparser.ast.stmt.TryStmt;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the suggester needs to know of a Java file beyond its text: which lines declare methods,
 * which are inside block comments, where {@code try} statements and their {@code finally} blocks
 * are (Go's {@code defer} becomes one), and the anchors the author already wrote.
 */
final class JavaLines {
    /** An anchor at the end of a line, as the build reads it: {@code // go:12}, {@code // go:3-5,9}. */
    static final Pattern ANCHOR = Pattern.compile("\\s*//\\s*go:\\s*(\\d+(?:\\s*-\\s*\\d+)?(?:\\s*,\\s*\\d+(?:\\s*-\\s*\\d+)?)*)\\s*$");

    /**
     * A {@code try} statement of interest: the line of its {@code try {}, the line of its block's
     * first statement, and, when it has one, its {@code finally} block's first and last lines
     * and the lines of that block's statements.
     */
    record Try(int tryLine, int firstStatementLine, int finallyLine, int finallyEndLine, List<Integer> finallyStatements) {
        boolean hasFinally() {
            return finallyLine > 0;
        }
    }

    final List<String> text;
    /** The code of each line, without an anchor comment at its end. */
    final List<String> code = new ArrayList<>();
    final Map<Integer, Set<Integer>> authorAnchors = new HashMap<>();
    final Set<Integer> declarationLines = new HashSet<>();
    final Set<Integer> blockCommentLines = new HashSet<>();
    final List<Try> tries = new ArrayList<>();

    JavaLines(List<String> text) {
        this.text = List.copyOf(text);
        for (int i = 0; i < text.size(); i++) {
            String line = text.get(i);
            Matcher m = ANCHOR.matcher(line);
            if (m.find() && !line.substring(0, m.start()).isBlank()) {
                authorAnchors.put(i + 1, goLines(m.group(1)));
                code.add(line.substring(0, m.start()));
            } else {
                code.add(line);
            }
        }
        parse(String.join("\n", text)).ifPresent(this::collect);
    }

    private static Optional<CompilationUnit> parse(String source) {
        ParseResult<CompilationUnit> result = new JavaParser(new ParserConfiguration()
                .setLanguageLevel(ParserConfiguration.LanguageLevel.JAVA_17)).parse(source);
        return result.getResult();
    }

    private void collect(CompilationUnit cu) {
        for (CallableDeclaration<?> d : cu.findAll(CallableDeclaration.class)) {
            line(d.getName()).ifPresent(declarationLines::add);
        }
        for (Comment c : cu.getAllComments()) {
            if ((c instanceof BlockComment || c instanceof JavadocComment) && c.getRange().isPresent()) {
                for (int l = c.getRange().get().begin.line; l <= c.getRange().get().end.line; l++) {
                    blockCommentLines.add(l);
                }
            }
        }
        for (TryStmt t : cu.findAll(TryStmt.class)) {
            int tryLine = line(t).orElse(0);
            BlockStmt block = t.getTryBlock();
            int first = block.getStatements().isEmpty() ? 0 : line(block.getStatement(0)).orElse(0);
            int finallyLine = 0;
            int finallyEnd = 0;
            List<Integer> inside = new ArrayList<>();
            if (t.getFinallyBlock().isPresent()) {
                BlockStmt fin = t.getFinallyBlock().get();
                finallyLine = line(fin).orElse(0);
                finallyEnd = fin.getEnd().map(p -> p.line).orElse(0);
                fin.getStatements().forEach(s -> line(s).ifPresent(inside::add));
            }
            if (tryLine > 0 && code.get(tryLine - 1).strip().equals("try {")) {
                tries.add(new Try(tryLine, first, finallyLine, finallyEnd, inside));
            }
        }
    }

    private static Optional<Integer> line(Node n) {
        return n.getBegin().map(p -> p.line);
    }

    private static Set<Integer> goLines(String spec) {
        Set<Integer> lines = new LinkedHashSet<>();
        for (String item : spec.split(",")) {
            String[] range = item.strip().split("\\s*-\\s*");
            int from = Integer.parseInt(range[0].strip());
            int to = range.length > 1 ? Integer.parseInt(range[1].strip()) : from;
            for (int l = from; l <= Math.min(to, from + 10_000); l++) {
                lines.add(l);
            }
        }
        return lines;
    }
}
