package dev.duet.site.content;

import dev.duet.site.diag.Diagnostics;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/** Reads a diagram spec; every label must exist in every language (that is the diagrams' parity). */
final class DiagramLoader {
    private DiagramLoader() {}

    static Optional<Diagram> load(ContentFiles files, Path file, List<String> languages, Diagnostics diags) {
        String path = files.display(file);
        String name = file.getFileName().toString();
        String id = name.substring(0, name.length() - ".yaml".length());
        Optional<YamlFields> fields = files.read(file, diags)
                .flatMap(t -> YamlReader.read(path, t, 1, diags))
                .flatMap(v -> YamlFields.of(path, v, "a diagram", List.of("kind", "nodes", "edges"), diags));
        if (fields.isEmpty()) {
            return Optional.empty();
        }
        YamlFields f = fields.get();
        int before = diags.count();
        Diagram.Kind kind = Diagram.Kind.FLOW;
        String kindText = f.requireString("kind");
        try {
            kind = Diagram.Kind.valueOf(kindText.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            diags.error(path, f.lineOf("kind"), 1, "unknown diagram kind '" + kindText + "' (flow, states)");
        }
        List<Diagram.Node> nodes = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (YamlValue item : items(f, "nodes", path, diags)) {
            YamlFields.of(path, item, "a node", List.of("id", "label", "page"), diags).ifPresent(n -> {
                String nodeId = n.requireString("id");
                if (!ids.add(nodeId)) {
                    diags.error(path, item.line(), item.column(), "node '" + nodeId + "' is defined twice");
                }
                nodes.add(new Diagram.Node(nodeId, n.perLanguage("label", languages), n.optionalString("page"), item.line()));
            });
        }
        List<Diagram.Edge> edges = new ArrayList<>();
        for (YamlValue item : items(f, "edges", path, diags)) {
            YamlFields.of(path, item, "an edge", List.of("from", "to", "label"), diags).ifPresent(e -> {
                String from = e.requireString("from");
                String to = e.requireString("to");
                for (String end : List.of(from, to)) {
                    if (!end.isEmpty() && !ids.contains(end)) {
                        diags.error(path, item.line(), item.column(), "edge names unknown node '" + end + "'");
                    }
                }
                edges.add(new Diagram.Edge(from, to,
                        e.has("label") ? e.perLanguage("label", languages) : java.util.Map.of(), item.line()));
            });
        }
        if (nodes.isEmpty()) {
            diags.error(path, f.lineOf("nodes"), 1, "a diagram needs at least one node");
        }
        return diags.count() > before ? Optional.empty()
                : Optional.of(new Diagram(id, path, kind, List.copyOf(nodes), List.copyOf(edges)));
    }

    private static List<YamlValue> items(YamlFields f, String key, String path, Diagnostics diags) {
        Optional<YamlValue> v = f.raw(key);
        if (v.isEmpty()) {
            return List.of();
        }
        if (v.get() instanceof YamlValue.Sequence seq) {
            return seq.items();
        }
        diags.error(path, v.get().line(), v.get().column(), "'" + key + "' must be a list");
        return List.of();
    }
}
