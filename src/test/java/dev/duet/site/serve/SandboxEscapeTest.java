package dev.duet.site.serve;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each way a live run used to reach the teacher's machine, tried over real HTTP with a valid token
 * against a server that sandboxes its runs: every attempt must fail inside the run, while the
 * server keeps answering pages. A demo reports {@code CONTAINED: ...} for an attempt that failed
 * and {@code ESCAPED: ...} for one that worked.
 */
class SandboxEscapeTest {
    @TempDir
    static Path project;
    private static DevServer server;
    private static final List<Set<Path>> rebuilds = new CopyOnWriteArrayList<>();
    private static final ExecutorService pool = Executors.newCachedThreadPool();

    static final String HEADER = "//! title.zh: 逃\n//! title.en: Escape\n//! timeout: 30s\n//! state: x\n";
    /** The step every escape demo starts with: reports whether an attempt worked. */
    static final String VERDICT = "//# zh: 准备\n//# en: Prepare\nint x = 0;\n"
            + "String verdict(String what, java.util.concurrent.Callable<Object> attempt) {"
            + " try { return \"ESCAPED: \" + what + \" -> \" + attempt.call(); }"
            + " catch (Throwable t) { return \"CONTAINED: \" + what + \" (\" + t + \")\"; } }\n";

    @BeforeAll
    static void start() throws IOException {
        SandboxedServer.requireBubblewrap();
        SandboxedServer.writeSite(project.resolve("site"));
        Files.createDirectories(project.resolve("content/pages"));
        Files.writeString(project.resolve("content/pages/get.en.md"), "# Get\n");
        Files.createDirectories(project.resolve("home/.ssh"));
        Files.writeString(project.resolve("home/.bashrc"), "export SECRET=teacher\n");
        Files.writeString(project.resolve("home/.ssh/id_ed25519"), "not a real key\n");
        RunLimits limits = RunLimits.defaults().withWallClock(Duration.ofSeconds(5)).withConcurrency(2, 2);
        server = DevServer.start(DevServer.Options.local(project.resolve("site"), List.of(project.resolve("content")),
                0, rebuilds::add, SandboxedServer.nullLog()).withLimits(limits)
                .withSandbox(SandboxedServer.sandboxUnderTest()));
        if (!SandboxedServer.sandboxTurnedOff()) {
            assertTrue(server.runsStatus().startsWith("runs are sandboxed"), server.runsStatus());
        }
    }

    @AfterAll
    static void stop() {
        pool.shutdownNow();
        if (server != null) {
            server.close();
        }
    }

