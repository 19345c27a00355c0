package dev.duet.site.demo;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What an exercise asks the reader to predict, read from a step's output or recorded state, and
 * how answers are compared. exercise.js does the same in the page (for a run with edited values),
 * so the two must agree: keep {@link #normalize} and the value format in step with it.
 *
 * <ul>
 *   <li>{@code output}: everything the step prints;</li>
 *   <li>{@code output:N}: its N-th line;</li>
 *   <li>{@code var.field.field...}: a value in the state recorded after the step ({@code q.dirty}),
 *       a list shown as {@code [a, b]}; a last {@code size} on a list is its length
 *       ({@code q.queue.size} is what {@code len()} returns).</li>
 * </ul>
 */
public final class ExerciseTarget {
    private static final Pattern OUTPUT_LINE = Pattern.compile("output:([1-9][0-9]*)");
    private static final Pattern STATE_PATH = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*(\\.[A-Za-z_$][A-Za-z0-9_$]*)+");
    private static final JsonFactory JSON = new JsonFactory();

    private ExerciseTarget() {
    }

    /** Why {@code predict} is not a target, or empty when it is one. */
    public static Optional<String> malformed(String predict) {
        if (predict.equals("output") || OUTPUT_LINE.matcher(predict).matches() || STATE_PATH.matcher(predict).matches()) {
            return Optional.empty();
        }
        return Optional.of("predict must be 'output', 'output:N' (the N-th line printed) or a state path such as"
                + " 'q.dirty' or 'q.queue.size', not '" + predict + "'");
    }

    /** A value the step shows, or why it shows none. */
    public record Shown(String value, String problem) {
        static Shown of(String value) {
            return new Shown(value, null);
        }

        static Shown none(String problem) {
            return new Shown(null, problem);
        }
    }

    /** The value {@code predict} names in a step that printed {@code output} and left {@code stateJson}. */
    public static Shown shown(String predict, int step, String output, String stateJson) {
        if (predict.equals("output")) {
            return Shown.of(output);
        }
        Matcher line = OUTPUT_LINE.matcher(predict);
        if (line.matches()) {
            String[] lines = output.isEmpty() ? new String[0] : output.split("\n", -1);
            int n = Integer.parseInt(line.group(1));
            return n <= lines.length ? Shown.of(lines[n - 1])
                    : Shown.none("step " + step + " prints " + lines.length + " line" + (lines.length == 1 ? "" : "s")
                    + ", so it has no line " + n + " to predict");
        }
        Object state;
        try {
            state = read(stateJson == null || stateJson.isBlank() ? "{}" : stateJson);
        } catch (IOException e) {
            return Shown.none("the state recorded after step " + step + " cannot be read: " + e.getMessage());
        }
        Object at = state;
        String walked = "";
        String[] parts = predict.split("\\.");
        for (int i = 0; i < parts.length; i++) {
            String part = parts[i];
            if (at instanceof List<?> list && part.equals("size") && i == parts.length - 1) {
                return Shown.of(Integer.toString(list.size()));
            }
            if (!(at instanceof Map<?, ?> map) || !map.containsKey(part)) {
                String prefix = walked;
                String has = at instanceof Map<?, ?> map2 && !map2.isEmpty()
                        ? " (it has " + String.join(", ", map2.keySet().stream().map(k -> prefix + k).toList()) + ")"
                        : i == 0 ? " (no state is recorded: name the variable in '//! state:')" : "";
                return Shown.none("the state recorded after step " + step + " has no '" + walked + part + "'" + has);
            }
            at = map.get(part);
            walked += part + ".";
        }
        if (at instanceof Map<?, ?>) {
            return Shown.none("'" + predict + "' is an object in the state recorded after step " + step
                    + "; predict one of its fields");
        }
        return Shown.of(format(at));
    }

    /**
     * An answer as it is compared: trimmed, without surrounding quotes or brackets, one space
     * after each comma, runs of white space as one space, lower case.
     */
    public static String normalize(String answer) {
        String s = answer.strip();
        if (s.length() >= 2 && s.startsWith("\"") && s.endsWith("\"")) {
            s = s.substring(1, s.length() - 1);
        }
        if (s.length() >= 2 && s.startsWith("[") && s.endsWith("]")) {
            s = s.substring(1, s.length() - 1);
        }
        return s.replaceAll("\\s*,\\s*", ", ").replaceAll("\\s+", " ").strip().toLowerCase(Locale.ROOT);
    }

    private static String format(Object v) {
        if (v == null) {
            return "null";
        }
        if (v instanceof List<?> list) {
            List<String> items = new ArrayList<>();
            list.forEach(x -> items.add(format(x)));
            return "[" + String.join(", ", items) + "]";
        }
        if (v instanceof Map<?, ?> map) {
            List<String> items = new ArrayList<>();
            map.forEach((k, x) -> items.add(k + ": " + format(x)));
            return "{" + String.join(", ", items) + "}";
        }
        return v.toString();
    }

    private static Object read(String json) throws IOException {
        try (JsonParser p = JSON.createParser(json)) {
            p.nextToken();
            return value(p);
        }
    }

    private static Object value(JsonParser p) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.START_OBJECT) {
            Map<String, Object> map = new LinkedHashMap<>();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String key = p.currentName();
                p.nextToken();
                map.put(key, value(p));
            }
            return map;
        }
        if (t == JsonToken.START_ARRAY) {
            List<Object> list = new ArrayList<>();
            while (p.nextToken() != JsonToken.END_ARRAY) {
                list.add(value(p));
            }
            return list;
        }
        if (t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT) {
            // As JavaScript prints the number: 3.0 is 3.
            return new BigDecimal(p.getText()).stripTrailingZeros().toPlainString();
        }
        if (t == JsonToken.VALUE_NULL) {
            return null;
        }
        return p.getText();
    }
}
