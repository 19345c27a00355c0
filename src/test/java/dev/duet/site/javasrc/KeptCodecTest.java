package dev.duet.site.javasrc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class KeptCodecTest {
    private static KeptAnalysis.Entry entry() {
        Declaration type = new Declaration("p.A", "A", "class", "A", "public class A", "<p>An A.</p>", "p/A.java", 3,
                null, List.of(new Usage("p/B.java", 7, 9, "type", "A a;", null),
                new Usage("q/C.java", 2, 1, "call", "a.m() — ünïcode", "p.I#m()")), 12, List.of("p.I"), List.of());
        Declaration method = new Declaration("p.A#m()", "m()", "method", "m", "public int m()", "", "p/A.java", 5,
                "p.A", List.of(), 7);
        List<String> contexts = new ArrayList<>(Arrays.asList(null, "p.A"));
        KeptAnalysis.Parse parse = new KeptAnalysis.Parse("p", List.of("java.util.*", "static p.B.x"),
                List.of(type, method), contexts, List.of(new OutlineEntry("p.A", "A", "class", 3, 0),
                new OutlineEntry("p.A#m()", "m()", "method", 5, 1)),
                Map.of("p.A", new DocComment("p.A", true, 1, 2)), new TreeSet<>(Set.of("p.A")));
        KeptAnalysis.Resolution resolution = new KeptAnalysis.Resolution(new String[] {"p.A", "p.A#m()"},
                new int[] {4, 100_000}, new int[] {1, 300}, new String[] {"type", "call"}, new String[] {"A x;", "x.m();"},
                2, List.of("9:3 nope(..)"), Map.of("p.A", "<p>An A.</p>"),
                Hierarchy.ofParts(Map.of("p.A", new TreeSet<>(Set.of("p.I"))), Map.of("p.A#m()", new TreeSet<>(Set.of("p.I#m()")))));
        return new KeptAnalysis.Entry("p/A.java", "abc", "v1", parse, "key", resolution);
    }

    @Test
    void anEntryReadsBackAsItWasWritten() throws IOException {
        KeptAnalysis.Entry entry = entry();
        KeptAnalysis.Entry back = KeptCodec.decode(KeptCodec.encode(entry));
        assertEquals(entry.path(), back.path());
        assertEquals(entry.content(), back.content());
        assertEquals(entry.codeVersion(), back.codeVersion());
        assertEquals(entry.parse(), back.parse());
        assertEquals(entry.resolutionKey(), back.resolutionKey());
        assertEquals(entry.resolution().resolvedFile(), back.resolution().resolvedFile());
        assertEquals(entry.resolution().hierarchy().supersPart(), back.resolution().hierarchy().supersPart());
        assertEquals(entry.resolution().hierarchy().allSupersPart(), back.resolution().hierarchy().allSupersPart());
        assertArrayEquals(KeptCodec.encode(entry), KeptCodec.encode(back));
    }

    @Test
    void everyDamagedByteOrACutIsAMissNotAnotherAnalysis() {
        byte[] bytes = KeptCodec.encode(entry());
        for (int i = 0; i < bytes.length; i++) {
            byte[] damaged = bytes.clone();
            damaged[i] ^= 0x20;
            assertThrows(IOException.class, () -> KeptCodec.decode(damaged), "byte " + i);
            int cut = i;
            assertThrows(IOException.class, () -> KeptCodec.decode(Arrays.copyOf(bytes, cut)), "cut at " + i);
        }
    }
}