    /** Runs a demo while asking for a page at least every 100 ms; every page must come within 3 s. */
    static String runWhileServingPages(String steps) throws Exception {
        Future<RawHttp.Response> run = pool.submit(() -> RawHttp.send(server.port(), "POST", "/__duet/run",
                Map.of(RequestGuard.TOKEN_HEADER, server.token()), HEADER + VERDICT + steps));
        for (int pages = 0; pages < 1_000; pages++) {
            long start = System.nanoTime();
            assertEquals(200, RawHttp.get(server.port(), "/").status());
            assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(3), "a page took over 3 s during a run");
            try {
                RawHttp.Response r = run.get(100, TimeUnit.MILLISECONDS);
                assertEquals(200, r.status(), r.body());
                assertTrue(r.body().contains("{\"type\":\"end\""), r.body());
                return r.body();
            } catch (TimeoutException stillRunning) {
                // Ask for another page.
            }
        }
        throw new AssertionError("the run did not end");
    }

    /**
     * Every attempt the steps printed (streamed in {@code output} events, which may split a line)
     * was contained.
     */
    static void assertContained(String body, int attempts) {
        Matcher output = Pattern.compile("\\{\"type\":\"output\",\"text\":\"((?:[^\"\\\\]|\\\\.)*+)\"}").matcher(body);
        StringBuilder printed = new StringBuilder();
        while (output.find()) {
            printed.append(output.group(1));
        }
        int contained = 0;
        for (String line : printed.toString().split("\\\\n")) {
            assertFalse(line.startsWith("ESCAPED"), line + "\n" + body);
            contained += line.startsWith("CONTAINED: ") ? 1 : 0;
        }
        assertEquals(attempts, contained, body);
    }

    private static String javaString(Object o) {
        return "\"" + o.toString().replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private static String attempt(String what, String code) {
        return "System.out.println(verdict(" + javaString(what) + ", () -> " + code + "));\n";
    }

    @Test
    void theTeachersHomeIsNotThere() throws Exception {
        Path home = project.resolve("home");
        String realHome = System.getProperty("user.home");
        String body = runWhileServingPages("//# zh: 家\n//# en: Home\n"
                + attempt("read .bashrc", "java.nio.file.Files.readString(java.nio.file.Path.of("
                        + javaString(home.resolve(".bashrc")) + "))")
                + attempt("list .ssh", "java.nio.file.Files.list(java.nio.file.Path.of("
                        + javaString(home.resolve(".ssh")) + ")).toList()")
                + attempt("list the real home", "java.util.Arrays.asList(new java.io.File("
                        + javaString(realHome) + ").list()).size()"));
        assertContained(body, 3);
    }

    @Test
    void theEnvironmentIsCleared() throws Exception {
        String body = runWhileServingPages("//# zh: 环境\n//# en: Environment\n"
                + "System.out.println(\"ENV \" + new java.util.TreeSet<>(System.getenv().keySet()));\n");
        Matcher env = Pattern.compile("ENV \\[([^]]*)]").matcher(body);
        assertTrue(env.find(), body);
        Set<String> names = new TreeSet<>(List.of(env.group(1).split(", ")));
        // bwrap always sets PWD (to the sandbox's /tmp), and the JDK's libraries are named (there is
        // no /proc to find them from); nothing of the server's environment is left.
        assertEquals(Set.of("LANG", "LD_LIBRARY_PATH", "MALLOC_ARENA_MAX", "PWD"), names, "only what the JVM needs: " + body);
    }

    @Test
    void theSiteAndTheContentCannotBeWritten() throws Exception {
        Path page = project.resolve("content/pages/get.en.md");
        String body = runWhileServingPages("//# zh: 写\n//# en: Write\n"
                + attempt("write site/pwned.html", "java.nio.file.Files.writeString(java.nio.file.Path.of("
                        + javaString(project.resolve("site/pwned.html")) + "), \"<h1>pwned</h1>\")")
                + attempt("write content/pages/get.en.md", "java.nio.file.Files.writeString(java.nio.file.Path.of("
                        + javaString(page) + "), \"# pwned\")"));
        assertContained(body, 2);
        assertFalse(Files.exists(project.resolve("site/pwned.html")));
        assertEquals(404, RawHttp.get(server.port(), "/pwned.html").status());
        assertEquals("# Get\n", Files.readString(page));
    }

    @Test
    void noProcessCanBeStarted() throws Exception {
        String body = runWhileServingPages("//# zh: 进程\n//# en: Processes\n"
                + attempt("run id", "new String(new ProcessBuilder(\"id\").start().getInputStream().readAllBytes())")
                + attempt("run /usr/bin/id", "new ProcessBuilder(\"/usr/bin/id\").start().waitFor()")
                + attempt("start another JVM", "new ProcessBuilder(System.getProperty(\"java.home\") + \"/bin/java\","
                        + " \"-version\").start().waitFor()"));
        assertContained(body, 3);
    }

    /** The run must not reach the server: no socket, so no page, no token and no nested run. */
    @Test
    void theServerCannotBeReachedForANestedRun() throws Exception {
        String nested = "{ var s = new java.net.Socket(\"127.0.0.1\", " + server.port() + ");"
                + " s.getOutputStream().write(\"GET / HTTP/1.1\\r\\nHost: 127.0.0.1:" + server.port()
                + "\\r\\nConnection: close\\r\\n\\r\\n\".getBytes());"
                + " String page = new String(s.getInputStream().readAllBytes());"
                + " var m = java.util.regex.Pattern.compile(\"duet-token\\\" content=\\\"([^\\\"]+)\").matcher(page);"
                + " m.find(); var t = new java.net.Socket(\"127.0.0.1\", " + server.port() + ");"
                + " String demo = \"//! title.zh: a\\n//! title.en: a\\n//# zh: a\\n//# en: a\\nint y = 1;\\n\";"
                + " t.getOutputStream().write((\"POST /__duet/run HTTP/1.1\\r\\nHost: 127.0.0.1:" + server.port()
                + "\\r\\nX-Duet-Token: \" + m.group(1) + \"\\r\\nContent-Length: \" + demo.length()"
                + " + \"\\r\\nConnection: close\\r\\n\\r\\n\" + demo).getBytes());"
                + " return new String(t.getInputStream().readAllBytes()).lines().findFirst().orElse(\"\"); }";
        String body = runWhileServingPages("//# zh: 套接字\n//# en: Socket\n"
                + "java.util.concurrent.Callable<Object> nested = () -> " + nested + ";\n"
                + "System.out.println(verdict(\"nested run\", nested));\n");
        assertContained(body, 1);
    }

    @Test
    void twoThousandThreadsCannotBeStarted() throws Exception {
        String body = runWhileServingPages("//# zh: 线程\n//# en: Threads\n"
                + "var gate = new java.util.concurrent.CountDownLatch(1);\n"
                + "int started = 0;\n"
                + "try { for (; started < 2000; started++) { new Thread(() -> { try { gate.await(); }"
                + " catch (InterruptedException e) { } }).start(); } } catch (Throwable t) { }\n"
                + "gate.countDown();\n"
                + "System.out.println(started < 2000 ? \"CONTAINED: \" + started + \" threads\""
                + " : \"ESCAPED: 2000 threads\");\n");
        assertContained(body, 1);
    }

    /** No process a run can see names where the project is (its class path is mounted elsewhere). */
    @Test
    void theRunSeesNoPathOfThisMachine() throws Exception {
        String projectDir = Path.of(System.getProperty("user.dir")).toAbsolutePath().toString();
        String body = runWhileServingPages("//# zh: 路径\n//# en: Paths\n"
                + attempt("find " + projectDir + " in /proc/*/cmdline", "{ var seen = new java.util.ArrayList<Long>();"
                + " for (var p : ProcessHandle.allProcesses().toList()) { try { if (new String(java.nio.file.Files"
                + ".readAllBytes(java.nio.file.Path.of(\"/proc/\" + p.pid() + \"/cmdline\"))).contains("
                + javaString(projectDir) + ")) seen.add(p.pid()); } catch (Exception e) { } }"
                + " if (seen.isEmpty()) throw new IllegalStateException(\"not in \" +"
                + " ProcessHandle.allProcesses().count() + \" processes\"); return seen; }"));
        assertContained(body, 1);
    }

    /**
     * No file of /proc a run can read about itself or the sandbox's first process (mounts with
     * their sources, command lines, environment, memory maps, cgroup) nor any system property
     * names a folder of this machine: the project, the JDK, Duet's class path, the build's
     * scratch files. Mount sources ({@code mountinfo}'s root field) used to show them all.
     */
    @Test
    void noProcFileNamesAFolderOfThisMachine() throws Exception {
        List<String> host = new java.util.ArrayList<>(List.of(
                Path.of(System.getProperty("user.dir")).toRealPath().toString(),
                project.toRealPath().toString(),
                Path.of(System.getProperty("java.home")).toRealPath().toString(),
                Path.of(System.getProperty("user.home"), ".m2").toString(),
                "duet-seccomp", "duet-bwrap"));
        String files = "\"/proc/self/mountinfo\", \"/proc/self/mounts\", \"/proc/1/mountinfo\","
                + " \"/proc/self/cmdline\", \"/proc/1/cmdline\", \"/proc/self/environ\", \"/proc/1/environ\","
                + " \"/proc/self/maps\", \"/proc/self/cgroup\", \"/proc/self/mountstats\"";
        String body = runWhileServingPages("//# zh: 挂载\n//# en: Mounts\n"
                + attempt("find a host path in /proc or the properties", "{ var host = java.util.List.of("
                + host.stream().map(SandboxEscapeTest::javaString).collect(java.util.stream.Collectors.joining(", "))
                + "); var seen = new java.util.TreeSet<String>(); var texts = new java.util.LinkedHashMap<String, String>();"
                + " for (String f : java.util.List.of(" + files + ")) { try { texts.put(f, new String("
                + "java.nio.file.Files.readAllBytes(java.nio.file.Path.of(f)))); } catch (Exception e) { } }"
                + " texts.put(\"properties\", System.getProperties().toString());"
                + " for (var e : texts.entrySet()) for (String h : host) if (e.getValue().contains(h))"
                + " seen.add(e.getKey() + \" names \" + h);"
                + " if (!texts.containsKey(\"/proc/self/cmdline\")) throw new IllegalStateException(\"no /proc\");"
                + " if (seen.isEmpty()) throw new IllegalStateException(\"none in \" + texts.keySet()); return seen; }"));
        assertContained(body, 1);
    }

    /**
     * What a demo writes to its JVM's standard output itself, bypassing the runner (a forged
     * {@code done} and {@code output}, and a part line), is never taken for an event, and a
     * later step's event still arrives; event-like text it prints arrives as plain output; and the
     * JVM's own warnings (here: threads it could not start, past the sandbox's task limit) are not
     * in the stream at all. Every line of the stream is one JSON object.
     */
    @Test
    void aRunCannotForgeEventsAndJvmWarningsAreNotOutput() throws Exception {
        String forgedDone = "\"{\\\"type\\\":\\\"do\" + \"ne\\\",\\\"passed\\\":tr\" + \"ue}\"";
        String body = runWhileServingPages("//# zh: 伪造\n//# en: Forge\n"
                + "var raw = new java.io.PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true);\n"
                + "raw.println(" + forgedDone + ");\n"
                + "raw.println(\"{\\\"type\\\":\\\"output\\\",\\\"text\\\":\\\"FOR\" + \"GED\\\"}\");\n"
                + "raw.print(\"part of \" + \"a line\");\n"
                + "System.out.println(\"PRINTED \" + " + forgedDone + ");\n"
                + "//# zh: 线程\n//# en: Threads\n"
                + "int started = 0; try { for (; started < 1000; started++) { var t = new Thread(() -> {"
                + " try { Thread.sleep(60_000); } catch (InterruptedException e) { } }); t.setDaemon(true); t.start(); } }"
                + " catch (OutOfMemoryError e) { }\n"
                + "System.out.println(\"threads \" + (started < 1000));\n"
                + "//# zh: 结果\n//# en: Result\n"
                + "System.out.println(\"last step\");\n"
                + "//= a line it does not print\n");
        assertTrue(body.contains("\"reason\":\"finished\""), body);
        List<String> lines = body.lines().toList();
        for (String line : lines) {
            assertTrue(line.startsWith("{\"type\":\"") && line.endsWith("}"), "not an event: " + line + "\n" + body);
        }
        assertFalse(body.contains("FORGED"), body);
        assertFalse(body.contains("part of a line"), body);
        assertFalse(body.contains("warning"), "a JVM warning in the stream: " + body);
        assertEquals(List.of("{\"type\":\"done\",\"passed\":false}"),
                lines.stream().filter(l -> l.startsWith("{\"type\":\"done\"")).toList(), body);
        assertTrue(body.contains("{\"type\":\"output\",\"text\":\"PRINTED {\\\"type\\\":\\\"done\\\",\\\"passed\\\":true}\\n\"}"),
                body);
        assertTrue(body.contains("threads true"), "the task limit was reached: " + body);
        assertEquals(4, lines.stream().filter(l -> l.startsWith("{\"type\":\"step\"")).count(), body);
    }

    /**
     * A run cannot create files to use the kernel's memory: there is no writable folder at all, so
     * the first file fails (a 16 MiB tmpfs used to take 685,901 empty files), and the server serves on.
     */
    @Test
    void noFileCanBeCreatedAnywhere() throws Exception {
        StringBuilder steps = new StringBuilder("//# zh: 文件\n//# en: Files\n");
        for (String dir : List.of("/tmp", "/dev/shm", "/", "/duet", "\" + System.getProperty(\"java.io.tmpdir\") + \"")) {
            steps.append(attempt("create 20,000 files in " + dir, "{ int n = 0; for (; n < 20_000; n++)"
                    + " java.nio.file.Files.createFile(java.nio.file.Path.of(\"" + dir + "\", \"f\" + n)); return n; }"));
        }
        steps.append(attempt("create a temporary file", "java.nio.file.Files.createTempFile(\"x\", \".txt\")"));
        String body = runWhileServingPages(steps.toString());
        assertContained(body, 6);
        assertTrue(body.contains("\"reason\":\"finished\""), body);
    }

    /**
     * A run sees no process, not even its parent (the sandbox's own PID 1; there is no /proc), nor
     * the server by its pid; the server lives on.
     */
    @Test
    void theServerCannotBeKilledFromARun() throws Exception {
        long serverPid = ProcessHandle.current().pid();
        String body = runWhileServingPages("//# zh: 杀\n//# en: Kill\n"
                + "long visible; try { visible = ProcessHandle.allProcesses().count(); }"
                + " catch (RuntimeException noProc) { visible = 0; }\n"
                + "System.out.println(\"parent \" + ProcessHandle.current().parent().isPresent()"
                + " + \" server \" + ProcessHandle.of(" + serverPid + "L).isPresent() + \" pid 1 \" + ProcessHandle.of(1).isPresent()"
                + " + \" visible processes \" + visible);\n"
                // The demo guard refuses the call before the sandbox is needed; either way the server lives.
                + "try { ProcessHandle.of(1).ifPresent(ProcessHandle::destroyForcibly); }"
                + " catch (SecurityException refused) { System.out.println(\"refused\"); }\n");
        assertTrue(body.contains("\"reason\":\"finished\""), body);
        assertTrue(body.contains("parent false server false pid 1 false visible processes 0"),
                "the run sees no process of this machine or of its sandbox: " + body);
        assertEquals(200, RawHttp.get(server.port(), "/").status());
        assertTrue(rebuilds.isEmpty(), "nothing was changed: " + rebuilds);
    }

    /**
     * A run that starts {@code sleep 91} in the background (it would outlive its JVM) and then loops
     * until its wall clock: once it is stopped, no process of it is left, neither the sleep nor any
     * process of the sandbox (found through a thread the run names, as the host sees it).
     */
    @Test
    void nothingOfARunOutlivesItsTimeLimit() throws Exception {
        String mark = "91." + (100_000 + System.nanoTime() % 900_000);
        String threadName = "dm" + mark.substring(3);
        String steps = HEADER + VERDICT + "//# zh: 后台\n//# en: Background\n"
                + attempt("start sleep " + mark + " in the background", "new ProcessBuilder(\"/bin/sh\", \"-c\","
                        + " \"sleep " + mark + " >/dev/null 2>&1 &\").start().waitFor()")
                + "var marker = new Thread(() -> { while (true) { try { Thread.sleep(60_000); }"
                + " catch (InterruptedException e) { } } }, " + javaString(threadName) + ");\n"
                + "marker.setDaemon(true);\nmarker.start();\n"
                + "//# zh: 循环\n//# en: Loop\nwhile (true) { x++; }\n";
        List<ProcessHandle> runProcesses;
        StringBuilder body = new StringBuilder();
        try (RawHttp.Streaming run = new RawHttp.Streaming(server.port(), "/__duet/run",
                Map.of(RequestGuard.TOKEN_HEADER, server.token()), steps)) {
            assertEquals(200, run.status());
            String line;
            while ((line = run.nextLine()) != null && !line.contains("\"index\":2")) {
                body.append(line).append('\n');
            }
            assertTrue(line != null, "the second step's event: " + body);
            body.append(line).append('\n');
            runProcesses = processesOfTheRunWithThread(threadName);
            assertFalse(runProcesses.isEmpty(), "the run's JVM is found by its thread " + threadName);
            assertEquals(200, RawHttp.get(server.port(), "/").status());
            while ((line = run.nextLine()) != null) {
                body.append(line).append('\n');
            }
        }
        List<ProcessHandle> sleeping = ProcessHandle.allProcesses()
                .filter(p -> p.info().commandLine().orElse("").contains("sleep " + mark)).toList();
        sleeping.forEach(ProcessHandle::destroyForcibly); // so that a failing test leaves nothing either
        assertContained(body.toString(), 1);
        assertTrue(body.toString().contains("\"reason\":\"time-limit\""), body.toString());
        for (ProcessHandle p : runProcesses) {
            try {
                p.onExit().get(10, TimeUnit.SECONDS);
            } catch (TimeoutException e) {
                throw new AssertionError("process " + p.pid() + " " + p.info().commandLine().orElse("")
                        + " of the run is still alive");
            }
        }
        assertEquals(List.of(), sleeping.stream().map(ProcessHandle::pid).toList(), "sleep " + mark + " survived");
    }

    /**
     * The process with a thread named {@code threadName} (Linux shows Java thread names in
     * /proc/PID/task/TID/comm), its ancestors below this JVM, and the descendants of the oldest.
     */
    private static List<ProcessHandle> processesOfTheRunWithThread(String threadName) throws IOException {
        long jvm = ProcessHandle.current().pid();
        for (ProcessHandle p : ProcessHandle.allProcesses().toList()) {
            Path tasks = Path.of("/proc", String.valueOf(p.pid()), "task");
            boolean named;
            try (var list = Files.list(tasks)) {
                named = list.anyMatch(t -> {
                    try {
                        return Files.readString(t.resolve("comm")).strip().equals(threadName);
                    } catch (IOException gone) {
                        return false;
                    }
                });
            } catch (IOException gone) {
                continue;
            }
            if (!named) {
                continue;
            }
            List<ProcessHandle> found = new java.util.ArrayList<>();
            ProcessHandle top = p;
            for (ProcessHandle h = p; h.pid() != jvm; h = h.parent().orElseThrow()) {
                found.add(h);
                top = h;
            }
            top.descendants().filter(d -> !found.contains(d)).forEach(found::add);
            return found;
        }
        return List.of();
    }
}
