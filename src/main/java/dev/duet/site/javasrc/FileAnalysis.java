package dev.duet.site.javasrc;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.resolution.TypeSolver;
import dev.duet.site.code.CodeLine;
import dev.duet.site.diag.Diagnostic;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Everything about one file that depends on its own text and on the project's declarations
 * but not on other files' bodies, so it can be reused while both stay the same.
 *
 * @param content        the text it was computed from
 * @param apiFingerprint the project's declarations it was computed against
 * @param lines          highlighted lines
 * @param references     references to project declarations made in this file
 * @param resolved       number of resolved references
 * @param unresolved     descriptions of unresolved references, {@code line:column name}
 * @param anchors        well-formed Go anchors
 * @param problems       malformed anchors (or parse errors)
 * @param javadocHtml    rendered Javadoc of the file's declarations, by id
 */
record FileAnalysis(String content, String apiFingerprint, List<CodeLine> lines,
                    List<ReferenceResolver.Reference> references, int resolved, List<String> unresolved,
                    List<GoAnchor> anchors, List<Diagnostic> problems, Map<String, String> javadocHtml)
        implements java.io.Serializable {

    FileAnalysis {
        lines = List.copyOf(lines);
        anchors = List.copyOf(anchors);
    }

    static FileAnalysis of(String content, String apiFingerprint, CompilationUnit cu, String diagnosticPath,
                           Map<Node, String> idsByNode, SymbolLinks links, TypeSolver typeSolver,
                           Map<String, String> javadocHtml) {
        List<String> sourceLines = content.lines().toList();
        AnchorParser.Result anchors = AnchorParser.parse(cu, diagnosticPath, sourceLines);
        ReferenceResolver.Result resolution = ReferenceResolver.resolve(cu, idsByNode, links, typeSolver);
        List<CodeLine> lines = LineBuilder.build(cu, resolution.semantics(), anchors.hidden());
        return new FileAnalysis(content, apiFingerprint, lines, resolution.references(), resolution.resolved(),
                resolution.unresolved(), anchors.anchors(), anchors.problems(), Map.copyOf(javadocHtml));
    }

    /** A file that did not parse: its text, unhighlighted. */
    static FileAnalysis unparsed(String content, String apiFingerprint, List<Diagnostic> parseProblems) {
        return new FileAnalysis(content, apiFingerprint, LineBuilder.plain(content.lines().toList()), List.of(), 0,
                List.of(), List.of(), new ArrayList<>(parseProblems), Map.of());
    }
}
