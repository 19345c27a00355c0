package dev.duet.site.javasrc;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A kept file's analysis as bytes, in a format of its own: a table of the distinct strings, then
 * the fields as indexes into it and numbers. Java's serialisation of the same records took most
 * of a warm run's reading (it builds every record reflectively, and writes a large file's ten
 * thousand references' targets and kinds once each); this reads back several times faster.
 * A checksum (CRC32C) ends it, so a damaged entry does not decode into another analysis. Anything
 * that does not decode is an {@link IOException}, which the caller takes for a miss.
 */
final class KeptCodec {
    private static final int FORMAT = 1;

    private KeptCodec() {
    }

    static byte[] encode(KeptAnalysis.Entry entry) {
        Writer w = new Writer();
        w.string(entry.path());
        w.string(entry.content());
        w.string(entry.codeVersion());
        parse(w, entry.parse());
        w.string(entry.resolutionKey());
        w.flag(entry.resolution() != null);
        if (entry.resolution() != null) {
            resolution(w, entry.resolution());
        }
        return w.bytes();
    }

    static KeptAnalysis.Entry decode(byte[] bytes) throws IOException {
        try {
            Reader r = new Reader(bytes);
            String path = r.string();
            String content = r.string();
            String codeVersion = r.string();
            KeptAnalysis.Parse parse = parse(r);
            String resolutionKey = r.string();
            KeptAnalysis.Resolution resolution = r.flag() ? resolution(r) : null;
            if (r.in.available() != 0) {
                throw new IOException("trailing bytes");
            }
            return new KeptAnalysis.Entry(path, content, codeVersion, parse, resolutionKey, resolution);
        } catch (RuntimeException e) { // an index out of range, a negative size: not what encode wrote
            throw new IOException("not a kept analysis", e);
        }
    }

    private static void parse(Writer w, KeptAnalysis.Parse p) {
        w.string(p.packageName());
        w.strings(p.imports());
        w.count(p.declarations().size());
        for (Declaration d : p.declarations()) {
            declaration(w, d);
        }
        w.strings(p.contextTypeIds());
        w.count(p.outline().size());
        for (OutlineEntry o : p.outline()) {
            w.string(o.id());
            w.string(o.name());
            w.string(o.kind());
            w.number(o.line());
            w.number(o.depth());
        }
        w.count(p.docComments().size());
        p.docComments().forEach((id, c) -> {
            w.string(id);
            w.string(c.id());
            w.flag(c.api());
            w.number(c.firstLine());
            w.number(c.lastLine());
        });
        w.strings(new ArrayList<>(p.typeNames()));
    }

