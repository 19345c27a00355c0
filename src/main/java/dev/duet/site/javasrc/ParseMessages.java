package dev.duet.site.javasrc;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Turns JavaParser's parse errors into short compiler-style messages. */
final class ParseMessages {

    private static final Pattern FOUND_EXPECTED =
            Pattern.compile("^Parse error\\. Found (.+?),? expected (?:one of )?(.+)$");
    private static final Pattern ALTERNATIVE = Pattern.compile("\"[^\"]*\"|<[A-Z_]+>");
    /** Beyond this many alternatives the list says nothing a reader can act on. */
    private static final int MAX_ALTERNATIVES = 4;

    private ParseMessages() {
    }

    /** {@code syntax error: unexpected "{"}, with the expected tokens when there are only a few. */
    static String shorten(String message) {
        Matcher m = FOUND_EXPECTED.matcher(message.strip());
        if (!m.matches()) {
            return message.isBlank() ? "syntax error" : "syntax error: " + message.strip();
        }
        List<String> alternatives = new ArrayList<>();
        Matcher alternative = ALTERNATIVE.matcher(m.group(2));
        while (alternative.find()) {
            alternatives.add(alternative.group().equals("<IDENTIFIER>") ? "a name" : alternative.group());
        }
        String found = m.group(1).strip();
        if (alternatives.isEmpty() || alternatives.size() > MAX_ALTERNATIVES) {
            return "syntax error: unexpected " + found;
        }
        return "syntax error: unexpected " + found + ", expected " + String.join(" or ", alternatives);
    }
}
