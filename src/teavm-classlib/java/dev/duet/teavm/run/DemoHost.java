package dev.duet.teavm.run;

import org.teavm.jso.JSBody;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * Runs one demo in the page's worker (or in Node, for the build's check) and reports through
 * the global function {@code duetEmit(kind, step, text)}: {@code out} for printed text as it
 * comes, {@code state} (JSON) after each step, {@code error} when a step throws, {@code done}
 * at the end. Arguments: the demo id, then {@code index=value} for each edited value.
 */
public final class DemoHost {
    public interface Registry {
        BrowserDemo demo(String id);
    }

    private static final Map<Integer, String> EDITS = new HashMap<>();
    private static int currentStep;
    private static final StringBuilder LINE = new StringBuilder();

    private DemoHost() {
    }

    private static Shapes shapes;

    /** The bundle's record and snapshot shapes, for the demos' state. */
    public static Shapes shapes() {
        return shapes;
    }

    public static void run(String[] args, Registry registry, Shapes bundleShapes) {
        shapes = bundleShapes;
        BrowserDemo demo = args.length == 0 ? null : registry.demo(args[0]);
        if (demo == null) {
            emit("error", 0, "no such demo: " + (args.length == 0 ? "(none)" : args[0]));
            emit("done", 0, "");
            return;
        }
        for (int i = 1; i < args.length; i++) {
            int eq = args[i].indexOf('=');
            EDITS.put(Integer.parseInt(args[i].substring(0, eq)), args[i].substring(eq + 1));
        }
        PrintStream out = new PrintStream(new StepOutput(), true);
        System.setOut(out);
        System.setErr(out);
        for (int step = 1; step <= demo.steps(); step++) {
            currentStep = step;
            emit("step", step, "");
            try {
                demo.step(step);
            } catch (Throwable t) {
                flush();
                emit("error", step, describe(t));
                emit("done", step, "");
                return;
            }
            flush();
            emit("state", step, demo.state(step));
        }
        emit("done", demo.steps(), "");
    }

    /** Prints the value of a bare expression, as JShell does. */
    public static void show(Object value) {
        write(ValueText.of(value) + "\n");
    }

    public static String text(int index, String recorded) {
        return EDITS.getOrDefault(index, recorded);
    }

    public static int intValue(int index, int recorded) {
        String edit = EDITS.get(index);
        return edit == null ? recorded : Integer.parseInt(edit.trim());
    }

    public static long longValue(int index, long recorded) {
        String edit = EDITS.get(index);
        return edit == null ? recorded : Long.parseLong(edit.trim());
    }

    public static double doubleValue(int index, double recorded) {
        String edit = EDITS.get(index);
        return edit == null ? recorded : Double.parseDouble(edit.trim());
    }

    public static boolean booleanValue(int index, boolean recorded) {
        String edit = EDITS.get(index);
        return edit == null ? recorded : Boolean.parseBoolean(edit.trim());
    }


    private static String describe(Throwable t) {
        String message = t.getMessage();
        return t.getClass().getName() + (message == null ? "" : ": " + message);
    }

    private static synchronized void write(String text) {
        LINE.append(text);
        if (text.indexOf('\n') >= 0) {
            flush();
        }
    }

    private static synchronized void flush() {
        if (LINE.length() > 0) {
            emit("out", currentStep, LINE.toString());
            LINE.setLength(0);
        }
    }

    /** Bytes printed by the demo, decoded line by line (a UTF-8 sequence never spans a newline). */
    private static final class StepOutput extends OutputStream {
        private final java.io.ByteArrayOutputStream pending = new java.io.ByteArrayOutputStream();

        @Override
        public synchronized void write(int b) {
            pending.write(b);
            if (b == '\n') {
                flush();
            }
        }

        @Override
        public synchronized void flush() {
            if (pending.size() > 0) {
                String text = new String(pending.toByteArray(), StandardCharsets.UTF_8);
                pending.reset();
                DemoHost.write(text);
            }
        }
    }

    @JSBody(params = {"kind", "step", "text"}, script = "duetEmit(kind, step, text);")
    private static native void emit(String kind, int step, String text);
}
