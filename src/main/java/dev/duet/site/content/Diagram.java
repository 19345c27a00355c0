package dev.duet.site.content;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A diagram spec from {@code content/diagrams/<id>.yaml}; labels are per language. */
public record Diagram(String id, String path, Kind kind, List<Node> nodes, List<Edge> edges) {

    public enum Kind { FLOW, STATES }

    public record Node(String id, Map<String, String> label, Optional<String> page, int line) {}

    public record Edge(String from, String to, Map<String, String> label, int line) {}
}