    private static KeptAnalysis.Parse parse(Reader r) throws IOException {
        String packageName = r.string();
        List<String> imports = r.strings();
        int n = r.count();
        List<Declaration> declarations = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            declarations.add(declaration(r));
        }
        List<String> contexts = r.strings();
        n = r.count();
        List<OutlineEntry> outline = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            outline.add(new OutlineEntry(r.string(), r.string(), r.string(), r.number(), r.number()));
        }
        n = r.count();
        Map<String, DocComment> docs = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            docs.put(r.string(), new DocComment(r.string(), r.flag(), r.number(), r.number()));
        }
        Set<String> typeNames = new TreeSet<>(r.strings());
        if (contexts.size() != declarations.size()) {
            throw new IOException("a context for each declaration");
        }
        return new KeptAnalysis.Parse(packageName, imports, declarations, contexts, outline, docs, typeNames);
    }

    private static void declaration(Writer w, Declaration d) {
        w.string(d.id());
        w.string(d.anchor());
        w.string(d.kind());
        w.string(d.name());
        w.string(d.signature());
        w.string(d.javadocHtml());
        w.string(d.file());
        w.number(d.line());
        w.string(d.parentId());
        w.count(d.usages().size());
        for (Usage u : d.usages()) {
            w.string(u.file());
            w.number(u.line());
            w.number(u.column());
            w.string(u.kind());
            w.string(u.lineText());
            w.string(u.via());
        }
        w.number(d.endLine());
        w.strings(d.supers());
        w.strings(d.implementations());
    }

    private static Declaration declaration(Reader r) throws IOException {
        String id = r.string();
        String anchor = r.string();
        String kind = r.string();
        String name = r.string();
        String signature = r.string();
        String javadoc = r.string();
        String file = r.string();
        int line = r.number();
        String parentId = r.string();
        int n = r.count();
        List<Usage> usages = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            usages.add(new Usage(r.string(), r.number(), r.number(), r.string(), r.string(), r.string()));
        }
        int endLine = r.number();
        return new Declaration(id, anchor, kind, name, signature, javadoc, file, line, parentId, usages, endLine,
                r.strings(), r.strings());
    }

    private static void resolution(Writer w, KeptAnalysis.Resolution res) {
        int n = res.targets().length;
        w.count(n);
        for (int i = 0; i < n; i++) {
            w.string(res.targets()[i]);
            w.number(res.lines()[i]);
            w.number(res.columns()[i]);
            w.string(res.kinds()[i]);
            w.string(res.lineTexts()[i]);
        }
        w.number(res.resolved());
        w.strings(res.unresolved());
        w.count(res.javadocHtml().size());
        new TreeMap<>(res.javadocHtml()).forEach((id, html) -> {
            w.string(id);
            w.string(html);
        });
        sets(w, res.hierarchy().supersPart());
        sets(w, res.hierarchy().allSupersPart());
    }

    private static KeptAnalysis.Resolution resolution(Reader r) throws IOException {
        int n = r.count();
        String[] targets = new String[n];
        int[] lines = new int[n];
        int[] columns = new int[n];
        String[] kinds = new String[n];
        String[] texts = new String[n];
        for (int i = 0; i < n; i++) {
            targets[i] = r.string();
            lines[i] = r.number();
            columns[i] = r.number();
            kinds[i] = r.string();
            texts[i] = r.string();
        }
        int resolved = r.number();
        List<String> unresolved = r.strings();
        n = r.count();
        Map<String, String> docs = new HashMap<>();
        for (int i = 0; i < n; i++) {
            docs.put(r.string(), r.string());
        }
        Hierarchy hierarchy = Hierarchy.ofParts(sets(r), sets(r));
        return new KeptAnalysis.Resolution(targets, lines, columns, kinds, texts, resolved, unresolved, docs, hierarchy);
    }

    private static void sets(Writer w, Map<String, Set<String>> sets) {
        w.count(sets.size());
        new TreeMap<>(sets).forEach((id, set) -> {
            w.string(id);
            w.strings(new ArrayList<>(set));
        });
    }

    private static Map<String, Set<String>> sets(Reader r) throws IOException {
        int n = r.count();
        Map<String, Set<String>> out = new HashMap<>();
        for (int i = 0; i < n; i++) {
            out.put(r.string(), new TreeSet<>(r.strings()));
        }
        return out;
    }

    /** Writes the fields into one buffer and the distinct strings into a table before them. */
    private static final class Writer {
        private final ByteArrayOutputStream body = new ByteArrayOutputStream(1 << 14);
        private final DataOutputStream out = new DataOutputStream(body);
        private final Map<String, Integer> table = new HashMap<>();
        private final List<String> strings = new ArrayList<>();

        /** A string (or null) as its index in the table plus one; 0 for null. */
        void string(String s) {
            if (s == null) {
                number(0);
                return;
            }
            Integer index = table.get(s);
            if (index == null) {
                index = strings.size();
                table.put(s, index);
                strings.add(s);
            }
            number(index + 1);
        }

        void strings(List<String> list) {
            count(list.size());
            list.forEach(this::string);
        }

        void count(int n) {
            number(n);
        }

        void flag(boolean b) {
            number(b ? 1 : 0);
        }

        /** A non-negative int in 7-bit groups (most are small); a negative one takes five bytes. */
        void number(int v) {
            try {
                while ((v & ~0x7f) != 0) {
                    out.write((v & 0x7f) | 0x80);
                    v >>>= 7;
                }
                out.write(v);
            } catch (IOException e) {
                throw new UncheckedIOException(e); // a byte array does not fail
            }
        }

        byte[] bytes() {
            try {
                ByteArrayOutputStream all = new ByteArrayOutputStream(body.size() + strings.size() * 32);
                DataOutputStream head = new DataOutputStream(all);
                head.writeInt(FORMAT);
                head.writeInt(strings.size());
                for (String s : strings) {
                    byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
                    head.writeInt(utf8.length);
                    head.write(utf8);
                }
                out.flush();
                body.writeTo(all);
                java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
                crc.update(all.toByteArray());
                head.writeInt((int) crc.getValue());
                return all.toByteArray();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private static final class Reader {
        private final DataInputStream in;
        private final String[] strings;

        Reader(byte[] bytes) throws IOException {
            // the last four bytes are the checksum of the others: a damaged entry is a miss, not another analysis
            if (bytes.length < 12) {
                throw new IOException("too short");
            }
            java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
            crc.update(bytes, 0, bytes.length - 4);
            int sum = java.nio.ByteBuffer.wrap(bytes, bytes.length - 4, 4).getInt();
            if ((int) crc.getValue() != sum) {
                throw new IOException("a damaged entry");
            }
            in = new DataInputStream(new ByteArrayInputStream(bytes, 0, bytes.length - 4));
            if (in.readInt() != FORMAT) {
                throw new IOException("another format");
            }
            int n = in.readInt();
            if (n < 0 || n > bytes.length) {
                throw new IOException("a bad string table");
            }
            strings = new String[n];
            for (int i = 0; i < n; i++) {
                int length = in.readInt();
                if (length < 0 || length > in.available()) {
                    throw new IOException("a bad string");
                }
                strings[i] = new String(in.readNBytes(length), StandardCharsets.UTF_8);
            }
        }

        String string() throws IOException {
            int i = number();
            return i == 0 ? null : strings[i - 1];
        }

        List<String> strings() throws IOException {
            int n = count();
            List<String> list = new ArrayList<>(Math.min(n, 1 << 16));
            for (int i = 0; i < n; i++) {
                list.add(string());
            }
            return list;
        }

        int count() throws IOException {
            int n = number();
            if (n < 0 || n > in.available()) {
                throw new IOException("a bad count");
            }
            return n;
        }

        boolean flag() throws IOException {
            return number() != 0;
        }

        int number() throws IOException {
            int v = 0;
            for (int shift = 0; shift < 35; shift += 7) {
                int b = in.readByte() & 0xff;
                v |= (b & 0x7f) << shift;
                if ((b & 0x80) == 0) {
                    return v;
                }
            }
            throw new IOException("a bad number");
        }
    }
}
