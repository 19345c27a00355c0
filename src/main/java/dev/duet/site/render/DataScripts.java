package dev.duet.site.render;

import dev.duet.site.javasrc.Declaration;
import dev.duet.site.javasrc.Usage;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * The symbol data the pages load as classic scripts (so they work from {@code file://}, where
 * fetch and XHR of local files are blocked), in shards a page asks for when it needs them: a
 * script tag it adds calls {@code Duet.shard(name, data)}. {@link SearchIndex} writes the search
 * data the same way.
 *
 * <p>Shards are cut by declaring file, and a file whose data is large is cut further into parts by
 * a hash of the symbol id. By file, because a source page is the home of its declarations: it
 * loads its own file's shards up front, so a click on a declaration lists its usages at once, and
 * a step page's hovers mostly touch the one file its split view shows. A hash bucket within the
 * file, because a 9,000-line class would otherwise be one shard of megabytes that any hover on
 * one of its methods from another page had to load whole. The page finds a symbol's shard from
 * its id alone, with the small manifest {@code assets/data/symbols.js}: the shown files, the file
 * of each type, and how many parts each file's shards have.
 *
 * <p>Two kinds of shard per file: {@code sym/<file>.<k>} holds the declarations (name, kind,
 * signature, Javadoc and its translations, place, supers, implementations; what a quick doc and
 * the go-to actions need), {@code use/<file>.<k>} their usages with their line text (what a
 * usages list needs). Usages are the bulk, and a hover does not need them. Every usage of a shown
 * declaration is kept. Paths inside are site-relative; the page script prefixes its own root.
 */
public final class DataScripts {
    /** The size a shard is cut to, at most (a single declaration bigger than this stays whole). */
    static final int SHARD_BYTES = 48 * 1024;
    /**
     * A source page loads its own file's shards with the page when they are this small together,
     * so its declarations' usages open at once; a bigger file's page loads them on demand too.
     */
    static final int OWN_SHARDS_BYTES = 96 * 1024;

    private DataScripts() {}

    /**
     * The data scripts of a build.
     *
     * @param scripts site-relative path → script: the manifest and every shard
     * @param parts   for each shown file, how many parts its {@code sym} and {@code use} shards
     *                have, and their size in bytes together
     */
    record Shards(Map<String, String> scripts, Map<String, int[]> parts) {
        /**
         * What the source page of {@code file} loads with it: its file's shards, when they are
         * within {@link #OWN_SHARDS_BYTES}.
         */
        List<String> of(String file) {
            List<String> names = new ArrayList<>();
            int[] n = parts.get(file);
            if (n != null && n[2] <= OWN_SHARDS_BYTES) {
                for (int i = 0; i < n[0]; i++) {
                    names.add("sym/" + file + "." + i);
                }
                for (int i = 0; i < n[1]; i++) {
                    names.add("use/" + file + "." + i);
                }
            }
            return names;
        }
    }

    /**
     * What a run may keep of an earlier run's shards, file by file: the source browser's runs keep
     * them, so that after an edit only the shards the edit touches are written again.
     */
    public interface ShardMemo {
        /** Keeps nothing: every shard is rendered. */
        ShardMemo NONE = new ShardMemo() {
            @Override
            public String key(List<String> files, String file, java.util.SortedSet<String> drawsOn) {
                return null;
            }

            @Override
            public int[] reuse(String file, String key) {
                return null;
            }

            @Override
            public void rendered(String file, String key, int[] parts, List<String> paths) {
            }
        };

        /**
         * The key of {@code file}'s shards: what they are made of is the analysis of {@code file}
         * and of the files in {@code drawsOn} (those its declarations' usages are in, and those of
         * their super and sub types and methods), laid out by the list of shown {@code files}.
         * Null when nothing is to be kept.
         */
        String key(List<String> files, String file, java.util.SortedSet<String> drawsOn);

        /**
         * Puts the shards kept for {@code file} under {@code key} into the output as they are, and
         * answers their parts and bytes as {@link Shards#parts} has them; null when there are none.
         */
        int[] reuse(String file, String key) throws java.io.IOException;

        /** The shards just rendered for {@code file} under {@code key}: their parts and their paths. */
        void rendered(String file, String key, int[] parts, List<String> paths);
    }

    static Shards scripts(SiteModel model, Predicate<String> shownFile) {
        try {
            return scripts(model, shownFile, ShardMemo.NONE);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e); // NONE does no input or output
        }
    }

    /**
     * The same, with the shards {@code memo} still holds put into the output by it and left out of
     * {@link Shards#scripts}.
     */
    static Shards scripts(SiteModel model, Predicate<String> shownFile, ShardMemo memo) throws java.io.IOException {
        List<String> files = new ArrayList<>();
        Map<String, Integer> fileIndex = new TreeMap<>();
        for (String file : new java.util.TreeSet<>(model.java().files().keySet())) {
            if (shownFile.test(file)) {
                fileIndex.put(file, files.size());
                files.add(file);
            }
        }
        Map<String, List<Declaration>> declarationsByFile = new TreeMap<>();
        Map<String, Integer> types = new TreeMap<>();
        for (Declaration d : model.java().declarations().values()) {
            if (!fileIndex.containsKey(d.file())) {
                continue;
            }
            if (d.id().indexOf('#') < 0) {
                types.put(d.id(), fileIndex.get(d.file()));
            }
            declarationsByFile.computeIfAbsent(d.file(), f -> new ArrayList<>()).add(d);
        }
        Map<String, String> out = new TreeMap<>();
        List<Integer> symbolParts = new ArrayList<>();
        List<Integer> usageParts = new ArrayList<>();
        Map<String, int[]> parts = new TreeMap<>();
        for (String file : files) {
            List<Declaration> declared = declarationsByFile.getOrDefault(file, List.of());
            String key = memo.key(files, file, drawsOn(declared, model));
            int[] kept = key == null ? null : memo.reuse(file, key);
            if (kept == null) {
                Map<String, Object> symbols = new TreeMap<>();
                Map<String, Object> usagesById = new TreeMap<>();
                for (Declaration d : declared) {
                    symbols.put(d.id(), symbol(d, model, shownFile));
                    List<Object> usages = usages(d, fileIndex);
                    if (!usages.isEmpty()) {
                        usagesById.put(d.id(), usages);
                    }
                }
                Map<String, String> written = new TreeMap<>();
                int[] sym = write("sym", file, symbols, written);
                int[] use = write("use", file, usagesById, written);
                kept = new int[] {sym[0], use[0], sym[1] + use[1]};
                if (key != null) {
                    memo.rendered(file, key, kept.clone(), List.copyOf(written.keySet()));
                }
                out.putAll(written);
            }
            symbolParts.add(kept[0]);
            usageParts.add(kept[1]);
            parts.put(file, kept);
        }
        Map<String, Object> manifest = new LinkedHashMap<>();
        manifest.put("f", files);
        manifest.put("t", types);
        manifest.put("s", symbolParts);
        manifest.put("u", usageParts);
        out.put(SitePaths.asset("data/symbols.js"), "window.DUET_SYMBOLS = " + Json.script(manifest) + ";\n");
        return new Shards(out, parts);
    }

    /** The files other than its own that the records of a file's {@code declared} declarations draw on. */
    private static java.util.SortedSet<String> drawsOn(List<Declaration> declared, SiteModel model) {
        java.util.SortedSet<String> files = new java.util.TreeSet<>();
        for (Declaration d : declared) {
            for (Usage u : d.usages()) {
                files.add(u.file());
            }
            for (List<String> related : List.of(d.supers(), d.implementations())) {
                for (String id : related) {
                    Declaration target = model.java().declarations().get(id);
                    if (target != null) {
                        files.add(target.file());
                    }
                }
            }
        }
        return files;
    }

    /** A declaration's usages in shown files, as its usage shard lists them. */
    private static List<Object> usages(Declaration d, Map<String, Integer> fileIndex) {
        List<Object> usages = new ArrayList<>();
        for (Usage u : d.usages()) {
            Integer at = fileIndex.get(u.file());
            if (at != null) {
                // the file as an index into the manifest's list (paths are long, usages many);
                // a fifth element names the method of the hierarchy the reference calls, when not this one
                usages.add(u.via() == null ? List.of(at, u.line(), u.kind(), u.lineText())
                        : List.of(at, u.line(), u.kind(), u.lineText(), u.via()));
            }
        }
        return usages;
    }

    /** The site-relative path of a shard's script. */
    static String shardPath(String name) {
        return SitePaths.asset("data/" + name + ".js");
    }

    /**
     * Writes one file's records in as many parts as keep each under {@link #SHARD_BYTES}, each
     * record in part {@code bucket(id, parts)}; returns the number of parts and their bytes.
     */
    private static int[] write(String kind, String file, Map<String, Object> records, Map<String, String> out) {
        // each record is written once, then put in its part: measuring the parts by writing
        // every record twice was most of the time of this stage on a large tree
        List<String> ids = new ArrayList<>(records.size());
        List<String> entries = new ArrayList<>(records.size());
        int bytes = 0;
        for (Map.Entry<String, Object> e : records.entrySet()) {
            String key = Json.script(e.getKey());
            String value = Json.script(e.getValue());
            ids.add(e.getKey());
            entries.add(key + ":" + value);
            bytes += key.length() + value.getBytes(StandardCharsets.UTF_8).length + 2;
        }
        int parts = Math.max(1, (bytes + SHARD_BYTES - 1) / SHARD_BYTES);
        List<StringBuilder> split = new ArrayList<>();
        for (int i = 0; i < parts; i++) {
            split.add(new StringBuilder());
        }
        // in the records' (sorted) order within each part, as a sorted map of each part would be
        for (int i = 0; i < ids.size(); i++) {
            StringBuilder part = split.get(bucket(ids.get(i), parts));
            part.append(part.length() == 0 ? "" : ",").append(entries.get(i));
        }
        int written = 0;
        for (int i = 0; i < parts; i++) {
            String name = kind + "/" + file + "." + i;
            String script = "Duet.shard(" + Json.script(name) + ", {" + split.get(i) + "});\n";
            out.put(shardPath(name), script);
            written += script.getBytes(StandardCharsets.UTF_8).length;
        }
        return new int[] {parts, written};
    }

    /**
     * The part of a file's shard that holds {@code id}: 32-bit FNV-1a over the id's UTF-16 code
     * units, unsigned, modulo {@code parts}. duet.js computes the same with {@code Math.imul}.
     */
    public static int bucket(String id, int parts) {
        int h = 0x811c9dc5;
        for (int i = 0; i < id.length(); i++) {
            h ^= id.charAt(i);
            h *= 0x01000193;
        }
        return Integer.remainderUnsigned(h, parts);
    }

    private static Map<String, Object> symbol(Declaration d, SiteModel model, Predicate<String> shownFile) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("n", d.name());
        s.put("k", d.kind());
        s.put("s", d.signature());
        s.put("d", d.javadocHtml());
        Map<String, Object> translated = new TreeMap<>();
        model.javadocTranslations().forEach((lang, docs) -> {
            if (docs.containsKey(d.id())) {
                translated.put(lang, docs.get(d.id()));
            }
        });
        if (!translated.isEmpty()) {
            // the quick doc of a page in one of these languages shows this, the original a click away
            s.put("t", translated);
        }
        s.put("f", d.file());
        s.put("l", d.line());
        s.put("a", SitePaths.fragment(d));
        // super methods / supertypes (Ctrl+U) and implementations (Ctrl+Alt+B), only when there are any
        List<String> supers = shown(d.supers(), model, shownFile);
        if (!supers.isEmpty()) {
            s.put("p", supers);
        }
        List<String> implementations = shown(d.implementations(), model, shownFile);
        if (!implementations.isEmpty()) {
            s.put("i", implementations);
        }
        return s;
    }

    /** The ids among {@code ids} whose declarations the source browser shows. */
    private static List<String> shown(List<String> ids, SiteModel model, Predicate<String> shownFile) {
        return ids.stream().filter(id -> {
            Declaration target = model.java().declarations().get(id);
            return target != null && shownFile.test(target.file());
        }).toList();
    }
}
