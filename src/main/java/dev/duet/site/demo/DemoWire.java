package dev.duet.site.demo;

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
 * without end.
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

    private DemoWire() {
    }

    /** What the runner needs besides the demos: where their classes are and what to record. */
    public record Settings(List<Integer> classPathIndexes, List<String> recordedPackages, List<String> notRecorded,
                           long outputCapBytes) {
    }

    public static void writeRequest(DataOutputStream out, Settings settings, List<Demo> demos) throws IOException {
        out.writeInt(MAGIC);
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
    record Request(Settings settings, List<Demo> demos) {
    }

    static Request readRequest(DataInputStream in) throws IOException {
        magic(in);
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
        return new Request(settings, demos);
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

    static void writeStarted(DataOutputStream out, Demo demo) throws IOException {
        out.writeInt(STARTED);
        string(out, demo.id());
        out.flush();
    }

    static void writeFinished(DataOutputStream out, DemoRun run) throws IOException {
        out.writeInt(FINISHED);
        string(out, run.demo().id());
        out.writeInt(run.steps().size());
        for (StepRun step : run.steps()) {
            writeStep(out, step);
        }
        out.flush();
    }

    static void writeAllDone(DataOutputStream out) throws IOException {
        out.writeInt(ALL_DONE);
        out.flush();
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
    public static Frame readFrame(DataInputStream in, Map<String, Demo> demos) throws IOException {
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
