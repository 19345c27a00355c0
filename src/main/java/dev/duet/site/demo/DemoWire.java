package dev.duet.site.demo;

import dev.duet.site.sandbox.FrameSeal;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The binary form in which demos go to the JVM that runs them in a sandbox, and their runs come
 * back: length-prefixed UTF-8 strings and big-endian ints (DataStreams), never Java serialization,
 * since the results are read from a process that ran untrusted code. Every length a reader meets
 * is bounded, so a confused or hostile writer can make the read fail, never make it allocate
 * without end. The runner's messages after its self-test are each sealed ({@link FrameSeal}): the
 * seal's marker, the length, the message, its HMAC under the key the build sent with the request,
 * before any demo code ran. Demo code can write to the runner's standard output itself, but not a
 * message the build would take: it skips bytes until the marker, and fails on a wrong HMAC.
 */
public final class DemoWire {
    /** The first int of each direction, so that stray bytes are never taken for a message. */
    static final int MAGIC = 0x44754554; // "DuET"
    /** Frames the sandboxed runner sends, after its self-test's. */
    private static final int STARTED = 2;
    private static final int FINISHED = 3;
    private static final int ALL_DONE = 4;

    /** No string read may be longer than this (a demo's output is capped far below it). */
    private static final int MAX_STRING_BYTES = 16 << 20;
    private static final int MAX_COUNT = 1 << 20;
    /** No sealed message may be longer than this. */
    private static final int MAX_MESSAGE_BYTES = 64 << 20;
    /** How many stray bytes (demo code's own writes) the reader skips before it gives up. */
    private static final long MAX_SKIPPED_BYTES = 64 << 20;

    private DemoWire() {
    }

    /** What the runner needs besides the demos: where their classes are and what to record. */
    public record Settings(List<Integer> classPathIndexes, List<String> recordedPackages, List<String> notRecorded,
                           long outputCapBytes) {
    }

    public static void writeRequest(DataOutputStream out, FrameSeal seal, Settings settings, List<Demo> demos)
            throws IOException {
        out.writeInt(MAGIC);
        string(out, seal.encoded());
        out.writeInt(settings.classPathIndexes().size());
        for (int i : settings.classPathIndexes()) {
            out.writeInt(i);
        }
        strings(out, settings.recordedPackages());
        strings(out, settings.notRecorded());
        out.writeLong(settings.outputCapBytes());
        out.writeInt(demos.size());
        for (Demo d : demos) {
            string(out, d.id());
            string(out, d.path());
            map(out, d.titles());
            out.writeLong(d.stepTimeLimit().toMillis());
            strings(out, d.stateVariables());
            out.writeInt(d.steps().size());
            for (DemoStep s : d.steps()) {
                out.writeInt(s.index());
                map(out, s.captions());
                string(out, s.code());
                out.writeInt(s.codeLine());
                strings(out, s.expectedLines());
                out.writeInt(s.expectationLine());
                string(out, s.throwsType());
                out.writeInt(s.throwsLine());
            }
        }
        out.flush();
    }

    /** A request as read by the sandboxed runner. */
    record Request(FrameSeal seal, Settings settings, List<Demo> demos) {
    }

