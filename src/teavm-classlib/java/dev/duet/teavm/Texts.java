package dev.duet.teavm;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * JDK methods done here instead of in TeaVM's library: {@code toString} of classes whose TeaVM
 * text differs from the JVM's (found by the build's drift check), and methods whose TeaVM versions
 * pull a large part of the library into the page ({@code Instant}'s text through the date-time
 * formatter and its time-zone data, {@code String.split} through regular expressions). The
 * build's TeaVM transformer makes those methods, or their calls, come here.
 */
public final class Texts {
    private Texts() {
    }

    /** {@code Optional[b]} and {@code Optional.empty}, as the JDK writes them (TeaVM: {@code Optional.of(b)}). */
    public static String optional(Optional<?> value) {
        return value.isPresent() ? "Optional[" + value.get() + "]" : "Optional.empty";
    }

    /** {@code Instant.toString()}: ISO-8601 in UTC, the fraction in groups of three digits, as the JDK writes it. */
    public static String instant(Instant instant) {
        long seconds = instant.getEpochSecond();
        int nanos = instant.getNano();
        long days = Math.floorDiv(seconds, 86_400L);
        int secondOfDay = (int) Math.floorMod(seconds, 86_400L);
        // Days since 1970-01-01 to a civil date (proleptic Gregorian).
        long z = days + 719_468;
        long era = Math.floorDiv(z, 146_097);
        long dayOfEra = z - era * 146_097;
        long yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
        long dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
        long mp = (5 * dayOfYear + 2) / 153;
        int day = (int) (dayOfYear - (153 * mp + 2) / 5 + 1);
        int month = (int) (mp < 10 ? mp + 3 : mp - 9);
        long year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
        StringBuilder out = new StringBuilder(24);
        if (year > 9999) {
            out.append('+').append(year);
        } else if (year < 0) {
            out.append('-');
            pad(out, -year, 4);
        } else {
            pad(out, year, 4);
        }
        out.append('-');
        pad(out, month, 2);
        out.append('-');
        pad(out, day, 2);
        out.append('T');
        pad(out, secondOfDay / 3600, 2);
        out.append(':');
        pad(out, secondOfDay / 60 % 60, 2);
        out.append(':');
        pad(out, secondOfDay % 60, 2);
        if (nanos > 0) {
            out.append('.');
            if (nanos % 1_000_000 == 0) {
                pad(out, nanos / 1_000_000, 3);
            } else if (nanos % 1000 == 0) {
                pad(out, nanos / 1000, 6);
            } else {
                pad(out, nanos, 9);
            }
        }
        return out.append('Z').toString();
    }

    /** {@code Instant.parse} for the ISO form {@link #instant} writes (years 0000-9999, optional fraction, Z). */
    public static Instant parseInstant(CharSequence text) {
        String s = text.toString();
        int n = s.length();
        if (n < 20 || s.charAt(4) != '-' || s.charAt(7) != '-' || s.charAt(10) != 'T' || s.charAt(13) != ':'
                || s.charAt(16) != ':' || s.charAt(n - 1) != 'Z') {
            throw new DateTimeParseException("Text '" + s + "' could not be parsed", s, 0);
        }
        long year = digits(s, 0, 4);
        int month = (int) digits(s, 5, 7);
        int day = (int) digits(s, 8, 10);
        int hour = (int) digits(s, 11, 13);
        int minute = (int) digits(s, 14, 16);
        int second = (int) digits(s, 17, 19);
        int nanos = 0;
        if (n > 20) {
            if (s.charAt(19) != '.' || n - 21 > 9) {
                throw new DateTimeParseException("Text '" + s + "' could not be parsed", s, 19);
            }
            nanos = n == 21 ? 0 : (int) (digits(s, 20, n - 1) * pow10(9 - (n - 21)));
        }
        // As the JDK's parser, 24:00:00 is the end of the day (the next midnight).
        boolean endOfDay = hour == 24 && minute == 0 && second == 0 && nanos == 0;
        if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour > 23 && !endOfDay || minute > 59
                || second > 59) {
            throw new DateTimeParseException("Text '" + s + "' could not be parsed: invalid date or time", s, 0);
        }
        // A civil date to days since 1970-01-01.
        long y = month <= 2 ? year - 1 : year;
        long era = Math.floorDiv(y, 400);
        long yoe = y - era * 400;
        long doy = (153L * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
        long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        long days = era * 146_097 + doe - 719_468;
        return Instant.ofEpochSecond(days * 86_400 + hour * 3600L + minute * 60L + second, nanos);
    }

    /**
     * {@code String.split} without regular expressions: the same result for a separator that has
     * no regex metacharacter (what the port uses); other separators are refused, loudly, because
     * the browser build leaves regular expressions out.
     */
    public static String[] split(String text, String separator, int limit) {
        for (int i = 0; i < separator.length(); i++) {
            if (".$|()[{^?*+\\".indexOf(separator.charAt(i)) >= 0) {
                throw new UnsupportedOperationException("String.split with the regular expression '" + separator
                        + "' is not in the browser build");
            }
        }
        if (separator.isEmpty()) {
            throw new UnsupportedOperationException("String.split with an empty separator is not in the browser build");
        }
        List<String> parts = new ArrayList<>();
        int start = 0;
        int at;
        while ((limit <= 0 || parts.size() < limit - 1) && (at = text.indexOf(separator, start)) >= 0) {
            parts.add(text.substring(start, at));
            start = at + separator.length();
        }
        if (start == 0 && parts.isEmpty()) {
            return new String[]{text};
        }
        parts.add(text.substring(start));
        if (limit == 0) {
            while (!parts.isEmpty() && parts.get(parts.size() - 1).isEmpty()) {
                parts.remove(parts.size() - 1);
            }
        }
        return parts.toArray(new String[0]);
    }

    public static String[] split(String text, String separator) {
        return split(text, separator, 0);
    }

    private static int daysIn(long year, int month) {
        return switch (month) {
            case 2 -> (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 29 : 28;
            case 4, 6, 9, 11 -> 30;
            default -> 31;
        };
    }

    private static long digits(String s, int from, int to) {
        long v = 0;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                throw new DateTimeParseException("Text '" + s + "' could not be parsed at index " + i, s, i);
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }

    private static long pow10(int n) {
        long p = 1;
        for (int i = 0; i < n; i++) {
            p *= 10;
        }
        return p;
    }

    private static void pad(StringBuilder out, long value, int width) {
        String digits = Long.toString(value);
        for (int i = digits.length(); i < width; i++) {
            out.append('0');
        }
        out.append(digits);
    }
}
