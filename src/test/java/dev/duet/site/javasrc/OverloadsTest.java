package dev.duet.site.javasrc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.code.CodeLine;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Calls among many overloads link to the one Java calls (where JavaParser alone chose wrongly). */
class OverloadsTest {

    private static final String ARRAYS = """
            package p;

            import java.util.Objects;

            public class Arrays {
                static boolean[] copy(boolean[] a) { return a; }
                static double[] copy(double[] a) { return a; }
                static float[] copy(float[] a) { return a; }
                static int[] copy(int[] a) { return a; }
                static long[] copy(long[] a) { return a; }
                static short[] copy(short[] a) { return a; }
                static <T> T[] copy(T[] a) { return a; }

                static void shuffle(boolean[] a, java.util.Random r) { }
                static void shuffle(int[] a, java.util.Random r) { }
                static void shuffle(Object[] a, java.util.Random r) { }

                static String name(Object o) { return "object"; }
                static String name(CharSequence s) { return "chars"; }
                static String name(String s) { return "string"; }

                long[] longs(long[] values) {
                    return copy(values); // longs
                }

                int[] ints(int[] values) {
                    return copy(values); // ints
                }

                String[] strings(String[] values) {
                    return copy(values); // strings
                }

                long[] checked(long... values) {
                    return copy(Objects.requireNonNull(values, "values")); // passed through
                }

                void shuffled(boolean[] values) {
                    shuffle(values, java.util.concurrent.ThreadLocalRandom.current()); // shuffled
                }

                String names(String s, StringBuilder b, Integer i) {
                    return name(s) + name(b) + name(i); // most specific
                }
            }
            """;

    private static List<String> targets(String marker, String token) throws IOException {
        Map<String, SourceFile> pages = AnalysedPages.of(Map.of("p/Arrays.java", ARRAYS), 1);
        CodeLine line = pages.get("p/Arrays.java").lines().stream().filter(l -> l.text().endsWith("// " + marker))
                .findFirst().orElseThrow();
        return line.spans().stream().filter(s -> s.text().equals(token)).map(s -> String.valueOf(s.target())).toList();
    }

    @Test
    void anArrayOfOnePrimitiveTypeIsNeverPassedAsAnotherOne() throws IOException {
        assertEquals(List.of("p.Arrays#copy(long[])"), targets("longs", "copy"));
        assertEquals(List.of("p.Arrays#copy(int[])"), targets("ints", "copy"));
        assertEquals(List.of("p.Arrays#copy(T[])"), targets("strings", "copy"));
        assertEquals(List.of("p.Arrays#shuffle(boolean[],Random)"), targets("shuffled", "shuffle"));
    }

    @Test
    void aGenericMethodThatReturnsItsArgumentKeepsTheArgumentsType() throws IOException {
        assertEquals(List.of("p.Arrays#copy(long[])"), targets("passed through", "copy"));
    }

    @Test
    void theMostSpecificOverloadIsChosen() throws IOException {
        assertEquals(List.of("p.Arrays#name(String)", "p.Arrays#name(CharSequence)", "p.Arrays#name(Object)"),
                targets("most specific", "name"));
    }
}
