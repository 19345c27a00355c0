package dev.duet.site.content;

import dev.duet.site.diag.Diagnostics;
import java.util.List;
import java.util.Map;

/**
 * Reads {@code state:} of site.yaml: how the demo player draws one kind of snapshot, as JSON for
 * the page. Without it the player draws every field of every state variable as a labelled box.
 *
 * <pre>
 * state:
 *   boxes: {queue: demo.queue, dirty: demo.dirty}     # list fields of one snapshot → boxes (label: message key)
 *   beside: {field: waiting, label: demo.waiting, key: item, chip: "{item} @ {readyAt:time}"}
 *   flags: {shuttingDown: demo.shutting-down}          # boolean fields of that snapshot → lamps
 * </pre>
 */
final class StateViewLoader {
    private StateViewLoader() {}

    /** The view as JSON, or "" when site.yaml has none; problems go to {@code diags}. */
    static String load(String path, YamlFields f, Diagnostics diags) {
        var raw = f.raw("state");
        if (raw.isEmpty()) {
            return "";
        }
        if (!(raw.get() instanceof YamlValue.Mapping m)) {
            diags.error(path, raw.get().line(), raw.get().column(), "'state' must be a mapping with boxes, beside and flags");
            return "";
        }
        StringBuilder json = new StringBuilder("{");
        for (var e : m.entries().entrySet()) {
            String key = e.getKey();
            if (!List.of("boxes", "beside", "flags").contains(key)) {
                diags.error(path, m.lineOf(key), 1, "unknown key '" + key + "' in state (known: boxes, beside, flags)");
                continue;
            }
            if (!(e.getValue() instanceof YamlValue.Mapping inner)) {
                diags.error(path, m.lineOf(key), 1, "state." + key + " must be a mapping");
                continue;
            }
            if (json.length() > 1) {
                json.append(',');
            }
            json.append(quote(key)).append(":[");
            if (key.equals("beside")) {
                json.append('{');
                boolean first = true;
                for (var b : inner.entries().entrySet()) {
                    if (!List.of("field", "label", "key", "chip").contains(b.getKey())) {
                        diags.error(path, inner.lineOf(b.getKey()), 1, "unknown key '" + b.getKey()
                                + "' in state.beside (known: field, label, key, chip)");
                    }
                    json.append(first ? "" : ",").append(quote(b.getKey())).append(':').append(quote(text(b.getValue())));
                    first = false;
                }
                if (!inner.entries().containsKey("field") || !inner.entries().containsKey("label")) {
                    diags.error(path, m.lineOf(key), 1, "state.beside needs field and label");
                }
                json.append('}');
            } else {
                boolean first = true;
                for (Map.Entry<String, YamlValue> b : inner.entries().entrySet()) {
                    json.append(first ? "" : ",").append("{\"field\":").append(quote(b.getKey()))
                            .append(",\"label\":").append(quote(text(b.getValue()))).append('}');
                    first = false;
                }
            }
            json.append(']');
        }
        return json.append('}').toString();
    }

    private static String text(YamlValue v) {
        return v instanceof YamlValue.Scalar s ? s.text() : "";
    }

    private static String quote(String s) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '<' -> out.append("\\u003c");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }
}
