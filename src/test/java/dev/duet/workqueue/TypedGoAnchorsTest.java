package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The {@code // go:N} anchors in Typed.java cover the pinned queue.go excerpts and nothing else. */
class TypedGoAnchorsTest {

    private static final Path EXCERPTS = Path.of("content/excerpts");
    private static final Path TYPED = Path.of("src/main/java/dev/duet/workqueue/Typed.java");
    private static final Pattern ANCHOR = Pattern.compile("//\\s*go:([0-9,\\-]+)\\s*$");

    @Test
    void everyCodeLineOfTheQueueExcerptsIsAnchoredAndNoAnchorFallsOutside() throws IOException {
        TreeSet<Integer> anchored = anchoredGoLines();
        TreeSet<Integer> inExcerpts = new TreeSet<>();
        List<Integer> unanchored = new ArrayList<>();
        for (String id : List.of("queue-add-dirty", "queue-add-processing", "queue-get", "queue-done")) {
            String yaml = Files.readString(EXCERPTS.resolve(id + ".yaml"));
            int first = Integer.parseInt(field(yaml, "first"));
            assertEquals("dev/duet/workqueue/Typed.java", field(yaml, "java"));
            List<String> lines = Files.readAllLines(EXCERPTS.resolve(id + ".go"));
            for (int i = 0; i < lines.size(); i++) {
                int goLine = first + i;
                inExcerpts.add(goLine);
                String code = lines.get(i).strip();
                if (!code.isEmpty() && !code.startsWith("//") && !anchored.contains(goLine)) {
                    unanchored.add(goLine);
                }
            }
        }
        assertEquals(List.of(), unanchored, "Go lines without a Java anchor");
        TreeSet<Integer> outside = new TreeSet<>(anchored);
        outside.removeAll(inExcerpts);
        assertTrue(outside.isEmpty(), "anchors outside the excerpts: " + outside);
    }

    private static TreeSet<Integer> anchoredGoLines() throws IOException {
        TreeSet<Integer> lines = new TreeSet<>();
        for (String javaLine : Files.readAllLines(TYPED)) {
            Matcher m = ANCHOR.matcher(javaLine);
            if (!m.find()) {
                continue;
            }
            for (String part : m.group(1).split(",")) {
                String[] range = part.split("-");
                int from = Integer.parseInt(range[0]);
                int to = range.length > 1 ? Integer.parseInt(range[1]) : from;
                for (int n = from; n <= to; n++) {
                    lines.add(n);
                }
            }
        }
        return lines;
    }

    private static String field(String yaml, String key) {
        Matcher m = Pattern.compile("(?m)^" + key + ":\\s*(\\S+)").matcher(yaml);
        assertTrue(m.find(), key + " missing");
        return m.group(1);
    }
}
