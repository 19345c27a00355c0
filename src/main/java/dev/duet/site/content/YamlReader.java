package dev.duet.site.content;

import dev.duet.site.diag.Diagnostics;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/** Parses YAML into {@link YamlValue}s with positions; syntax errors become diagnostics. */
final class YamlReader {
    private YamlReader() {}

    /**
     * Parses {@code text}, which starts at line {@code firstLine} of {@code path}.
     *
     * @return the document, or empty (with a diagnostic) when it is not valid YAML
     */
    static Optional<YamlValue> read(String path, String text, int firstLine, Diagnostics diags) {
        Yaml yaml = new Yaml(new SafeConstructor(new LoaderOptions()));
        try {
            Node root = yaml.compose(new StringReader(text));
            if (root == null) {
                return Optional.of(new YamlValue.Mapping(new LinkedHashMap<>(), Map.of(), Map.of(), firstLine, 1));
            }
            return Optional.of(convert(root, firstLine - 1, path, diags));
        } catch (MarkedYAMLException e) {
            Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            int line = mark == null ? firstLine : firstLine + mark.getLine();
            int column = mark == null ? 1 : mark.getColumn() + 1;
            String problem = e.getProblem() != null ? e.getProblem() : e.getMessage();
            String context = e.getContext() != null ? e.getContext() + ": " : "";
            diags.error(path, line, column, "invalid YAML: " + context + problem);
        } catch (YAMLException e) {
            diags.error(path, firstLine, 1, "invalid YAML: " + e.getMessage());
        }
        return Optional.empty();
    }

    private static YamlValue convert(Node node, int lineOffset, String path, Diagnostics diags) {
        int line = node.getStartMark().getLine() + 1 + lineOffset;
        int column = node.getStartMark().getColumn() + 1;
        if (node instanceof ScalarNode scalar) {
            return new YamlValue.Scalar(scalar.getValue(), line, column);
        }
        if (node instanceof SequenceNode seq) {
            List<YamlValue> items = new ArrayList<>();
            for (Node item : seq.getValue()) {
                items.add(convert(item, lineOffset, path, diags));
            }
            return new YamlValue.Sequence(List.copyOf(items), line, column);
        }
        MappingNode map = (MappingNode) node;
        LinkedHashMap<String, YamlValue> entries = new LinkedHashMap<>();
        Map<String, Integer> keyLines = new HashMap<>();
        Map<String, Integer> keyColumns = new HashMap<>();
        for (NodeTuple tuple : map.getValue()) {
            String key = tuple.getKeyNode() instanceof ScalarNode k ? k.getValue() : String.valueOf(tuple.getKeyNode());
            int keyLine = tuple.getKeyNode().getStartMark().getLine() + 1 + lineOffset;
            int keyColumn = tuple.getKeyNode().getStartMark().getColumn() + 1;
            if (entries.containsKey(key)) {
                // YAML forbids it, and a silent "last one wins" hides which value was meant.
                diags.error(path, keyLine, keyColumn, "key '" + key + "' is given twice (first on line "
                        + keyLines.get(key) + ")");
                continue;
            }
            entries.put(key, convert(tuple.getValueNode(), lineOffset, path, diags));
            keyLines.put(key, keyLine);
            keyColumns.put(key, keyColumn);
        }
        return new YamlValue.Mapping(entries, keyLines, keyColumns, line, column);
    }
}
