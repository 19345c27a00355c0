package dev.duet.site.javasrc;

import com.github.javaparser.ast.Node;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * Every node of a tree in the order {@link Node#findAll(Class)} meets them (pre-order), from one
 * walk.
 *
 * <p>The resolver looks at a file's types, names, field accesses, calls and a handful more, each
 * in the order of the file; with {@code findAll} that was a dozen walks of every tree, and
 * JavaParser's walk is slow (a synchronized stack, a fresh list of children at every node).
 */
final class PreOrder {
    private final List<Node> nodes;

    private PreOrder(List<Node> nodes) {
        this.nodes = nodes;
    }

    static PreOrder of(Node root) {
        List<Node> nodes = new ArrayList<>();
        ArrayDeque<Node> stack = new ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            Node node = stack.pop();
            nodes.add(node);
            List<Node> children = node.getChildNodes();
            for (int i = children.size() - 1; i >= 0; i--) {
                stack.push(children.get(i));
            }
        }
        return new PreOrder(nodes);
    }

    /** The nodes of {@code type} (and its subtypes), in pre-order. */
    <T> List<T> all(Class<T> type) {
        List<T> found = new ArrayList<>();
        for (Node node : nodes) {
            if (type.isInstance(node)) {
                found.add(type.cast(node));
            }
        }
        return found;
    }
}
