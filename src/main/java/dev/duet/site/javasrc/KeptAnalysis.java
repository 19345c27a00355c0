package dev.duet.site.javasrc;

import dev.duet.site.cache.DiskStore;
import dev.duet.site.cache.Hashes;
import java.io.IOException;
import java.security.MessageDigest;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;

/**
 * What {@link TreeAnalyzer} keeps of each file between runs, on disk, and when it may reuse it.
 *
 * <p>A file's parse (its declarations, outline and doc comments) depends on its path and text
 * alone. Its resolution (references, Javadoc HTML, the hierarchy of its declarations) also depends
 * on every other file's declarations, on the class path and on the analysis's settings: it is
 * reused only while the file's text and the {@linkplain #fingerprint API fingerprint} of the whole
 * tree are what they were, under the same {@code inputs}. When the fingerprint changes, every file
 * is resolved again; parses are still reused by text.
 *
 * <p>Each file's entry ({@link KeptCodec}'s bytes) is in one of {@value #PACKS} stored packs, by a
 * hash of its path. A pack is read when first asked for, and written again once a run has
 * analysed the tree ({@link #save}) if any of its entries changed, with the entries of the files
 * the tree has now: the store does not grow with edits, and forgets deleted files. Packs rather
 * than a file per source file, because creating files is what a first run spends its system time
 * on; several packs rather than one, so that an edit to one file writes a few hundred kilobytes,
 * not the whole tree's entries. Anything that does not read back (another Duet, a corrupt entry)
 * is a miss.
 */
public final class KeptAnalysis {
    /** Keeps nothing: every run analyses every file. */
    public static final KeptAnalysis NONE = new KeptAnalysis(null, "", "");

    /** How many packs the entries are spread over. */
    static final int PACKS = 32;

    private final DiskStore store;
    private final String codeVersion;
    private final String inputs;
    /** The entries the last run kept, by pack and path, each pack read when first asked for. */
    private final List<Map<String, byte[]>> last = new java.util.ArrayList<>(java.util.Collections.nCopies(PACKS, null));
    /** The entries this run made, by path. */
    private final Map<String, byte[]> next = new java.util.concurrent.ConcurrentHashMap<>();

    /** The stored pack: each file's entry by path. */
    record Pack(SortedMap<String, byte[]> entries) implements java.io.Serializable {
    }

    /**
     * @param store       where entries are kept
     * @param codeVersion the Duet that parses (a parse is reused only by the same one)
     * @param inputs      a hash of everything besides the sources that resolution depends on: the
     *                    class path's contents, the library documentation, Duet's version
     */
    public KeptAnalysis(DiskStore store, String codeVersion, String inputs) {
        this.store = store;
        this.codeVersion = codeVersion;
        this.inputs = inputs;
    }

    boolean enabled() {
        return store != null;
    }

    /** What parsing a file found, in a form that can be kept (no syntax trees, no Javadoc objects). */
    record Parse(String packageName, List<String> imports, List<Declaration> declarations, List<String> contextTypeIds,
                 List<OutlineEntry> outline, Map<String, DocComment> docComments, Set<String> typeNames) {
    }

    /**
     * What resolving a file left, with the hierarchy of its own declarations (not yet merged). The
     * references are kept as columns, as {@link KeptCodec} writes them.
     */
    record Resolution(String[] targets, int[] lines, int[] columns, String[] kinds, String[] lineTexts, int resolved,
                      List<String> unresolved, Map<String, String> javadocHtml, Hierarchy hierarchy) {

        static Resolution of(TreeAnalyzer.Resolved r, Hierarchy hierarchy) {
            int n = r.uses().size();
            String[] targets = new String[n];
            int[] lines = new int[n];
            int[] columns = new int[n];
            String[] kinds = new String[n];
            String[] lineTexts = new String[n];
            for (int i = 0; i < n; i++) {
                TreeAnalyzer.Use use = r.uses().get(i);
                targets[i] = use.target();
                lines[i] = use.line();
                columns[i] = use.column();
                kinds[i] = use.kind();
                lineTexts[i] = use.lineText();
            }
            return new Resolution(targets, lines, columns, kinds, lineTexts, r.resolved(), new java.util.ArrayList<>(r.unresolved()),
                    new java.util.HashMap<>(r.javadocHtml()), hierarchy);
        }

        TreeAnalyzer.Resolved resolvedFile() {
            List<TreeAnalyzer.Use> uses = new java.util.ArrayList<>(targets.length);
            for (int i = 0; i < targets.length; i++) {
                uses.add(new TreeAnalyzer.Use(targets[i], lines[i], columns[i], kinds[i], lineTexts[i]));
            }
            return new TreeAnalyzer.Resolved(uses, resolved, unresolved, javadocHtml);
        }
    }

