package dev.duet.site.demo;

import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.SortedSet;

/**
 * Turns a demo variable into the state shown after a step. Runs inside the demo's JShell (a
 * snippet calls {@link #capture}), so it sees the demo's own copy of the port. An object with a
 * public no-argument {@code snapshot()} method (the queue, the controller, or a class written in
 * the demo) is shown through that snapshot; records become JSON objects, collections arrays.
 * The runner reads the result back with {@link #take}, which crosses class loaders as strings.
 */
public final class StateProbe {
    private static final int MAX_DEPTH = 12;
    private static final Map<String, Object> captured = new LinkedHashMap<>();

    private StateProbe() {
    }

    /** Records the state of variable {@code name}; called from a generated snippet. */
    public static synchronized void capture(String name, Object value) {
        captured.put(name, snapshotOf(value));
    }

    /** Returns {JSON object keyed by variable, readable text}, and forgets what was captured. */
    public static synchronized String[] take() {
        StringBuilder json = new StringBuilder("{");
        StringBuilder text = new StringBuilder();
        for (Map.Entry<String, Object> e : captured.entrySet()) {
            if (json.length() > 1) {
                json.append(',');
            }
            appendString(json, e.getKey());
            json.append(':');
            appendJson(json, e.getValue(), 0);
            if (text.length() > 0) {
                text.append('\n');
            }
            text.append(e.getKey()).append(" = ").append(e.getValue());
        }
        captured.clear();
        return new String[]{json.append('}').toString(), text.toString()};
    }

    private static Object snapshotOf(Object value) {
        if (value == null) {
            return null;
        }
        try {
            // Classes written in a demo are package-private, so look at declared methods too.
            Method snapshot;
            try {
                snapshot = value.getClass().getMethod("snapshot");
            } catch (NoSuchMethodException e) {
                snapshot = value.getClass().getDeclaredMethod("snapshot");
            }
            if (snapshot.getParameterCount() == 0 && !Modifier.isStatic(snapshot.getModifiers())) {
                snapshot.setAccessible(true);
                return snapshot.invoke(value);
            }
        } catch (NoSuchMethodException e) {
            return value;
        } catch (ReflectiveOperationException e) {
            return "snapshot() failed: " + e.getCause();
        }
        return value;
    }

    private static void appendJson(StringBuilder out, Object value, int depth) {
        if (depth > MAX_DEPTH) {
            appendString(out, String.valueOf(value));
        } else if (value == null) {
            out.append("null");
        } else if (value instanceof Boolean || value instanceof Integer || value instanceof Long
                || value instanceof Short || value instanceof Byte) {
            out.append(value);
        } else if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            out.append(Double.isFinite(d) ? value.toString() : "null");
        } else if (value instanceof Enum<?> e) {
            appendString(out, e.name());
        } else if (value instanceof Optional<?> o) {
            appendJson(out, o.orElse(null), depth + 1);
        } else if (value instanceof Record r) {
            appendRecord(out, r, depth);
        } else if (value instanceof Map<?, ?> m) {
            appendMap(out, m, depth);
        } else if (value instanceof Collection<?> c) {
            appendArray(out, ordered(c), depth);
        } else if (value.getClass().isArray()) {
            List<Object> items = new ArrayList<>();
            for (int i = 0; i < Array.getLength(value); i++) {
                items.add(Array.get(value, i));
            }
            appendArray(out, items, depth);
        } else {
            // Strings, Instants, Durations and any other value: their text form.
            appendString(out, value instanceof Duration || value instanceof Instant ? value.toString()
                    : withoutIdentity(value));
        }
    }

    /**
     * The value's text, except that Object's default {@code Class@hash} becomes the simple class
     * name: identity hashes change from run to run, and the page must not.
     */
    private static String withoutIdentity(Object value) {
        String text = String.valueOf(value);
        String identity = value.getClass().getName() + "@" + Integer.toHexString(System.identityHashCode(value));
        return text.equals(identity) ? value.getClass().getSimpleName() : text;
    }

    private static void appendRecord(StringBuilder out, Record r, int depth) {
        out.append('{');
        boolean first = true;
        for (RecordComponent c : r.getClass().getRecordComponents()) {
            if (!first) {
                out.append(',');
            }
            first = false;
            appendString(out, c.getName());
            out.append(':');
            try {
                Method accessor = c.getAccessor();
                accessor.setAccessible(true);
                appendJson(out, accessor.invoke(r), depth + 1);
            } catch (ReflectiveOperationException e) {
                appendString(out, "unreadable: " + e);
            }
        }
        out.append('}');
    }

    private static void appendMap(StringBuilder out, Map<?, ?> map, int depth) {
        List<Map.Entry<?, ?>> entries = new ArrayList<>(map.entrySet());
        if (!(map instanceof SortedMap) && !(map instanceof LinkedHashMap)) {
            entries.sort(Comparator.comparing(e -> String.valueOf(e.getKey())));
        }
        out.append('{');
        for (int i = 0; i < entries.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            appendString(out, String.valueOf(entries.get(i).getKey()));
            out.append(':');
            appendJson(out, entries.get(i).getValue(), depth + 1);
        }
        out.append('}');
    }

    /** Lists keep their order; hash-ordered sets are sorted so the output is stable. */
    private static List<?> ordered(Collection<?> c) {
        List<Object> items = new ArrayList<>(c);
        if (c instanceof java.util.Set && !(c instanceof SortedSet) && !(c instanceof LinkedHashSet)) {
            items.sort(Comparator.comparing(String::valueOf));
        }
        return items;
    }

    private static void appendArray(StringBuilder out, List<?> items, int depth) {
        out.append('[');
        for (int i = 0; i < items.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            appendJson(out, items.get(i), depth + 1);
        }
        out.append(']');
    }

    static void appendString(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                // '<' is escaped so the JSON can sit inside an HTML <script> element.
                case '<' -> out.append("\\u003c");
                default -> {
                    if (ch < 0x20) {
                        out.append(String.format("\\u%04x", (int) ch));
                    } else {
                        out.append(ch);
                    }
                }
            }
        }
        out.append('"');
    }
}