    static Request readRequest(DataInputStream in) throws IOException {
        magic(in);
        FrameSeal seal;
        try {
            seal = FrameSeal.decode(string(in));
        } catch (IllegalArgumentException e) {
            throw new IOException("the request has no key");
        }
        int n = count(in);
        List<Integer> indexes = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            indexes.add(in.readInt());
        }
        Settings settings = new Settings(indexes, strings(in), strings(in), in.readLong());
        int demoCount = count(in);
        List<Demo> demos = new ArrayList<>();
        for (int i = 0; i < demoCount; i++) {
            String id = string(in);
            String path = string(in);
            Map<String, String> titles = map(in);
            Duration limit = Duration.ofMillis(in.readLong());
            List<String> state = strings(in);
            int stepCount = count(in);
            List<DemoStep> steps = new ArrayList<>();
            for (int s = 0; s < stepCount; s++) {
                steps.add(new DemoStep(in.readInt(), map(in), string(in), in.readInt(), strings(in), in.readInt(), string(in),
                        in.readInt()));
            }
            demos.add(new Demo(id, path, titles, limit, state, steps));
        }
        return new Request(seal, settings, demos);
    }

    /** One step's run, without the step itself (the reader has it). */
    static void writeStep(DataOutputStream out, StepRun run) throws IOException {
        out.writeInt(run.index());
        string(out, run.actual());
        string(out, run.outcome().name());
        nullable(out, run.problem());
        out.writeInt(run.problemLine());
        string(out, run.stateJson());
        string(out, run.stateText());
        out.writeInt(run.executedLines().size());
        for (Map.Entry<String, SortedSet<Integer>> e : run.executedLines().entrySet()) {
            string(out, e.getKey());
            out.writeInt(e.getValue().size());
            for (int line : e.getValue()) {
                out.writeInt(line);
            }
        }
        out.writeBoolean(run.detail() != null);
        if (run.detail() != null) {
            string(out, run.detail().kind());
            string(out, run.detail().detail());
            out.writeInt(run.detail().column());
        }
    }

    /** A step's run read back onto {@code step}, which must be the step it was run from. */
    static StepRun readStep(DataInputStream in, DemoStep step) throws IOException {
        int index = in.readInt();
        if (index != step.index()) {
            throw new IOException("a run of step " + index + " came where step " + step.index() + " was expected");
        }
        String actual = string(in);
        StepOutcome outcome;
        try {
            outcome = StepOutcome.valueOf(string(in));
        } catch (IllegalArgumentException e) {
            throw new IOException("unknown step outcome");
        }
        String problem = nullable(in);
        int problemLine = in.readInt();
        String stateJson = string(in);
        String stateText = string(in);
        int files = count(in);
        SortedMap<String, SortedSet<Integer>> lines = new TreeMap<>();
        for (int f = 0; f < files; f++) {
            String file = string(in);
            int n = count(in);
            SortedSet<Integer> set = new TreeSet<>();
            for (int i = 0; i < n; i++) {
                set.add(in.readInt());
            }
            lines.put(file, set);
        }
        StepRun.Problem detail = in.readBoolean() ? new StepRun.Problem(string(in), string(in), in.readInt()) : null;
        return new StepRun(step, actual, outcome, problem, problemLine, stateJson, stateText, lines, detail);
    }

    static void magic(DataInputStream in) throws IOException {
        if (in.readInt() != MAGIC) {
            throw new IOException("not a message of Duet's demo runner");
        }
    }

    static int count(DataInputStream in) throws IOException {
        int n = in.readInt();
        if (n < 0 || n > MAX_COUNT) {
            throw new IOException("a count of " + n + " is out of range");
        }
        return n;
    }

    static void string(DataOutputStream out, String s) throws IOException {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        out.writeInt(b.length);
        out.write(b);
    }

    static String string(DataInputStream in) throws IOException {
        int n = in.readInt();
        if (n < 0 || n > MAX_STRING_BYTES) {
            throw new IOException("a string of " + n + " bytes is out of range");
        }
        byte[] b = new byte[n];
        in.readFully(b);
        return new String(b, StandardCharsets.UTF_8);
    }

    private static void nullable(DataOutputStream out, String s) throws IOException {
        out.writeBoolean(s != null);
        if (s != null) {
            string(out, s);
        }
    }

    private static String nullable(DataInputStream in) throws IOException {
        return in.readBoolean() ? string(in) : null;
    }

    static void strings(DataOutputStream out, List<String> list) throws IOException {
        out.writeInt(list.size());
        for (String s : list) {
            string(out, s);
        }
    }

    static List<String> strings(DataInputStream in) throws IOException {
        int n = count(in);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(string(in));
        }
        return out;
    }

    private static void map(DataOutputStream out, Map<String, String> map) throws IOException {
        out.writeInt(map.size());
        for (Map.Entry<String, String> e : map.entrySet()) {
            string(out, e.getKey());
            string(out, e.getValue());
        }
    }

    private static Map<String, String> map(DataInputStream in) throws IOException {
        int n = count(in);
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            out.put(string(in), string(in));
        }
        return out;
    }

    /** The runner's first message: what its sandbox self-test found it could do (nothing, in a sound sandbox). */
    static void writeProbe(DataOutputStream out, List<String> escapes) throws IOException {
        out.writeInt(MAGIC);
        strings(out, escapes);
        out.flush();
    }

    public static List<String> readProbe(DataInputStream in) throws IOException {
        magic(in);
        return strings(in);
    }

    private interface Body {
        void write(DataOutputStream out) throws IOException;
    }

    /** One sealed message, in one write: marker, length, body, HMAC. */
    private static void sealed(DataOutputStream out, FrameSeal seal, Body body) throws IOException {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        body.write(new DataOutputStream(bytes));
        byte[] b = bytes.toByteArray();
        java.io.ByteArrayOutputStream message = new java.io.ByteArrayOutputStream(b.length + 64);
        DataOutputStream m = new DataOutputStream(message);
        m.write(seal.marker());
        m.writeInt(b.length);
        m.write(b);
        m.write(seal.mac(b, 0, b.length));
        message.writeTo(out);
        out.flush();
    }

    static void writeStarted(DataOutputStream out, FrameSeal seal, Demo demo) throws IOException {
        sealed(out, seal, o -> {
            o.writeInt(STARTED);
            string(o, demo.id());
        });
    }

    static void writeFinished(DataOutputStream out, FrameSeal seal, DemoRun run) throws IOException {
        sealed(out, seal, o -> {
            o.writeInt(FINISHED);
            string(o, run.demo().id());
            o.writeInt(run.steps().size());
            for (StepRun step : run.steps()) {
                writeStep(o, step);
            }
        });
    }

    static void writeAllDone(DataOutputStream out, FrameSeal seal) throws IOException {
        sealed(out, seal, o -> o.writeInt(ALL_DONE));
    }

    /** The body of the next sealed message: stray bytes before its marker are skipped. */
    private static DataInputStream unseal(DataInputStream in, FrameSeal seal) throws IOException {
        byte[] marker = seal.marker();
        byte[] window = new byte[marker.length];
        long read = 0;
        while (true) {
            int b = in.read();
            if (b < 0) {
                throw new java.io.EOFException();
            }
            System.arraycopy(window, 1, window, 0, window.length - 1);
            window[window.length - 1] = (byte) b;
            if (++read >= marker.length && java.util.Arrays.equals(window, marker)) {
                break;
            }
            if (read > MAX_SKIPPED_BYTES) {
                throw new IOException("no message of the runner in " + read + " bytes");
            }
        }
        int n = in.readInt();
        if (n < 0 || n > MAX_MESSAGE_BYTES) {
            throw new IOException("a message of " + n + " bytes is out of range");
        }
        byte[] body = new byte[n];
        in.readFully(body);
        byte[] mac = new byte[FrameSeal.MAC_BYTES];
        in.readFully(mac);
        if (!seal.verifies(body, 0, n, mac)) {
            throw new IOException("a message whose seal is wrong (demo code wrote into it)");
        }
        return new DataInputStream(new java.io.ByteArrayInputStream(body));
    }

    /**
     * One message of the runner after its self-test: a demo started ({@code run} null), a demo's
     * run, or the end of the batch ({@code demo} null).
     */
    public record Frame(Demo demo, DemoRun run) {
        public boolean allDone() {
            return demo == null;
        }
    }

    /** The next message, its demo one of {@code demos} (by id), and a run read onto that demo's own steps. */
    public static Frame readFrame(DataInputStream sealed, FrameSeal seal, Map<String, Demo> demos) throws IOException {
        DataInputStream in = unseal(sealed, seal);
        int kind = in.readInt();
        if (kind == ALL_DONE) {
            return new Frame(null, null);
        }
        if (kind != STARTED && kind != FINISHED) {
            throw new IOException("a message of unknown kind " + kind);
        }
        Demo demo = demos.get(string(in));
        if (demo == null) {
            throw new IOException("a message about a demo it was not given");
        }
        if (kind == STARTED) {
            return new Frame(demo, null);
        }
        int n = count(in);
        if (n != demo.steps().size()) {
            throw new IOException("a run of " + n + " steps for a demo of " + demo.steps().size());
        }
        List<StepRun> steps = new ArrayList<>();
        for (DemoStep step : demo.steps()) {
            steps.add(readStep(in, step));
        }
        return new Frame(demo, new DemoRun(demo, steps));
    }
}
