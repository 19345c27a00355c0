package dev.duet.site.browserrun;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads the one-line JSON objects node-run.js prints: string and number values only, which is
 * all it writes.
 */
final class MiniJson {
    private MiniJson() {
    }

    /** The object on {@code line}, or null when the line is not one. */
    static Map<String, Object> object(String line) {
        String s = line.strip();
        if (!s.startsWith("{") || !s.endsWith("}")) {
            return null;
        }
        Map<String, Object> out = new LinkedHashMap<>();
        int[] at = {1};
        while (at[0] < s.length() - 1) {
            skip(s, at, ',');
            if (s.charAt(at[0]) == '}') {
                break;
            }
            String key = string(s, at);
            skip(s, at, ':');
            char c = s.charAt(at[0]);
            if (c == '"') {
                out.put(key, string(s, at));
            } else {
                int start = at[0];
                while (at[0] < s.length() && "-0123456789.eE+".indexOf(s.charAt(at[0])) >= 0) {
                    at[0]++;
                }
                out.put(key, Double.parseDouble(s.substring(start, at[0])));
            }
        }
        return out;
    }

    private static void skip(String s, int[] at, char separator) {
        while (at[0] < s.length() && (Character.isWhitespace(s.charAt(at[0])) || s.charAt(at[0]) == separator)) {
            at[0]++;
        }
    }

    private static String string(String s, int[] at) {
        StringBuilder out = new StringBuilder();
        at[0]++; // opening quote
        while (s.charAt(at[0]) != '"') {
            char c = s.charAt(at[0]++);
            if (c == '\\') {
                char e = s.charAt(at[0]++);
                switch (e) {
                    case 'n' -> out.append('\n');
                    case 't' -> out.append('\t');
                    case 'r' -> out.append('\r');
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'u' -> {
                        out.append((char) Integer.parseInt(s.substring(at[0], at[0] + 4), 16));
                        at[0] += 4;
                    }
                    default -> out.append(e);
                }
            } else {
                out.append(c);
            }
        }
        at[0]++; // closing quote
        return out.toString();
    }
}
