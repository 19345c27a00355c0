package dev.duet.site.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./duet} launcher's compile step, against a stand-in {@code mvn} that prints what
 * Maven 3.8 prints for a Java file that does not compile (colour resets included) and records
 * how it was called.
 */
class LauncherTest {
    @TempDir
    Path dir;

    @Test
    void aCompileErrorIsLocatedWithoutMavenNoiseOrColourCodes() throws Exception {
        Path root = dir.resolve("project");
        Files.createDirectories(root.resolve("src/main/java"));
        Files.copy(Path.of("duet"), root.resolve("duet"));
        Path bin = Files.createDirectories(dir.resolve("bin"));
        String file = root + "/src/main/java/dev/duet/workqueue/Typed.java";
        fakeMaven(bin, """
                \u001b[0m\u001b[0m[ERROR] COMPILATION ERROR :\s
                [ERROR] %1$s:[103,20] ';' expected
                [ERROR] %1$s:[139,19] illegal start of expression
                [ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile \
                (default-compile) on project duet: Compilation failure: Compilation failure:\s
                [ERROR] %1$s:[103,20] ';' expected
                [ERROR] %1$s:[139,19] illegal start of expression
                [ERROR] -> [Help 1]
                \u001b[0m\u001b[0m""".formatted(file));
        Result r = launch(root, bin, "build");
        assertEquals(1, r.exit, r.err);
        assertEquals("""
                duet: compiling Duet with Maven (the first time it also fetches the libraries; about a minute)...
                src/main/java/dev/duet/workqueue/Typed.java:103:20: error: ';' expected
                src/main/java/dev/duet/workqueue/Typed.java:139:19: error: illegal start of expression
                2 errors
                the Java sources do not compile; nothing was run and site was not changed
                """, r.err);
        assertEquals("", r.out);
        String call = Files.readString(dir.resolve("mvn-call"), StandardCharsets.UTF_8);
        assertTrue(call.contains("args: -B -q -Dstyle.color=never -DskipTests -Dduet.skipArchives=true package"), call);
        assertTrue(call.contains("MAVEN_OPTS: -Xmx1g -Djansi.noreset=true"), "the user's options are kept: " + call);
        assertFalse(Files.exists(root.resolve("target/.duet-built")), "a failed compile is not recorded as built");
    }

    @Test
    void anotherMavenFailureIsShownAsMavenSaidItWithoutColourCodes() throws Exception {
        Path root = dir.resolve("project");
        Files.createDirectories(root.resolve("src/main/java"));
        Files.copy(Path.of("duet"), root.resolve("duet"));
        Path bin = Files.createDirectories(dir.resolve("bin"));
        fakeMaven(bin, "\u001b[0m\u001b[0m[ERROR] Could not resolve dependencies for project dev.duet:duet\n\u001b[0m\u001b[0m");
        Result r = launch(root, bin, "build");
        assertEquals(1, r.exit, r.err);
        assertEquals("duet: compiling Duet with Maven (the first time it also fetches the libraries; about a minute)...\n"
                + "[ERROR] Could not resolve dependencies for project dev.duet:duet\n", r.err);
    }

    private static void fakeMaven(Path bin, String output) throws IOException {
        Path log = bin.resolve("mvn-output");
        Files.writeString(log, output, StandardCharsets.UTF_8);
        Path mvn = bin.resolve("mvn");
        Files.writeString(mvn, "#!/bin/sh\n"
                + "{ echo \"args: $*\"; echo \"MAVEN_OPTS: $MAVEN_OPTS\"; } > '" + bin.getParent().resolve("mvn-call") + "'\n"
                + "cat '" + log + "'\nexit 1\n", StandardCharsets.UTF_8);
        Files.setPosixFilePermissions(mvn, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    private record Result(int exit, String out, String err) {}

    private Result launch(Path root, Path bin, String... args) throws Exception {
        String[] command = new String[args.length + 2];
        command[0] = "sh";
        command[1] = root.resolve("duet").toString();
        System.arraycopy(args, 0, command, 2, args.length);
        ProcessBuilder pb = new ProcessBuilder(command).directory(root.toFile());
        pb.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        pb.environment().put("MAVEN_OPTS", "-Xmx1g");
        pb.redirectOutput(dir.resolve("out").toFile()).redirectError(dir.resolve("err").toFile());
        Process p = pb.start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the launcher finished");
        return new Result(p.exitValue(), Files.readString(dir.resolve("out")), Files.readString(dir.resolve("err")));
    }
}
