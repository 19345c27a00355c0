package dev.duet.site.serve;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Output events of a run's JVM, under threads that print at once. */
class OutputStreamerTest {
    private static final Pattern EVENT = Pattern.compile("\\{\"type\":\"output\",\"text\":\"((?:[^\"\\\\]|\\\\.)*+)\"}");

    /** The texts of the output events in {@code protocol}, in order; every line must be one. */
    private static List<String> texts(String protocol) {
        List<String> texts = new ArrayList<>();
        for (String line : protocol.split("\n")) {
            if (line.isEmpty()) {
                continue;
            }
            Matcher m = EVENT.matcher(line);
            assertTrue(m.matches(), "not an output event: " + line);
            texts.add(unquote(m.group(1)));
        }
        return texts;
    }

    private static String unquote(String s) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char e = s.charAt(++i);
            switch (e) {
                case 'n' -> out.append('\n');
                case 't' -> out.append('\t');
                case 'r' -> out.append('\r');
                case 'u' -> {
                    out.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                default -> out.append(e);
            }
        }
        return out.toString();
    }

    @Test
    void everyPrintedByteArrivesOnceInOrderPerThreadInEventsOfAtMostEightKilobytes() throws Exception {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        PrintStream protocol = new PrintStream(sink, true, StandardCharsets.UTF_8);
        int threads = 4;
        int lines = 3000;
        CountDownLatch go = new CountDownLatch(1);
        List<Thread> printers = new ArrayList<>();
        OutputStreamer streamer = new OutputStreamer();
        streamer.start(protocol::println);
        {
            for (int t = 0; t < threads; t++) {
                int id = t;
                Thread printer = new Thread(() -> {
                    try {
                        go.await();
                    } catch (InterruptedException e) {
                        return;
                    }
                    for (int n = 0; n < lines; n++) {
                        byte[] line = ("线程 " + id + " 行 " + n + " <ok>\n").getBytes(StandardCharsets.UTF_8);
                        streamer.printed(line, 0, line.length);
                    }
                });
                printer.start();
                printers.add(printer);
            }
            go.countDown();
            for (Thread p : printers) {
                p.join();
            }
            streamer.finish(protocol::println);
        }
        List<String> texts = texts(sink.toString(StandardCharsets.UTF_8));
        assertTrue(texts.size() > 1, "a flood is sent in several events, not one: " + texts.size());
        Map<Integer, Integer> next = new HashMap<>();
        StringBuilder all = new StringBuilder();
        for (String text : texts) {
            assertTrue(text.getBytes(StandardCharsets.UTF_8).length <= 8192, "an event of " + text.length() + " chars");
            assertFalse(text.contains("\uFFFD"), "no character was split between events");
            all.append(text);
        }
        for (String line : all.toString().split("\n")) {
            Matcher m = Pattern.compile("线程 (\\d) 行 (\\d+) <ok>").matcher(line);
            assertTrue(m.matches(), line);
            int thread = Integer.parseInt(m.group(1));
            int n = Integer.parseInt(m.group(2));
            assertEquals(next.getOrDefault(thread, 0), n, "thread " + thread + "'s lines in order");
            next.put(thread, n + 1);
        }
        for (int t = 0; t < threads; t++) {
            assertEquals(lines, next.get(t), "every line of thread " + t);
        }
    }

    @Test
    void flushSendsWhatIsPendingAtOnce() {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        PrintStream protocol = new PrintStream(sink, true, StandardCharsets.UTF_8);
        OutputStreamer streamer = new OutputStreamer();
        streamer.start(protocol::println);
        try {
            byte[] text = "x=42\n".getBytes(StandardCharsets.UTF_8);
            streamer.printed(text, 0, text.length);
            streamer.flush(protocol::println);
            // No wait: the step's result follows its output at once.
            assertEquals("{\"type\":\"output\",\"text\":\"x=42\\n\"}\n", sink.toString(StandardCharsets.UTF_8));
        } finally {
            streamer.finish(protocol::println);
        }
    }
}
