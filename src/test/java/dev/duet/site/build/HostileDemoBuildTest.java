package dev.duet.site.build;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A real {@code duet build} and {@code duet check}, each in a JVM of its own, of a small project
 * whose demos try every way out that once worked from a build: ending the build's JVM (through
 * {@code java.beans.EventHandler}, a bound method handle, a signal, a write to address 0, a class
 * the bytecode guard never saw), starting a process, writing the project and the world outside it,
 * and a thread that outlives its demo to write {@code site/} after it is swapped in. Each demo
 * prints {@code ESCAPED} when its attempt worked, and expects to: a build where all were
 * contained fails at every demo's file, exits 1, and leaves the project, {@code site/} and the
 * folder outside it exactly as they were. With {@code DUET_DEMO_SANDBOX=off} (or on the code
 * before the sandbox) the build ends early with 0, 143 or 134, or writes where it should not.
 */
class HostileDemoBuildTest {
    @TempDir
    Path dir;
    private Path project;
    private Path outside;

    @BeforeEach
    void project() throws IOException {
        requireBubblewrap();
        project = dir.resolve("project");
        outside = dir.resolve("outside");
        Files.createDirectories(outside);
        copy(Path.of("src/test/resources/fixtures/project"), project);
        copy(Path.of("templates"), project.resolve("templates"));
        try (Stream<Path> walk = Files.walk(project.resolve("src"))) {
            for (Path p : walk.filter(p -> p.toString().endsWith(".java.txt")).toList()) {
                String name = p.getFileName().toString();
                Files.move(p, p.resolveSibling(name.substring(0, name.length() - ".txt".length())));
            }
        }
        Files.writeString(project.resolve("bench.sh"), "#!/bin/sh\necho bench\n");
        Run first = duet("build");
        assertEquals(0, first.exit(), first.err());
    }

    /** Each hostile demo: its id and the code of its one step, which prints ESCAPED when it got out. */
    private Map<String, String> hostileDemos() {
        Map<String, String> demos = new TreeMap<>();
        demos.put("beans-exit", "java.util.function.Consumer<Object> bye = (java.util.function.Consumer<Object>)"
                + " java.beans.EventHandler.create(java.util.function.Consumer.class, Runtime.getRuntime(), \"exit\", \"\");\n"
                + "bye.accept(0);\nSystem.out.println(\"ESCAPED\");\n");
        demos.put("bound-halt", "java.lang.invoke.MethodHandles.lookup().bind(Runtime.getRuntime(), \"halt\","
                + " java.lang.invoke.MethodType.methodType(void.class, int.class)).invoke(0);\n"
                + "System.out.println(\"ESCAPED\");\n");
        demos.put("bound-start", "Process p = (Process) java.lang.invoke.MethodHandles.lookup().bind(new ProcessBuilder("
                + "\"/bin/sh\", \"-c\", \"id > " + outside.resolve("id.txt") + "\"), \"start\","
                + " java.lang.invoke.MethodType.methodType(Process.class)).invoke();\n"
                + "p.waitFor();\nSystem.out.println(\"ESCAPED\");\n");
        demos.put("signal-term", "sun.misc.Signal.raise(new sun.misc.Signal(\"TERM\"));\nSystem.out.println(\"ESCAPED\");\n");
        demos.put("unsafe-zero", "var field = sun.misc.Unsafe.class.getDeclaredField(\"theUnsafe\");\n"
                + "field.setAccessible(true);\n((sun.misc.Unsafe) field.get(null)).putAddress(0, 0);\n"
                + "System.out.println(\"ESCAPED\");\n");
        demos.put("file-writes", "var nio = java.nio.file.Files.class;\n"
                + "java.nio.file.Files.writeString(java.nio.file.Path.of(\"" + project.resolve("content/pages/index.en.md")
                + "\"), \"pwned\");\n"
                + "java.nio.file.Files.writeString(java.nio.file.Path.of(\"" + project.resolve("src/main/java/Evil.java")
                + "\"), \"class Evil {}\");\n"
                + "java.nio.file.Files.writeString(java.nio.file.Path.of(\"" + outside.resolve("pwned") + "\"), \"x\");\n"
                + "java.nio.file.Files.delete(java.nio.file.Path.of(\"" + project.resolve("bench.sh") + "\"));\n"
                + "System.out.println(\"ESCAPED\");\n");
        // A thread in the build's own group (above the demo's), appending to site/ until the build is
        // over; the step reports its first attempt.
        demos.put("lingering-thread", "var first = new java.util.concurrent.CompletableFuture<String>();\n"
                + "var t = new Thread(Thread.currentThread().getThreadGroup().getParent(), () -> { while (true) {"
                + " try { java.nio.file.Files.writeString(java.nio.file.Path.of(\"" + project.resolve("site/en/index.html")
                + "\"), \"<script>alert(1)</script>\", java.nio.file.StandardOpenOption.APPEND); first.complete(\"ESCAPED\"); }"
                + " catch (Throwable e) { first.complete(\"CONTAINED \" + e); }"
                + " try { Thread.sleep(5); } catch (Throwable e) { } } });\n"
                + "t.setDaemon(true);\nt.start();\nSystem.out.println(first.get());\n");
        return demos;
    }

