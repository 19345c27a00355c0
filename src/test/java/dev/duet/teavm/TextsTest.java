package dev.duet.teavm;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The browser's own versions of Instant's text, Instant.parse, String.split and Optional's text, against the JDK's. */
class TextsTest {
    @Test
    void instantTextIsTheJdksOverFiveCenturies() {
        Random random = new Random(42);
        long[] fixed = {0, -1, 86_399, 86_400, 951_782_400L /* 2000-02-29 */, 1_733_875_200L, -62_135_596_800L,
                253_402_300_799L /* 9999-12-31T23:59:59 */, 253_402_300_800L, -62_167_219_201L};
        for (long s : fixed) {
            for (int nanos : new int[]{0, 1, 1000, 500_000_000, 123_456_789, 120_000_000, 999_999_999}) {
                Instant i = Instant.ofEpochSecond(s, nanos);
                assertEquals(i.toString(), Texts.instant(i), s + "s " + nanos + "ns");
            }
        }
        for (int k = 0; k < 20_000; k++) {
            Instant i = Instant.ofEpochSecond(random.nextLong() % 16_000_000_000L, random.nextInt(3) == 0 ? random.nextInt(1_000_000_000) : 0);
            assertEquals(i.toString(), Texts.instant(i));
            if (i.toString().length() >= 20 && Character.isDigit(i.toString().charAt(0)) && i.toString().charAt(4) == '-') {
                assertEquals(Instant.parse(i.toString()), Texts.parseInstant(i.toString()), i.toString());
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"2024-12-11T00:00:00Z", "2024-02-29T23:59:59.5Z", "1970-01-01T00:00:00.000000001Z",
            "0001-01-01T00:00:00Z", "9999-12-31T23:59:59.999999999Z", "2000-03-01T12:30:45.120Z",
            "2024-12-31T24:00:00Z", "2024-12-11T00:00:00.Z"})
    void parsesAsTheJdkParses(String text) {
        assertEquals(Instant.parse(text), Texts.parseInstant(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"2023-02-29T00:00:00Z", "2024-13-01T00:00:00Z", "2024-12-11 00:00:00Z", "2024-12-11T00:00:00",
            "2024-12-11T24:00:01Z", "2024-12-11T00:00:00.1234567891Z", "x024-12-11T00:00:00Z"})
    void refusesWhatTheJdkRefuses(String text) {
        assertThrows(DateTimeParseException.class, () -> Instant.parse(text));
        assertThrows(DateTimeParseException.class, () -> Texts.parseInstant(text));
    }

    @Test
    void splitIsStringSplitForLiteralSeparators() {
        String[] texts = {"default/web", "web", "/web", "default/", "", "a//b//", "//", "a/b/c/d", "a::b::", "::"};
        for (String t : texts) {
            for (String sep : new String[]{"/", "::", ","}) {
                for (int limit : new int[]{-1, 0, 1, 2, 3}) {
                    assertArrayEquals(t.split(sep, limit), Texts.split(t, sep, limit), "'" + t + "' by '" + sep + "' limit " + limit);
                }
                assertArrayEquals(t.split(sep), Texts.split(t, sep));
            }
        }
        assertThrows(UnsupportedOperationException.class, () -> Texts.split("a.b", "."));
        assertThrows(UnsupportedOperationException.class, () -> Texts.split("ab", ""));
    }

    @Test
    void optionalTextIsTheJdks() {
        assertEquals(Optional.of("b").toString(), Texts.optional(Optional.of("b")));
        assertEquals(Optional.empty().toString(), Texts.optional(Optional.empty()));
    }
}
