package dev.duet.site.demo;

import dev.duet.site.diag.Diagnostics;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DemoRunnerTest {
    private static final String FIXTURE_PACKAGE = "dev.duet.site.demo.fixture";
    private static DemoRunner runner;

    @BeforeAll
    static void start() {
        runner = new DemoRunner(DemoRunner.Options.forThisJvm().withRecordedPackages(List.of(FIXTURE_PACKAGE)));
    }

    @AfterAll
    static void stop() {
        runner.close();
    }

    static String resource(String name) throws IOException {
        try (InputStream in = DemoRunnerTest.class.getResourceAsStream("/demos/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    static Demo parse(String path, String text) {
        Diagnostics diags = new Diagnostics();
        return DemoLoader.parse(path, text, diags).orElseThrow(() -> new AssertionError(diags.sorted()));
    }

    private static Demo demo(String timeout, String steps) {
        return parse("content/demos/t.jsh", "//! title.zh: 测\n//! title.en: Test\n//! timeout: " + timeout
                + "\n//! state: tally\n" + steps);
    }

    @Test
    void selfContainedDemoPassesWithOutputValuesThreadsAndState() throws IOException {
        DemoRun run = runner.run(parse("content/demos/self-contained.jsh", resource("self-contained.jsh")));
        assertTrue(run.passed(), () -> run.diagnostics().toString());
        assertEquals("{\"counter\":{\"count\":0,\"seen\":[]}}", run.steps().get(0).stateJson());
        assertEquals("hits: 1\n1", run.steps().get(1).actual());
        assertEquals("{\"counter\":{\"count\":2,\"seen\":[\"main\",\"worker\"]}}", run.steps().get(2).stateJson());
        assertEquals("counter = CounterState[count=2, seen=[main, worker]]", run.steps().get(2).stateText());
    }

    @Test
    void changedExpectationFailsWithBothSidesAtTheExpectationLine() throws IOException {
        String text = resource("self-contained.jsh").replace("//= hits: 1", "//= hits: 2");
        DemoRun run = runner.run(parse("content/demos/self-contained.jsh", text));
        assertFalse(run.passed());
        assertEquals(List.of("content/demos/self-contained.jsh:22:1: error: step 2 (A bare expression shows its value.)"
                + " printed:\n  hits: 1\n  1\nbut the .jsh expects:\n  hits: 2\n  1"),
                run.diagnostics().stream().map(Object::toString).toList());
        assertTrue(run.steps().get(2).passed(), "a wrong output does not stop the later steps");
    }

    /**
     * A step may start a thread that lives on (a queue's waiting loop does): the step ends when its
     * own code ends. JDK 17's engine waited for every thread it saw in the snippet's group, so such a
     * thread, if already started when it looked, made the step wait until its time limit. Repeated,
     * since whether the engine saw the thread was a matter of timing.
     */
    @Test
    void aThreadThatLivesOnDoesNotHoldTheStep() {
        for (int round = 0; round < 20; round++) {
            DemoRun run = runner.run(demo("20s", """
                    //# zh: 起一个不会结束的线程
                    //# en: Start a thread that never ends
                    var forever = new java.util.concurrent.CountDownLatch(1);
                    var started = new java.util.concurrent.CountDownLatch(1);
                    var t = new Thread(() -> { started.countDown(); try { forever.await(); } catch (InterruptedException e) { } });
                    t.setDaemon(true);
                    t.start();
                    started.await();

                    //# zh: 下一步照常运行
                    //# en: The next step runs as usual
                    t.isAlive()
                    //= true
                    """));
            assertTrue(run.passed(), () -> run.diagnostics().toString());
        }
    }

    @Test
    void infiniteLoopIsStoppedByTheTimeLimitAndNamed() {
        runner.prepare(); // JShell's start-up is not part of a step's time
        long start = System.nanoTime();
        DemoRun run = runner.run(demo("300ms", """
                //# zh: 死循环
                //# en: Spin forever
                int spins = 0;
                while (true) { spins++; }
                //= never

                //# zh: 之后
                //# en: After
                spins
                """));
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(StepOutcome.TIMED_OUT, run.steps().get(0).outcome());
        assertEquals(StepOutcome.NOT_RUN, run.steps().get(1).outcome());
        assertEquals(List.of("content/demos/t.jsh:7:1: error: step 1 (Spin forever) did not finish within its time"
                + " limit of 300ms; the watchdog stopped it"), run.diagnostics().stream().map(Object::toString).toList());
        assertTrue(millis < 3_000, "stopped promptly, took " + millis + " ms");
    }

    @Test
    void loopThatSwallowsThreadDeathIsAbandonedAfterClose() {
        DemoRun run = runner.run(demo("300ms", """
                //# zh: 吞掉一切的循环
                //# en: A loop that swallows everything
                while (true) { try { Thread.sleep(1); } catch (Throwable t) { } }
                """));
        assertEquals(StepOutcome.TIMED_OUT, run.steps().get(0).outcome());
    }

    @Test
    void aDemoCannotEndTheJvmOrStartAProcess() {
        // Each call would end this test JVM (or, for the process, could): each must be a step that threw.
        String[][] cases = {
                {"System.exit(0);", "java.lang.SecurityException: System.exit(0) is refused: demo code cannot end the build"},
                {"Runtime.getRuntime().halt(3);", "java.lang.SecurityException: Runtime.halt(3) is refused: demo code cannot end the build"},
                {"Runtime.getRuntime().exit(4);", "java.lang.SecurityException: Runtime.exit(4) is refused: demo code cannot end the build"},
                {"java.util.function.IntConsumer bye = System::exit; bye.accept(5);",
                        "java.lang.SecurityException: System.exit(5) is refused: demo code cannot end the build"},
                {"System.class.getMethod(\"exit\", int.class).invoke(null, 6);",
                        "java.lang.SecurityException: System.exit (through reflection) is refused: demo code cannot reach it"},
                {"java.lang.invoke.MethodHandles.lookup().findVirtual(Runtime.class, \"halt\", "
                        + "java.lang.invoke.MethodType.methodType(void.class, int.class));",
                        "java.lang.SecurityException: Runtime.halt (through reflection) is refused: demo code cannot reach it"},
                {"new ProcessBuilder(\"kill\", \"-9\", \"\" + ProcessHandle.current().pid()).start();",
                        "java.lang.SecurityException: starting a process is refused: demo code cannot start processes"},
                {"new java.beans.Statement(Runtime.getRuntime(), \"halt\", new Object[] {7}).execute();",
                        "java.lang.SecurityException: java.beans' calls by name is refused: demo code cannot call methods by name"},
                {"Thread.currentThread().getThreadGroup().getParent().suspend();",
                        "java.lang.SecurityException: ThreadGroup.suspend is refused: demo code cannot suspend threads "
                                + "(order them with latches)"},
        };
        assertEveryCaseThrows(cases);
    }

    /** The ways past the guard that once ended a build's JVM: each must be a step that threw. */
    @Test
    void aDemoCannotReachTheExitsThroughBeansBoundHandlesSignalsOrUnsafe() {
        String[][] cases = {
                {"java.util.function.Consumer<Object> bye = (java.util.function.Consumer<Object>) java.beans.EventHandler"
                        + ".create(java.util.function.Consumer.class, Runtime.getRuntime(), \"exit\", \"\"); bye.accept(0);",
                        "java.lang.SecurityException: java.beans' calls by name is refused: demo code cannot call methods by name"},
                {"java.lang.invoke.MethodHandles.lookup().bind(Runtime.getRuntime(), \"halt\","
                        + " java.lang.invoke.MethodType.methodType(void.class, int.class)).invoke(0);",
                        "java.lang.SecurityException: Runtime.halt (through reflection) is refused: demo code cannot reach it"},
                {"java.lang.invoke.MethodHandles.lookup().bind(new ProcessBuilder(\"id\"), \"start\","
                        + " java.lang.invoke.MethodType.methodType(Process.class)).invoke();",
                        "java.lang.SecurityException: ProcessBuilder.start (through reflection) is refused: demo code cannot reach it"},
                {"java.lang.invoke.MethodHandles.lookup().findVirtual(java.lang.invoke.MethodHandles.Lookup.class, \"findStatic\","
                        + " java.lang.invoke.MethodType.methodType(java.lang.invoke.MethodHandle.class, Class.class, String.class,"
                        + " java.lang.invoke.MethodType.class));",
                        "java.lang.SecurityException: Lookup.findStatic (through reflection) is refused: demo code cannot reach it"},
                {"sun.misc.Signal.raise(new sun.misc.Signal(\"TERM\"));",
                        "java.lang.SecurityException: sun.misc.Signal is refused: demo code cannot send this JVM signals"},
                {"var f = sun.misc.Unsafe.class.getDeclaredField(\"theUnsafe\"); f.setAccessible(true);"
                        + " ((sun.misc.Unsafe) f.get(null)).putAddress(0, 0);",
                        "java.lang.SecurityException: sun.misc.Unsafe is refused: demo code cannot write memory directly"},
                {"class Halter extends Thread { } java.lang.invoke.MethodHandles.lookup().findVirtual(Halter.class, \"suspend\","
                        + " java.lang.invoke.MethodType.methodType(void.class));",
                        "java.lang.SecurityException: Thread.suspend (through reflection) is refused: demo code cannot reach it"},
        };
        assertEveryCaseThrows(cases);
    }

    private void assertEveryCaseThrows(String[][] cases) {
        for (String[] c : cases) {
            DemoRun run = runner.run(demo("5s", "//# zh: 退出\n//# en: Leave\n" + c[0] + "\n"));
            assertEquals(List.of("content/demos/t.jsh:7:1: error: step 1 (Leave) threw " + c[1]),
                    run.diagnostics().stream().map(Object::toString).toList(), c[0]);
        }
        DemoRun after = runner.run(demo("5s", "//# zh: 之后\n//# en: After\n1 + 1\n//= 2\n"));
        assertTrue(after.passed(), () -> after.diagnostics().toString());
    }

    @Test
    void aDemoCannotEndAnotherProcess() throws IOException, InterruptedException {
        Process sleeper = new ProcessBuilder("sleep", "60").start();
        try {
            DemoRun run = runner.run(demo("5s", "//# zh: 结束\n//# en: End it\nProcessHandle.of(" + sleeper.pid()
                    + "L).ifPresent(ProcessHandle::destroyForcibly);\n"));
            assertEquals(List.of("content/demos/t.jsh:7:1: error: step 1 (End it) threw java.lang.SecurityException: "
                    + "ending a process is refused: demo code cannot end processes"),
                    run.diagnostics().stream().map(Object::toString).toList());
            assertTrue(sleeper.isAlive(), "the other process still runs");
        } finally {
            sleeper.destroyForcibly().waitFor();
        }
    }

    /**
     * What a live run streams: each step's output as it is printed, before the step's result, and
     * nothing that reading the state printed.
     */
    @Test
    void printedOutputIsHandedOnAsItComesWithoutWhatTheSnapshotPrints() {
        StringBuilder seen = new StringBuilder();
        DemoRun run = runner.run(demo("5s", """
                //# zh: 一
                //# en: one
                class Loud { int n; public Object snapshot() { System.out.println("snapshot printed"); return n; } }
                var tally = new Loud();
                System.out.println("a");
                //= a

                //# zh: 二
                //# en: two
                tally.n = 2;
                System.out.print("b");
                tally.n
                //= 2
                //= b2
                """), step -> {
                    synchronized (seen) {
                        seen.append('|');
                    }
                }, (b, off, len) -> {
                    synchronized (seen) {
                        seen.append(new String(b, off, len, StandardCharsets.UTF_8));
                    }
                });
        assertTrue(run.passed(), () -> run.diagnostics().toString());
        assertEquals("{\"tally\":2}", run.steps().get(1).stateJson());
        assertEquals("a\n|2\nb2\n|", seen.toString()); // a field assignment shows its value
    }

    /** A compile error names its line and column in the file, for the live editor to point at. */
    @Test
    void aCompileErrorCarriesItsColumn() {
        DemoRun rejected = runner.run(demo("5s", """
                //# zh: 编译错误
                //# en: Does not compile
                int a = 1;
                int b = a +
                      "text" * 2;
                """));
        StepRun step = rejected.steps().get(0);
        assertEquals(StepOutcome.DID_NOT_COMPILE, step.outcome());
        assertEquals(9, step.problemLine());
        assertEquals("rejected", step.detail().kind());
        assertEquals(7, step.detail().column(), step.problem());
    }

    @Test
    void exceptionAndCompileErrorNameTheStepAndLine() {
        DemoRun threw = runner.run(demo("5s", """
                //# zh: 抛异常
                //# en: Throws
                var tally = new dev.duet.site.demo.fixture.Tally();
                tally.add("");
                """));
        assertEquals(List.of("content/demos/t.jsh:8:1: error: step 1 (Throws) threw java.lang.IllegalArgumentException"),
                threw.diagnostics().stream().map(Object::toString).toList());
        DemoRun rejected = runner.run(demo("5s", """
                //# zh: 编译错误
                //# en: Does not compile
                int a = 1;
                int b =
                    "text";
                """));
        assertEquals(List.of("content/demos/t.jsh:9:1: error: step 1 (Does not compile) does not compile:"
                + " incompatible types: java.lang.String cannot be converted to int"),
                rejected.diagnostics().stream().map(Object::toString).toList());
    }

    @Test
    void anExceptionInADemoThreadShowsInTheOutput() {
        Thread.UncaughtExceptionHandler before = Thread.getDefaultUncaughtExceptionHandler();
        DemoRun run = runner.run(demo("5s", """
                //# zh: 线程抛异常
                //# en: A thread throws
                var t = new Thread(() -> { throw new IllegalStateException("boom"); }, "worker");
                t.start();
                t.join();
                //= Exception in thread "worker" java.lang.IllegalStateException: boom
                """));
        assertTrue(run.passed(), () -> run.diagnostics().toString());
        assertEquals(before, Thread.getDefaultUncaughtExceptionHandler(), "JShell's JVM-wide handler is removed");
    }

    /**
     * One runner keeps one JShell for all its demos; what a demo sees must still be fresh: static
     * state, the variables of the previous demo. The same text twice compiles to the same snippet
     * classes, which JShell does not send again, so this also covers classes defined from the
     * shell's shared store and variables read from them.
     */
    @Test
    void demosOnOneRunnerShareNoStateAndNoNames() {
        String text = """
                //# zh: 计数
                //# en: Count
                var tally = new dev.duet.site.demo.fixture.Tally();
                tally.add("x");
                dev.duet.site.demo.fixture.Counter.next()
                //= 1
                """;
        DemoRun first = runner.run(demo("5s", text));
        DemoRun again = runner.run(demo("5s", text));
        assertTrue(first.passed(), () -> first.diagnostics().toString());
        assertTrue(again.passed(), () -> again.diagnostics().toString());
        assertEquals("{\"tally\":{\"names\":[\"x\"]}}", again.steps().get(0).stateJson());
        assertEquals(first.steps().get(0).executedLines(), again.steps().get(0).executedLines());

        DemoRun later = runner.run(demo("5s", """
                //# zh: 上一个演示的变量
                //# en: A variable of the previous demo
                tally.size()
                """));
        assertEquals(StepOutcome.DID_NOT_COMPILE, later.steps().get(0).outcome());
        assertTrue(later.diagnostics().get(0).toString().contains("cannot find symbol"), later.diagnostics()::toString);
    }

    @Test
    void aDemoAfterOneThatWasStoppedRunsNormally() {
        DemoRun stopped = runner.run(demo("300ms", """
                //# zh: 停不下来
                //# en: Never ends
                while (true) { }
                """));
        assertEquals(StepOutcome.TIMED_OUT, stopped.steps().get(0).outcome());
        DemoRun next = runner.run(demo("5s", """
                //# zh: 正常
                //# en: Normal
                var tally = new dev.duet.site.demo.fixture.Tally();
                tally.add("y");
                tally.size()
                //= 1
                """));
        assertTrue(next.passed(), () -> next.diagnostics().toString());
    }

    @Test
    void outputBeyondTheCapIsCutWithAMarker() {
        try (DemoRunner small = new DemoRunner(DemoRunner.Options.forThisJvm().withRecordedPackages(List.of())
                .withOutputCap(100))) {
            DemoRun run = small.run(demo("5s", """
                    //# zh: 刷屏
                    //# en: Flood
                    for (int i = 0; i < 10_000; i++) System.out.println("line " + i);
                    """));
            String actual = run.steps().get(0).actual();
            assertTrue(actual.endsWith("[output cut: over 100 bytes]"), actual);
            assertTrue(actual.length() < 200, actual);
        }
    }

    @Test
    void recordsTheFixtureLinesEachStepExecuted() throws IOException {
        DemoRun run = runner.run(demo("5s", """
                //# zh: 创建
                //# en: Create
                var tally = new dev.duet.site.demo.fixture.Tally();

                //# zh: 添加
                //# en: Add
                tally.add("a");

                //# zh: 计数
                //# en: Count
                tally.size()
                //= 1
                """));
        assertTrue(run.passed(), () -> run.diagnostics().toString());
        String source = "dev/duet/site/demo/fixture/Tally.java";
        assertEquals(marked("add-check", "add-store", "add-end"), run.steps().get(1).executedLines().get(source));
        assertEquals(marked("size"), run.steps().get(2).executedLines().get(source));
        assertEquals("{\"tally\":{\"names\":[\"a\"]}}", run.steps().get(2).stateJson());
    }

    /**
     * A worker counts down the latch the step waits on, works on for a while and then calls the
     * fixture: the step's code has returned long before, yet the call is the step's doing, so its
     * lines, and the state it leaves, are recorded with the step and not with the next one.
     */
    @Test
    void aThreadStillFinishingItsWorkIsRecordedWithItsStep() throws IOException {
        DemoRun run = runner.run(demo("20s", """
                //# zh: worker 先放行这一步，再算一阵，最后添加
                //# en: The worker lets the step go on, computes for a while, then adds
                var tally = new dev.duet.site.demo.fixture.Tally();
                var signalled = new java.util.concurrent.CountDownLatch(1);
                var sum = new java.util.concurrent.atomic.AtomicLong();
                var worker = new Thread(() -> {
                    signalled.countDown();
                    long x = 1;
                    for (int i = 0; i < 100_000_000; i++) x = x * 31 + i;
                    sum.set(x);
                    tally.add("late");
                });
                worker.start();
                signalled.await();

                //# zh: 计数
                //# en: Count
                tally.size()
                //= 1
                """));
        assertTrue(run.passed(), () -> run.diagnostics().toString());
        String source = "dev/duet/site/demo/fixture/Tally.java";
        assertTrue(run.steps().get(0).executedLines().get(source).containsAll(marked("add-check", "add-store", "add-end")),
                () -> run.steps().get(0).executedLines().toString());
        assertEquals("{\"tally\":{\"names\":[\"late\"]}}", run.steps().get(0).stateJson());
        assertEquals(marked("size"), run.steps().get(1).executedLines().get(source));
    }

    /** A thread that never stops running cannot settle: the step is recorded after a bounded wait. */
    @Test
    void aThreadThatKeepsRunningDoesNotHoldTheStep() {
        DemoRun run = runner.run(demo("20s", """
                //# zh: 起一个一直在转的线程
                //# en: Start a thread that keeps spinning
                var spin = new java.util.concurrent.atomic.AtomicBoolean(true);
                var spinner = new Thread(() -> { while (spin.get()) Thread.onSpinWait(); });
                spinner.start();

                //# zh: 让它停下
                //# en: Let it stop
                spin.set(false);
                spinner.join();
                spinner.isAlive()
                //= false
                """));
        assertTrue(run.passed(), () -> run.diagnostics().toString());
    }

    /** The lines of Tally.java carrying {@code // mark:<name>}. */
    private static SortedSet<Integer> marked(String... names) throws IOException {
        List<String> lines = Files.readAllLines(Path.of("src/test/java/dev/duet/site/demo/fixture/Tally.java"));
        SortedSet<Integer> result = new TreeSet<>();
        for (int i = 0; i < lines.size(); i++) {
            for (String name : names) {
                if (lines.get(i).endsWith("// mark:" + name)) {
                    result.add(i + 1);
                }
            }
        }
        assertEquals(names.length, result.size());
        return result;
    }
}
