package dev.duet.site.browserrun;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * No drift: a demo whose browser build prints something its JShell recording does not fails
 * the build, at the demo's file and step, and leaves no site.
 */
class BrowserDriftTest {
    @Test
    void aDemoThatPrintsOtherwiseInTheBrowserFailsTheBuild(@TempDir Path dir) throws Exception {
        // The JVM has a VM name; TeaVM's System has no such property. JShell records true.
        StarterWithBrowserRuns project = new StarterWithBrowserRuns(dir.resolve("p"))
                .step("Ask for the VM's name.", "问虚拟机的名字。", "System.getProperty(\"java.vm.name\") != null", "true");
        int line = project.demoLines().indexOf("//= true") + 1;
        StarterWithBrowserRuns.Run run = project.build();
        assertEquals(1, run.exit(), run.err());
        assertTrue(run.err().contains("content/demos/push-pop.jsh:" + line + ":1: error: step 4 (Ask for the VM's name.)"
                + " printed in the browser build:"), run.err());
        assertTrue(run.err().contains("but JShell printed, as the .jsh expects:\n    true"), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
        assertFalse(Files.exists(project.root().resolve("site")), "a failed build writes no site");
    }

    /**
     * The java.util.concurrent stand-ins compiled by TeaVM and run in Node, by the build's own
     * check: two threads wait on a Condition until the main thread sees both WAITING and signals,
     * a latch counts them out, a scheduled task fires. The build passes only when Node printed
     * what JShell recorded.
     */
    @Test
    void theConcurrencyStandInsBehaveInNodeAsOnTheJvm(@TempDir Path dir) throws Exception {
        StarterWithBrowserRuns project = new StarterWithBrowserRuns(dir.resolve("p"))
                .step("Two threads wait for a signal.", "两个线程等一个信号。", String.join("\n",
                        "import java.util.concurrent.*;",
                        "import java.util.concurrent.locks.*;",
                        "var lock = new ReentrantLock();",
                        "var cond = lock.newCondition();",
                        "var done = new CountDownLatch(2);",
                        "var order = new java.util.ArrayList<String>();",
                        "boolean[] go = {false};",
                        "Runnable waiter = () -> { lock.lock(); try { while (!go[0]) cond.awaitUninterruptibly();"
                                + " order.add(Thread.currentThread().getName()); } finally { lock.unlock(); done.countDown(); } };",
                        "var t1 = new Thread(waiter, \"w1\");",
                        "var t2 = new Thread(waiter, \"w2\");",
                        "t1.start();",
                        "t2.start();",
                        "while (t1.getState() != Thread.State.WAITING || t2.getState() != Thread.State.WAITING) Thread.yield();",
                        // One snippet: JShell may run each snippet on a thread of its own.
                        "{ lock.lock(); try { go[0] = true; cond.signalAll(); } finally { lock.unlock(); } }",
                        "done.await();",
                        "java.util.Collections.sort(order);",
                        "order;",
                        "t1.join();",
                        "t1.getState()"), "[w1, w2]", "TERMINATED")
                .step("A scheduled task fires.", "定时任务触发。", String.join("\n",
                        "var ex = new ScheduledThreadPoolExecutor(1);",
                        "var fired = new CountDownLatch(1);",
                        "var task = ex.schedule(fired::countDown, 1, TimeUnit.MILLISECONDS);",
                        "fired.await(5, TimeUnit.SECONDS);",
                        "ex.shutdown();"), "true");
        StarterWithBrowserRuns.Run run = project.build();
        assertEquals(0, run.exit(), run.err());
        String index = Files.readString(project.root().resolve("site/assets/duet-run-index.js"));
        assertTrue(index.contains("\"push-pop\""), index);
    }

    /** A demo the browser build cannot translate keeps its recording, with a warning at the construct. */
    @Test
    void aDemoTheBrowserCannotRunKeepsItsRecordingWithAWarning(@TempDir Path dir) throws Exception {
        // JShell lets a variable be declared again with another type; one Java field cannot be both.
        StarterWithBrowserRuns project = new StarterWithBrowserRuns(dir.resolve("p"))
                .step("A number.", "一个数。", "var v = 1;\nv", "1")
                .step("The same name, now a text.", "同一个名字，现在是文字。", "var v = \"one\";\nv", "\"one\"");
        int line = project.demoLines().indexOf("var v = \"one\";") + 1;
        StarterWithBrowserRuns.Run run = project.build();
        assertEquals(0, run.exit(), run.err());
        String printed = run.out() + run.err();
        assertTrue(printed.contains("content/demos/push-pop.jsh:" + line + ":1: warning: this demo does not run in the"
                + " browser (the page offers its recording only): variable 'v' is declared again with another type (int, then String)"), printed);
        String index = Files.readString(project.root().resolve("site/assets/duet-run-index.js"));
        assertFalse(index.contains("push-pop"), index);
        assertFalse(Files.exists(project.root().resolve("site/assets/duet-run.js")));
        assertTrue(Files.readString(project.root().resolve("site/en/push.html")).contains("&quot;one&quot;") || Files.readString(
                project.root().resolve("site/en/push.html")).contains("\"one\""), "the recording is shown");
    }
}
