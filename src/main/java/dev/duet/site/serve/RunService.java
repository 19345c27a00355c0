package dev.duet.site.serve;

import dev.duet.site.sandbox.FrameSeal;
import dev.duet.site.sandbox.Sandbox;
import dev.duet.site.sandbox.StderrTail;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Runs edited demos, each in its own short-lived JVM ({@link SnippetProcessMain}) inside the
 * server's {@link Sandbox} (whose whole process tree dies with the process it returns), within
 * {@link RunLimits}: a slot limit, handed out round-robin across clients ({@link FairSlots}), with a
 * short queue per client (429 beyond it), a wall-clock limit that kills
 * the process tree, a cap on the bytes streamed back. Output is relayed line by line as the child
 * writes it (the child writes what a demo prints as it prints it, see {@link OutputStreamer}); a
 * run can be stopped by its id ({@link #stop}). Each run has a random key, sent to its JVM before
 * the demo: only lines sealed with it are its events (see {@link EventLines}), each parsed and
 * written again here as one JSON object of a type the child may send, so neither what demo code
 * writes to its JVM's standard output itself nor anything the JVM says there reaches the page. Spare JVMs are started ahead of time with JShell
 * loaded, so a run does not wait for JVM and compiler start-up; each JVM still runs only one demo.
 */
final class RunService implements AutoCloseable {
    private static final int STDERR_TAIL_BYTES = 4096;
    /** Runs admitted across all clients, whatever each client's share: each waiting one holds a thread. */
    private static final int MAX_ADMITTED = 64;
    /** How long a new JVM may take to load JShell before it is given up. */
    /** The JVM's first line when it cannot initialise; its reason follows on the next. */
    private static final String VM_INIT_ERROR = "Error occurred during initialization of VM";
    private static final java.time.Duration STARTUP_LIMIT = java.time.Duration.ofSeconds(60);
    /** The events a run's JVM may send; {@code ready} comes before the key, the others after it. */
    private static final java.util.Set<String> CHILD_EVENTS = java.util.Set.of("output", "step", "invalid", "done");
    private static final com.fasterxml.jackson.core.JsonFactory JSON = com.fasterxml.jackson.core.JsonFactory.builder()
            .build();

    private final RunLimits limits;
    private final Sandbox sandbox;
    /** The server's log: a JVM that did not start is the server's problem, not only the page's. */
    private final java.util.function.Consumer<String> log;
    /** The run JVMs' class path; replaced when serve compiles an edited port (see {@link #useClassPath}). */
    private volatile List<Path> classPath;
    private final FairSlots slots;
    /** Runs admitted (running or queued) per client; each client has its own share of the queue. */
    private final Map<InetAddress, Integer> admittedPerClient = new java.util.HashMap<>();
    private int admitted;
    private final Deque<Process> spares = new ArrayDeque<>();
    private final ExecutorService helpers = Executors.newCachedThreadPool(daemon("duet-run-io"));
    private final ScheduledExecutorService timers = Executors.newSingleThreadScheduledExecutor(daemon("duet-run-clock"));
    private volatile boolean closed;

    RunService(RunLimits limits, List<Path> classPath, Sandbox sandbox, java.util.function.Consumer<String> log) {
        this.limits = limits;
        this.sandbox = sandbox;
        this.log = log;
        this.classPath = List.copyOf(classPath);
        this.slots = new FairSlots(limits.maxConcurrent());
        helpers.execute(this::refillSpares);
    }

    /**
     * Starts later runs with {@code newClassPath}: the warm spares, started with the old one, are
     * ended and replaced. A run already going keeps its JVM.
     */
    void useClassPath(List<Path> newClassPath) {
        synchronized (spares) {
            if (newClassPath.equals(classPath)) {
                return;
            }
            classPath = newClassPath;
            spares.forEach(RunService::killTree);
            spares.clear();
        }
        if (!closed) {
            helpers.execute(this::refillSpares);
        }
    }

    /**
     * A run from its admission to its end: the unguessable id the page stops it by, the client it
     * belongs to (only that client may stop it), and, once started, its process.
     */
    static final class Ticket {
        final String id = RequestGuard.newToken();
        final InetAddress client;
        private Process child;
        private Thread waiter;
        private boolean stopped;

        private Ticket(InetAddress client) {
            this.client = client;
        }

        /** Records the run's process; false (and the process is killed) when it was stopped already. */
        private synchronized boolean started(Process p) {
            child = p;
            if (stopped) {
                killTree(p);
            }
            return !stopped;
        }

        private synchronized boolean stopped() {
            return stopped;
        }

        private synchronized void waiting(Thread t) {
            waiter = t;
        }

        private synchronized void stop() {
            stopped = true;
            if (waiter != null) {
                waiter.interrupt(); // it waits for a slot
            }
            if (child != null) {
                killTree(child);
            }
        }
    }

    private final Map<String, Ticket> tickets = new ConcurrentHashMap<>();

    /**
     * Reserves a place (running or queued) for a run of {@code client}; null when the queue is
     * full. The ticket is then either {@link #run} or {@link #release}d.
     */
    Ticket admit(InetAddress client) {
        synchronized (admittedPerClient) {
            int mine = admittedPerClient.getOrDefault(client, 0);
            if (mine >= limits.maxConcurrent() + limits.maxQueued() || admitted >= MAX_ADMITTED) {
                return null;
            }
            admittedPerClient.put(client, mine + 1);
            admitted++;
        }
        Ticket t = new Ticket(client);
        tickets.put(t.id, t);
        return t;
    }

    private void unadmit(InetAddress client) {
        synchronized (admittedPerClient) {
            admittedPerClient.computeIfPresent(client, (c, n) -> n == 1 ? null : n - 1);
            admitted--;
        }
    }

    /** Gives back a place taken by {@link #admit} for a run that will not happen. */
    void release(Ticket t) {
        tickets.remove(t.id);
        unadmit(t.client);
    }

    /**
     * Stops the run {@code runId} of {@code client}, queued or running: its process tree is
     * killed, and its stream ends with an {@code end} event whose reason is {@code stopped}.
     * False when there is no such run of that client (another client's run is not found either).
     */
    boolean stop(String runId, InetAddress client) {
        Ticket t = runId == null ? null : tickets.get(runId);
        if (t == null || !t.client.equals(client)) {
            return false;
        }
        t.stop();
        return true;
    }

    /**
     * Runs an admitted demo and streams its events to {@code out} (NDJSON, flushed per line): first
     * a {@code run} event with the id {@link #stop} takes, then the child's events, ending with an
     * {@code end} event that says why the run ended. The run's slot, its admission and whatever
     * {@code onFreed} gives back are freed before that last event is written, so a client that has
     * read it can start another run at once.
     */
    void run(Ticket ticket, String id, byte[] source, OutputStream out, Runnable onFreed) throws IOException {
        String end = null;
        boolean slot = false;
        try {
            writeLine(out, JsonText.object(g -> {
                g.writeStringField("type", "run");
                g.writeStringField("id", ticket.id);
            }));
            if (!slots.tryAcquire(ticket.client)) {
                writeLine(out, JsonText.object(g -> g.writeStringField("type", "queued")));
                ticket.waiting(Thread.currentThread());
                try {
                    slots.acquire(ticket.client);
                } finally {
                    ticket.waiting(null);
                }
            }
            slot = true;
            if (ticket.stopped()) {
                Thread.interrupted(); // the stop may have come as the slot was taken
                end = stoppedEvent(0);
            } else {
                end = runInChild(ticket, id, source, out);
            }
        } catch (InterruptedException e) {
            if (ticket.stopped()) {
                end = stoppedEvent(0);
            } else {
                Thread.currentThread().interrupt();
            }
        } finally {
            if (slot) {
                slots.release(ticket.client);
            }
            tickets.remove(ticket.id);
            unadmit(ticket.client);
            onFreed.run();
        }
        if (end != null) {
            writeLine(out, end);
        }
    }

    private String stoppedEvent(long millis) {
        return JsonText.object(g -> {
            g.writeStringField("type", "end");
            g.writeStringField("reason", "stopped");
            g.writeStringField("message", "stopped");
            g.writeNumberField("exitCode", -1);
            g.writeNumberField("millis", millis);
        });
    }

    /** Runs the demo in a child JVM, relaying its events; returns the {@code end} event, unwritten. */
    private String runInChild(Ticket ticket, String id, byte[] source, OutputStream out) throws IOException {
        Process child = takeProcess();
        helpers.execute(this::refillSpares);
        if (!ticket.started(child)) {
            return stoppedEvent(0);
        }
        ByteArrayOutputStream stderrTail = new ByteArrayOutputStream();
        java.util.concurrent.Future<?> tailRead = helpers.submit(() -> StderrTail.keep(child.getErrorStream(), stderrTail, STDERR_TAIL_BYTES));
        InputStream events = child.getInputStream();
        ByteArrayOutputStream saidBeforeReady = new ByteArrayOutputStream();
        boolean ready = awaitReady(child, events, saidBeforeReady);
        long started = System.nanoTime();
        AtomicBoolean timedOut = new AtomicBoolean();
        ScheduledFuture<?> clock = timers.schedule(() -> {
            timedOut.set(true);
            killTree(child);
        }, limits.wallClock().toMillis(), TimeUnit.MILLISECONDS);
        boolean cut = false;
        FrameSeal seal = FrameSeal.random();
        try {
            if (ready) {
                try (OutputStream stdin = child.getOutputStream()) {
                    stdin.write((seal.encoded() + "\n" + id + "\n").getBytes(StandardCharsets.UTF_8));
                    stdin.write(source);
                } catch (IOException e) {
                    // The child already died (it will be reported below).
                }
                cut = relay(events, out, seal);
            }
            if (cut) {
                killTree(child);
            }
            child.waitFor(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException clientGone) {
            killTree(child);
            throw clientGone;
        } finally {
            clock.cancel(false);
            killTree(child);
        }
        long millis = (System.nanoTime() - started) / 1_000_000;
        awaitTail(tailRead); // the JVM's last words (why it did not start) may still be in the pipe
        String stderr;
        synchronized (stderrTail) {
            stderr = stderrTail.toString(StandardCharsets.UTF_8);
        }
        if (!ready) {
            stderr = stderr + "\n" + saidBeforeReady.toString(StandardCharsets.UTF_8); // why it did not start, from either
        }
        if (ticket.stopped()) {
            return stoppedEvent(millis);
        }
        return endEvent(id, child, ready, timedOut.get(), cut, stderr, millis);
    }

    /** Waits a little for the reader of a dead process's standard error to reach its end. */
    private static void awaitTail(java.util.concurrent.Future<?> tailRead) {
        try {
            tailRead.get(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            // What was read so far is reported.
        }
    }

    /**
     * Waits (at most {@link #STARTUP_LIMIT}) for the child's {@code ready} line, which it writes
     * once JShell is loaded; the run's wall clock starts after it. A spare is normally ready already.
     * Anything else it wrote first is kept, to a bound, in {@code said}: a JVM that cannot
     * initialise (too little memory, no thread to start) says why on its standard output, not its
     * standard error, and exits.
     */
    private boolean awaitReady(Process child, InputStream events, ByteArrayOutputStream said) throws IOException {
        ScheduledFuture<?> startup = timers.schedule(() -> killTree(child), STARTUP_LIMIT.toMillis(),
                TimeUnit.MILLISECONDS);
        try {
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            int b;
            while ((b = events.read()) != -1 && b != '\n') {
                if (line.size() < 256) {
                    line.write(b);
                }
            }
            if (line.toString(StandardCharsets.UTF_8).equals(SnippetProcessMain.READY)) {
                return true;
            }
            said.write(line.toByteArray());
            said.write('\n');
            // not a run that will start: what else it wrote, until it ends (or the limit kills it)
            while ((b = events.read()) != -1) {
                if (said.size() < 4096) {
                    said.write(b);
                }
            }
            return false;
        } finally {
            startup.cancel(false);
        }
    }

    /**
     * Relays the child's events until it closes its output; true when the cap cut it short. Every
     * byte read counts against the cap, the event or not.
     */
    private boolean relay(InputStream in, OutputStream out, FrameSeal seal) throws IOException {
        byte[] prefix = EventLines.prefix(seal);
        long read = 0;
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        int n;
        while ((n = in.read(buffer)) > 0) {
            for (int i = 0; i < n; i++) {
                line.write(buffer[i]);
                if (++read > limits.outputCapBytes()) {
                    writeLine(out, JsonText.object(g -> {
                        g.writeStringField("type", "truncated");
                        g.writeNumberField("limitBytes", limits.outputCapBytes());
                    }));
                    return true;
                }
                if (buffer[i] == '\n') {
                    String event = event(line.toByteArray(), prefix, seal);
                    if (event != null) {
                        writeLine(out, event);
                    }
                    line.reset();
                }
            }
        }
        return false;
    }

    /**
     * The event a line of the child's output carries, written again: what follows the seal's marker
     * (a demo may have written a part line of its own before it) and the HMAC, when that HMAC is
     * right and the rest is one JSON object of a type the child may send; else null.
     */
    static String event(byte[] line, byte[] prefix, FrameSeal seal) {
        int at = lastIndexOf(line, prefix);
        int macAt = at + prefix.length;
        int macEnd = macAt;
        while (at >= 0 && macEnd < line.length && line[macEnd] != ' ') {
            macEnd++;
        }
        if (at < 0 || macEnd >= line.length) {
            return null;
        }
        int from = macEnd + 1;
        int end = line.length - 1; // the newline
        try {
            byte[] mac = java.util.Base64.getUrlDecoder().decode(java.util.Arrays.copyOfRange(line, macAt, macEnd));
            if (end < from || !seal.verifies(line, from, end - from, mac)) {
                return null;
            }
        } catch (IllegalArgumentException notBase64) {
            return null;
        }
        try (com.fasterxml.jackson.core.JsonParser p = JSON.createParser(line, from, end - from)) {
            if (p.nextToken() != com.fasterxml.jackson.core.JsonToken.START_OBJECT) {
                return null;
            }
            java.io.StringWriter copy = new java.io.StringWriter();
            try (com.fasterxml.jackson.core.JsonGenerator g = JSON.createGenerator(copy)) {
                g.copyCurrentStructure(p);
            }
            if (p.nextToken() != null) {
                return null; // more than one value on the line
            }
            String json = copy.toString();
            try (com.fasterxml.jackson.core.JsonParser type = JSON.createParser(json)) {
                type.nextToken();
                if (type.nextToken() == com.fasterxml.jackson.core.JsonToken.FIELD_NAME
                        && type.currentName().equals("type")
                        && type.nextToken() == com.fasterxml.jackson.core.JsonToken.VALUE_STRING
                        && CHILD_EVENTS.contains(type.getText())) {
                    return json;
                }
            }
            return null;
        } catch (IOException notJson) {
            return null;
        }
    }

    private static int lastIndexOf(byte[] line, byte[] part) {
        outer:
        for (int i = line.length - part.length; i >= 0; i--) {
            for (int j = 0; j < part.length; j++) {
                if (line[i + j] != part[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    /**
     * The status a JVM ends with under {@code -XX:+ExitOnOutOfMemoryError}. Its message may not have
     * been read from the pipe yet when the process is seen to end, so the status alone decides.
     */
    private static final int EXIT_ON_OUT_OF_MEMORY = 3;

    private String endEvent(String demoId, Process child, boolean ready, boolean timedOut, boolean cut, String stderr,
                            long millis) {
        int code = child.isAlive() ? -1 : child.exitValue();
        String reason;
        String message;
        // What the JVM said on standard error is shown only when it did not start or crashed: it is
        // not the run's output (a JVM warning, or what the demo printed outside its steps).
        String detail = "";
        if (!ready) {
            reason = "not-started";
            String why = whyNotStarted(stderr, code);
            message = "the run's JVM did not start: " + why;
            detail = "(" + why + ")";
            log.accept("duet: a live run of demo '" + demoId + "' failed: " + message);
        } else if (timedOut) {
            reason = "time-limit";
            message = "the run took longer than " + limits.wallClock().toSeconds() + " s and was stopped";
        } else if (cut) {
            reason = "output-cap";
            message = "the output passed " + limits.outputCapBytes() + " bytes; the rest was cut and the run stopped";
        } else if (stderr.contains("OutOfMemoryError") || code == EXIT_ON_OUT_OF_MEMORY) {
            reason = "out-of-memory";
            message = "the run ran out of memory (its heap is limited to " + limits.heapMegabytes()
                    + " MB) and was stopped";
        } else if (code != 0) {
            reason = "crashed";
            detail = lastLine(stderr);
            String last = stderr.strip();
            message = "the run's JVM ended with exit code " + code
                    + (last.isEmpty() ? "" : ": " + last.substring(last.lastIndexOf('\n') + 1));
        } else {
            reason = "finished";
            message = "finished";
        }
        // The page words the reason itself; these are the numbers (and the JVM's words) it needs.
        String why = reason;
        String said = message;
        String shown = detail;
        return JsonText.object(g -> {
            g.writeStringField("type", "end");
            g.writeStringField("reason", why);
            g.writeStringField("message", said);
            g.writeNumberField("exitCode", code);
            g.writeNumberField("millis", millis);
            g.writeNumberField("limitSeconds", limits.wallClock().toSeconds());
            g.writeNumberField("limitBytes", limits.outputCapBytes());
            g.writeNumberField("heapMegabytes", limits.heapMegabytes());
            g.writeStringField("detail", shown);
        });
    }

    /**
     * The first line of what a JVM that did not start said: the error, not the last line of its
     * stack trace ({@code ... 2 more}); without the {@code Exception in thread "main"} the JVM puts
     * before it, and after any notice of options picked up from the environment. {@code stderr} is
     * its standard error followed by what it wrote on its standard output before it was ready,
     * where a JVM that cannot initialise puts its {@value #VM_INIT_ERROR} and, on the next line,
     * the reason, which is joined to it.
     */
    static String whyNotStarted(String stderr, int exitCode) {
        List<String> said = stderr.lines().map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("Picked up ") && !l.startsWith("NOTE: Picked up "))
                .toList();
        String first = said.isEmpty() ? "" : said.get(0).replaceFirst("^Exception in thread \"[^\"]*\" ", "");
        if (first.equals(VM_INIT_ERROR) && said.size() > 1) {
            first = first + ": " + said.get(1); // the reason is on the line below
        }
        if (!first.isEmpty()) {
            return first;
        }
        return exitCode == -1 ? "it did not get ready within " + STARTUP_LIMIT.toSeconds() + " s"
                : "it ended with exit code " + exitCode + " and said nothing";
    }

    private static String lastLine(String text) {
        String t = text.strip();
        return t.substring(t.lastIndexOf('\n') + 1);
    }

    private Process takeProcess() throws IOException {
        synchronized (spares) {
            while (!spares.isEmpty()) {
                Process spare = spares.poll();
                if (spare.isAlive()) {
                    return spare;
                }
            }
        }
        return start(false, classPath);
    }

    private void refillSpares() {
        try {
            while (!closed) {
                synchronized (spares) {
                    spares.removeIf(p -> !p.isAlive());
                    if (spares.size() >= limits.warmSpares()) {
                        return;
                    }
                }
                List<Path> startedWith = classPath;
                Process p = start(true, startedWith);
                synchronized (spares) {
                    if (closed) {
                        killTree(p);
                        return;
                    }
                    if (!startedWith.equals(classPath)) {
                        killTree(p); // the class path changed while it started
                        continue;
                    }
                    spares.add(p);
                }
            }
        } catch (IOException e) {
            // Runs fall back to starting their own JVM.
        }
    }

    private Process start(boolean spare, List<Path> withClassPath) throws IOException {
        return sandbox.start(SnippetProcessMain.command(withClassPath, limits, spare));
    }

    /**
     * Kills the JVM and every process it started. In a sandbox, {@code process} is the sandbox's
     * outermost process, and its death takes the whole sandbox with it.
     */
    static void killTree(Process process) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }

    private static void writeLine(OutputStream out, String json) throws IOException {
        out.write((json + "\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
    }

    @Override
    public void close() {
        closed = true;
        synchronized (spares) {
            spares.forEach(RunService::killTree);
            spares.clear();
        }
        helpers.shutdownNow();
        timers.shutdownNow();
    }
}