    /**
     * One file's kept analysis.
     *
     * @param content       the hash of its text
     * @param codeVersion   the Duet that parsed it
     * @param resolutionKey the {@link #resolutionKey} its resolution was made under
     */
    record Entry(String path, String content, String codeVersion, Parse parse, String resolutionKey,
                 Resolution resolution) {
    }

    /** The kept entry of {@code path} if its text is still the one hashed as {@code content}. Safe to call from several threads. */
    Optional<Entry> get(String path, String content) {
        if (store == null) {
            return Optional.empty();
        }
        byte[] bytes = last(path).get(path);
        if (bytes == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(KeptCodec.decode(bytes)).filter(e -> e.path().equals(path)
                    && e.content().equals(content) && codeVersion.equals(e.codeVersion()));
        } catch (IOException e) {
            return Optional.empty(); // not what this Duet keeps: analysed again, and overwritten
        }
    }

    /** Keeps a file's parse and resolution, as this Duet made them (stored by {@link #save}). Safe to call from several threads. */
    void put(String path, String content, Parse parse, String resolutionKey, Resolution resolution) {
        if (store != null) {
            next.put(path, KeptCodec.encode(new Entry(path, content, codeVersion, parse, resolutionKey, resolution)));
        }
    }

    /**
     * Stores the entries of {@code paths}: the one this run made of each, or else the one it read;
     * a pack whose entries are the ones it holds already is left as it is.
     */
    void save(java.util.Collection<String> paths) {
        if (store == null) {
            return;
        }
        List<SortedMap<String, byte[]>> packs = new java.util.ArrayList<>();
        for (int i = 0; i < PACKS; i++) {
            packs.add(new java.util.TreeMap<>());
        }
        for (String path : paths) {
            byte[] bytes = next.containsKey(path) ? next.get(path) : last(path).get(path);
            if (bytes != null) {
                packs.get(pack(path)).put(path, bytes);
            }
        }
        for (int i = 0; i < PACKS; i++) {
            SortedMap<String, byte[]> pack = packs.get(i);
            boolean same = pack.keySet().equals(last(i).keySet()) && pack.keySet().stream().noneMatch(next::containsKey);
            if (!same) {
                store.put(packKey(i), new Pack(pack));
            }
        }
    }

    private Map<String, byte[]> last(String path) {
        return last(pack(path));
    }

    private synchronized Map<String, byte[]> last(int pack) {
        Map<String, byte[]> entries = last.get(pack);
        if (entries == null) {
            Map<String, byte[]> none = Map.of();
            entries = store.get(packKey(pack), Pack.class).<Map<String, byte[]>>map(Pack::entries)
                    .filter(java.util.Objects::nonNull).orElse(none);
            last.set(pack, entries);
        }
        return entries;
    }

    /** The pack of a path: its {@link String#hashCode} (which Java specifies), modulo {@link #PACKS}. */
    private static int pack(String path) {
        return Math.floorMod(path.hashCode(), PACKS);
    }

    private static String packKey(int pack) {
        return "browse-analysis " + pack + " of " + PACKS;
    }

    /** The key a file's resolution is valid under: the tree's fingerprint and the other inputs. */
    String resolutionKey(String fingerprint) {
        return Hashes.of("resolution\n" + fingerprint + "\n" + inputs);
    }

    /**
     * What one file's resolution can depend on of the other files: every file's path, package,
     * imports and types, and each declaration's kind, id, signature, anchor and enclosing type
     * (what {@link JavaAnalyzer} keys its kept resolutions by, with what the pages link by). Not
     * lines, bodies or comments: those only change the file's own analysis.
     */
    static String fingerprint(SortedMap<String, Parse> parses) {
        MessageDigest digest = Hashes.sha256();
        parses.forEach((path, parse) -> {
            Hashes.line(digest, "file " + path);
            Hashes.line(digest, "package " + parse.packageName());
            parse.imports().forEach(i -> Hashes.line(digest, "import " + i));
            parse.typeNames().stream().sorted().forEach(t -> Hashes.line(digest, "type " + t));
            for (Declaration d : parse.declarations()) {
                Hashes.line(digest, d.kind() + " " + d.id() + " " + d.signature() + " " + d.anchor() + " " + d.parentId());
            }
        });
        return Hashes.hex(digest.digest());
    }
}
