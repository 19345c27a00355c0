package dev.duet.site.content;

import dev.duet.site.diag.Diagnostics;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Typed access to a YAML mapping; every wrong or missing field is reported with its line. */
final class YamlFields {
    private final String path;
    private final YamlValue.Mapping map;
    private final Diagnostics diags;
    /** Known keys that an unknown key probably meant: their absence is that one mistake, reported once. */
    private final java.util.Set<String> meant = new java.util.HashSet<>();

    YamlFields(String path, YamlValue.Mapping map, Diagnostics diags) {
        this.path = path;
        this.map = map;
        this.diags = diags;
    }

    static Optional<YamlFields> of(String path, YamlValue value, String what, Diagnostics diags) {
        if (value instanceof YamlValue.Mapping m) {
            return Optional.of(new YamlFields(path, m, diags));
        }
        diags.error(path, value.line(), value.column(), what + " must be a mapping of keys to values");
        return Optional.empty();
    }

    /**
     * Like {@link #of(String, YamlValue, String, Diagnostics)}, and reports every key that is not
     * one of {@code known}, with the known key it probably meant: an unknown key is usually a typo
     * of a known one, whose value would otherwise be silently missing.
     */
    static Optional<YamlFields> of(String path, YamlValue value, String what, List<String> known, Diagnostics diags) {
        Optional<YamlFields> fields = of(path, value, what, diags);
        fields.ifPresent(f -> {
            for (String key : f.map.entries().keySet()) {
                if (!known.contains(key)) {
                    dev.duet.site.diag.Suggestions.nearest(key, known).ifPresent(f.meant::add);
                    diags.error(path, f.map.lineOf(key), f.map.columnOf(key), "unknown key '" + key + "' in " + what
                            + dev.duet.site.diag.Suggestions.hint(key, known));
                }
            }
        });
        return fields;
    }

    int lineOf(String key) {
        return map.lineOf(key);
    }

    boolean has(String key) {
        return map.entries().containsKey(key);
    }

    String requireString(String key) {
        return optionalString(key).orElseGet(() -> {
            if (!has(key) && !meant.contains(key)) {
                diags.error(path, map.line(), map.column(), "missing required field '" + key + "'");
            }
            return "";
        });
    }

    Optional<String> optionalString(String key) {
        YamlValue v = map.entries().get(key);
        if (v == null) {
            return Optional.empty();
        }
        if (v instanceof YamlValue.Scalar s) {
            return Optional.of(s.text());
        }
        diags.error(path, v.line(), v.column(), "field '" + key + "' must be a single value");
        return Optional.empty();
    }

    int requireInt(String key) {
        String text = requireString(key);
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            if (!text.isEmpty()) {
                diags.error(path, lineOf(key), 1, "field '" + key + "' must be a whole number, not '" + text + "'");
            }
            return -1;
        }
    }

    List<String> stringList(String key) {
        YamlValue v = map.entries().get(key);
        if (v == null) {
            return List.of();
        }
        if (v instanceof YamlValue.Scalar s) {
            return List.of(s.text());
        }
        List<String> out = new ArrayList<>();
        if (v instanceof YamlValue.Sequence seq) {
            for (YamlValue item : seq.items()) {
                if (item instanceof YamlValue.Scalar s) {
                    out.add(s.text());
                } else {
                    diags.error(path, item.line(), item.column(), "items of '" + key + "' must be single values");
                }
            }
        } else {
            diags.error(path, v.line(), v.column(), "field '" + key + "' must be a list");
        }
        return List.copyOf(out);
    }

    /** Like {@link #stringList}, with each item's position, for diagnostics about the items. */
    List<Manifest.Entry> locatedList(String key) {
        List<Manifest.Entry> out = new ArrayList<>();
        YamlValue v = map.entries().get(key);
        if (v instanceof YamlValue.Scalar s) {
            out.add(new Manifest.Entry(s.text(), s.line(), s.column()));
        } else if (v instanceof YamlValue.Sequence seq) {
            for (YamlValue item : seq.items()) {
                if (item instanceof YamlValue.Scalar s) {
                    out.add(new Manifest.Entry(s.text(), s.line(), s.column()));
                }
            }
        }
        return List.copyOf(out);
    }

    /**
     * A text that may differ per language: one value for every language, or a mapping with one
     * text per language ({@code version: {en: ..., de: ...}}).
     */
    Map<String, String> sameOrPerLanguage(String key, List<String> languages) {
        YamlValue v = map.entries().get(key);
        if (v instanceof YamlValue.Scalar s) {
            Map<String, String> out = new LinkedHashMap<>();
            languages.forEach(lang -> out.put(lang, s.text()));
            return out;
        }
        return v == null ? Map.of() : perLanguage(key, languages);
    }

    /** A field holding one text per language, like {@code title: {zh: ..., en: ...}}. */
    Map<String, String> perLanguage(String key, List<String> languages) {
        Map<String, String> out = new LinkedHashMap<>();
        YamlValue v = map.entries().get(key);
        if (v == null) {
            if (!meant.contains(key)) {
                diags.error(path, map.line(), map.column(), "missing required field '" + key + "'");
            }
            return out;
        }
        if (!(v instanceof YamlValue.Mapping m)) {
            diags.error(path, v.line(), v.column(), "field '" + key + "' must give one text per language " + languages);
            return out;
        }
        for (String lang : m.entries().keySet()) {
            if (!languages.contains(lang)) {
                diags.error(path, m.lineOf(lang), m.columnOf(lang), "'" + lang + "' in field '" + key
                        + "' is not one of the site's languages" + dev.duet.site.diag.Suggestions.hint(lang, languages));
            }
        }
        for (String lang : languages) {
            YamlValue text = m.entries().get(lang);
            if (text instanceof YamlValue.Scalar s && !s.text().isBlank()) {
                out.put(lang, s.text());
            } else {
                diags.error(path, v.line(), v.column(), "field '" + key + "' has no '" + lang + "' text");
            }
        }
        return out;
    }

    Optional<YamlValue> raw(String key) {
        return map.get(key);
    }
}