    @Test
    void everyEscapeFailsTheBuildAtItsDemoAndNothingOutsideTheSandboxChanges() throws IOException {
        Map<String, String> demos = hostileDemos();
        addDemos(demos);
        Map<String, String> before = snapshot(project, true);
        Run build = duet("build");
        assertEquals(1, build.exit(), "the build failed (it did not end early): " + build);
        for (String id : demos.keySet()) {
            assertTrue(build.err().contains("content/demos/" + id + ".jsh:"), id + " has its error: " + build.err());
        }
        assertTrue(build.err().contains("site was not changed"), build.err());
        assertEquals(before, snapshot(project, true), "the project and site/ are as they were");
        assertEquals(Map.of(), snapshot(outside, false), "nothing was written outside the project");
    }

    /** A class the guard never rewrote (loaded by the demo's own loader) ends the JVM: only the sandbox's JVM ends. */
    @Test
    void aDemoThatEndsItsJvmPastTheGuardFailsTheBuildAtThatDemo() throws IOException {
        // Compiled in memory: the sandbox has no folder to write a class file to.
        addDemos(Map.of("own-loader", "var compiler = javax.tools.ToolProvider.getSystemJavaCompiler();\n"
                + "var bytes = new java.io.ByteArrayOutputStream();\n"
                + "var files = new javax.tools.ForwardingJavaFileManager<javax.tools.JavaFileManager>("
                + "compiler.getStandardFileManager(null, null, null)) { public javax.tools.JavaFileObject"
                + " getJavaFileForOutput(javax.tools.JavaFileManager.Location l, String n, javax.tools.JavaFileObject.Kind k,"
                + " javax.tools.FileObject f) { return new javax.tools.SimpleJavaFileObject(java.net.URI.create(\"mem:///\""
                + " + n + \".class\"), k) { public java.io.OutputStream openOutputStream() { return bytes; } }; } };\n"
                + "var evil = new javax.tools.SimpleJavaFileObject(java.net.URI.create(\"string:///Evil.java\"),"
                + " javax.tools.JavaFileObject.Kind.SOURCE) { public CharSequence getCharContent(boolean ignore) {"
                + " return \"public class Evil { static { Runtime.getRuntime().halt(0); } }\"; } };\n"
                + "compiler.getTask(null, files, null, null, null, java.util.List.of(evil)).call();\n"
                + "var loader = new ClassLoader() { Class<?> define(byte[] b) { return defineClass(\"Evil\", b, 0, b.length); } };\n"
                + "Class.forName(loader.define(bytes.toByteArray()).getName(), true, loader);\n"
                + "System.out.println(\"ESCAPED\");\n"));
        Map<String, String> before = snapshot(project, true);
        Run build = duet("build");
        assertEquals(1, build.exit(), "the build failed (it did not end early): " + build);
        assertTrue(build.err().contains("content/demos/own-loader.jsh:1:1: error: the sandboxed JVM that runs the demos"
                + " ended with exit code 0 while this demo ran, so it has no result"), build.err());
        assertEquals(before, snapshot(project, true));
    }

    /**
     * A demo that writes a whole result message of the runner's protocol to its JVM's standard
     * output itself (its step passed, printing ESCAPED) does not get that result: the build skips
     * what lacks the runner's seal and reports the demo's real run (it printed nothing).
     */
    @Test
    void aDemoCannotForgeItsResult() throws IOException {
        addDemos(Map.of("forged", "void s(java.io.DataOutputStream o, String t) throws Exception {"
                + " byte[] b = t.getBytes(\"UTF-8\"); o.writeInt(b.length); o.write(b); }\n"
                + "void step(java.io.DataOutputStream o, int i, String actual) throws Exception { o.writeInt(i);"
                + " s(o, actual); s(o, \"PASSED\"); o.writeBoolean(false); o.writeInt(0); s(o, \"{}\"); s(o, \"\");"
                + " o.writeInt(0); o.writeBoolean(false); }\n"
                + "var o = new java.io.DataOutputStream(new java.io.FileOutputStream(java.io.FileDescriptor.out));\n"
                + "o.writeInt(3); s(o, \"forged\"); o.writeInt(2); step(o, 1, \"\"); step(o, 2, \"ESCA\" + \"PED\");"
                + " o.flush();\n"));
        Run build = duet("build");
        assertEquals(1, build.exit(), "the demo's real run failed the build: " + build);
        assertTrue(build.err().contains("content/demos/forged.jsh:"), build.err());
        assertTrue(build.err().contains("but the .jsh expects:\n  ESCAPED"), build.err());
    }

