package dev.duet.teavm.run;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;

/**
 * The state after a step as the same JSON the JVM's StateProbe writes, without reflection: the
 * build generates the {@link Shapes} of the bundle's records and snapshot methods. Keep the two
 * in step (StateJsonTest compares them on the JVM).
 */
public final class StateJson {
    private static final int MAX_DEPTH = 12;
    private final Shapes shapes;
    private final StringBuilder out = new StringBuilder("{");

    public StateJson(Shapes shapes) {
        this.shapes = shapes;
    }

    /** Adds variable {@code name} (declared so far) with its state. */
    public StateJson variable(String name, Object value) {
        if (out.length() > 1) {
            out.append(',');
        }
        string(name);
        out.append(':');
        value(shapes.snapshot(value), 0);
        return this;
    }

    public String json() {
        return out + "}";
    }

    /** Called by generated {@link Shapes#record} for each component. */
    public void component(boolean first, String name, Object value, int depth) {
        if (!first) {
            out.append(',');
        }
        string(name);
        out.append(':');
        value(value, depth + 1);
    }

    public void open() {
        out.append('{');
    }

    public void close() {
        out.append('}');
    }

    public void value(Object value, int depth) {
        if (depth > MAX_DEPTH) {
            string(String.valueOf(value));
        } else if (value == null) {
            out.append("null");
        } else if (value instanceof Boolean || value instanceof Integer || value instanceof Long
                || value instanceof Short || value instanceof Byte) {
            out.append(value);
        } else if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            out.append(Double.isFinite(d) ? value.toString() : "null");
        } else if (value instanceof Enum<?> e) {
            string(e.name());
        } else if (value instanceof Optional<?> o) {
            value(o.orElse(null), depth + 1);
        } else if (shapes.record(value, this, depth)) {
            return;
        } else if (value instanceof Map<?, ?> m) {
            map(m, depth);
        } else if (value instanceof Collection<?> c) {
            array(ordered(c), depth);
        } else if (value instanceof Object[] a) {
            array(List.of(a), depth);
        } else {
            string(value instanceof Duration || value instanceof Instant ? value.toString() : withoutIdentity(value));
        }
    }

    private static String withoutIdentity(Object value) {
        String text = String.valueOf(value);
        String identity = value.getClass().getName() + "@" + Integer.toHexString(System.identityHashCode(value));
        return text.equals(identity) ? value.getClass().getSimpleName() : text;
    }

    private void map(Map<?, ?> map, int depth) {
        List<Map.Entry<?, ?>> entries = new ArrayList<>(map.entrySet());
        if (!(map instanceof SortedMap) && !(map instanceof LinkedHashMap)) {
            entries.sort((a, b) -> String.valueOf(a.getKey()).compareTo(String.valueOf(b.getKey())));
        }
        out.append('{');
        for (int i = 0; i < entries.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            string(String.valueOf(entries.get(i).getKey()));
            out.append(':');
            value(entries.get(i).getValue(), depth + 1);
        }
        out.append('}');
    }

    private static List<?> ordered(Collection<?> c) {
        List<Object> items = new ArrayList<>(c);
        if (c instanceof Set && !(c instanceof SortedSet) && !(c instanceof LinkedHashSet)) {
            items.sort((a, b) -> String.valueOf(a).compareTo(String.valueOf(b)));
        }
        return items;
    }

    private void array(List<?> items, int depth) {
        out.append('[');
        for (int i = 0; i < items.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            value(items.get(i), depth + 1);
        }
        out.append(']');
    }

    private void string(String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '<' -> out.append("\\u003c");
                default -> {
                    if (ch < 0x20) {
                        String hex = Integer.toHexString(ch);
                        out.append("\\u").append("0000".substring(hex.length())).append(hex);
                    } else {
                        out.append(ch);
                    }
                }
            }
        }
        out.append('"');
    }
}
