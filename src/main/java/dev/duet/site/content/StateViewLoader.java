package dev.duet.site.content;

import dev.duet.site.diag.Diagnostics;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads {@code state:} of site.yaml: how the demo player draws one kind of snapshot, which the
 * pages carry as JSON. Without it the player draws every field of every state variable as a labelled box.
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

    /**
     * The view as data (written as JSON into every page), or empty when site.yaml has none;
     * problems go to {@code diags}.
     */
    static Map<String, List<Map<String, String>>> load(String path, YamlFields f, Diagnostics diags) {
        var raw = f.raw("state");
        Map<String, List<Map<String, String>>> view = new LinkedHashMap<>();
        if (raw.isEmpty()) {
            return view;
        }
        if (!(raw.get() instanceof YamlValue.Mapping m)) {
            diags.error(path, raw.get().line(), raw.get().column(), "'state' must be a mapping with boxes, beside and flags");
            return view;
        }
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
            List<Map<String, String>> entries = new ArrayList<>();
            if (key.equals("beside")) {
                Map<String, String> beside = new LinkedHashMap<>();
                for (var b : inner.entries().entrySet()) {
                    if (!List.of("field", "label", "key", "chip").contains(b.getKey())) {
                        diags.error(path, inner.lineOf(b.getKey()), 1, "unknown key '" + b.getKey()
                                + "' in state.beside (known: field, label, key, chip)");
                    }
                    beside.put(b.getKey(), text(b.getValue()));
                }
                if (!inner.entries().containsKey("field") || !inner.entries().containsKey("label")) {
                    diags.error(path, m.lineOf(key), 1, "state.beside needs field and label");
                }
                entries.add(beside);
            } else {
                for (Map.Entry<String, YamlValue> b : inner.entries().entrySet()) {
                    Map<String, String> box = new LinkedHashMap<>();
                    box.put("field", b.getKey());
                    box.put("label", text(b.getValue()));
                    entries.add(box);
                }
            }
            view.put(key, entries);
        }
        return view;
    }

    private static String text(YamlValue v) {
        return v instanceof YamlValue.Scalar s ? s.text() : "";
    }
}