    /**
     * {@code duet demo} runs the demo in the build's sandbox: its writes fail, nothing changes; with
     * no sandbox it says so in one line and runs it as before.
     */
    @Test
    void theDemoCommandRunsTheDemoInTheSandbox() throws IOException {
        addDemos(Map.of("file-writes", hostileDemos().get("file-writes")));
        Map<String, String> before = snapshot(project, true);
        Run demo = duet("demo", "file-writes");
        assertEquals(1, demo.exit(), "the demo's writes failed: " + demo);
        assertTrue(demo.err().contains("content/demos/file-writes.jsh:"), demo.err());
        assertEquals(before, snapshot(project, true), "the project is as it was");
        assertEquals(Map.of(), snapshot(outside, false), "nothing was written outside the project");

        Run unsandboxed = duet(true, "demo", "file-writes");
        assertTrue(Files.exists(outside.resolve("pwned")), "it ran with the user's rights: " + unsandboxed);
        assertEquals(1, unsandboxed.err().lines().filter(l -> l.equals("duet: demos run without a sandbox"
                + " (DUET_DEMO_SANDBOX=off), with your own rights")).count(), unsandboxed.err());
    }

    @Test
    void checkWritesNothingOutsideTarget() throws IOException {
        addDemos(hostileDemos());
        // The pages that show the demos changed: build them as they are (the demos fail), then check.
        Map<String, String> before = snapshot(project, false);
        Run check = duet("check");
        assertEquals(1, check.exit(), check.toString());
        for (String id : hostileDemos().keySet()) {
            assertTrue(check.err().contains("content/demos/" + id + ".jsh:"), id + ": " + check.err());
        }
        assertEquals(before, snapshot(project, false), "check wrote nothing outside target/");
        assertEquals(Map.of(), snapshot(outside, false));
    }

    private void addDemos(Map<String, String> demos) throws IOException {
        StringBuilder refs = new StringBuilder();
        for (Map.Entry<String, String> d : demos.entrySet()) {
            Files.createDirectories(project.resolve("content/demos"));
            Files.writeString(project.resolve("content/demos/" + d.getKey() + ".jsh"), "//! title.zh: 逃\n"
                    + "//! title.en: Escape\n//! timeout: 20s\n//! state: x\n\n//# zh: 准备\n//# en: Prepare\nint x = 0;\n\n"
                    + "//# zh: 逃\n//# en: Get out\n" + d.getValue() + "//= ESCAPED\n");
            refs.append("@demo ").append(d.getKey()).append("\n\n");
        }
        for (String lang : List.of("en", "zh")) {
            Path page = project.resolve("content/pages/index." + lang + ".md");
            Files.writeString(page, Files.readString(page).replace("@excerpts", refs + "@excerpts"));
        }
    }

    record Run(int exit, String out, String err) {
    }

    /** Runs the CLI in a JVM of its own, in the project's folder (where a crashing JVM leaves its report). */
    private Run duet(String command, String... args) throws IOException {
        return duet("off".equals(System.getProperty("duet.test.sandbox")), command, args);
    }

    private Run duet(boolean sandboxOff, String command, String... args) throws IOException {
        List<String> argv = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"),
                "dev.duet.site.cli.Main", command, "--root", project.toString()));
        argv.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(argv).directory(project.toFile());
        if (sandboxOff) {
            pb.environment().put("DUET_DEMO_SANDBOX", "off");
        }
        Process p = pb.start();
        p.getOutputStream().close();
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
        String out = read(p.getInputStream());
        try {
            if (!p.waitFor(300, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("duet " + command + " did not end");
            }
            return new Run(p.exitValue(), out, err.get());
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static String read(java.io.InputStream in) {
        try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every file under {@code root} (and its hash), without {@code target/} unless asked. */
    private static Map<String, String> snapshot(Path root, boolean withTarget) throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                String rel = root.relativize(p).toString();
                if (rel.startsWith("target/")) {
                    continue; // target/ is Duet's own (compiled port, caches); the tests ask for the rest
                }
                out.put(rel, sha256(Files.readAllBytes(p)));
            }
        }
        return out;
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.sorted().toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    private static void requireBubblewrap() {
        boolean present = Files.isExecutable(Path.of("/usr/bin/bwrap"));
        if ("true".equals(System.getenv("CI"))) {
            assertTrue(present, "CI must install bubblewrap");
        }
        Assumptions.assumeTrue(present, "needs /usr/bin/bwrap (apt-get install bubblewrap)");
    }
}
