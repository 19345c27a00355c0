package dev.duet.site.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The distribution's launcher ({@code src/dist/bin/duet}, installed in a folder whose path has a
 * space) against a stand-in Java home: which Java it picks, the options each command gets, where
 * its class archives go, and a Java that is too old. The stand-in {@code java} records its
 * arguments; {@code DistIT} runs the real one.
 */
class DistLauncherTest {
    @TempDir
    Path dir;
    private Path home;
    private Path launcher;

    @BeforeEach
    void install() throws IOException {
        home = Files.createDirectories(dir.resolve("Program Files/duet-9.9"));
        Files.createDirectories(home.resolve("bin"));
        Files.createDirectories(home.resolve("lib"));
        Files.writeString(home.resolve("lib/duet.jar"), "");
        launcher = home.resolve("bin/duet");
        // What the assembly's filtering does.
        Files.writeString(launcher, Files.readString(Path.of("src/dist/bin/duet")).replace("${project.version}", "9.9"));
        executable(launcher);
    }

    /** A Java home whose java prints its arguments, one a line, and exits 0. */
    private Path fakeJdk(String name, String version) throws IOException {
        Path jdk = Files.createDirectories(dir.resolve(name));
        Files.createDirectories(jdk.resolve("bin"));
        Files.writeString(jdk.resolve("release"), "IMPLEMENTOR=\"Test\"\nJAVA_VERSION=\"" + version + "\"\n");
        Path java = jdk.resolve("bin/java");
        Files.writeString(java, "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done\n");
        executable(java);
        return jdk;
    }

    private static void executable(Path file) throws IOException {
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    private record Result(int exit, List<String> args, String err) {}

    private Result launch(Map<String, String> env, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("sh", launcher.toString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile());
        pb.environment().remove("JAVA_OPTS");
        pb.environment().remove("DUET_OPTS");
        pb.environment().put("HOME", dir.resolve("home").toString());
        pb.environment().remove("XDG_CACHE_HOME");
        pb.environment().putAll(env);
        pb.redirectOutput(dir.resolve("out").toFile()).redirectError(dir.resolve("err").toFile());
        Process p = pb.start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the launcher finished");
        return new Result(p.exitValue(), Files.readAllLines(dir.resolve("out"), StandardCharsets.UTF_8),
                Files.readString(dir.resolve("err")));
    }

    @Test
    void eachCommandGetsItsOptionsAndTheUsersComeLast() throws Exception {
        Path jdk = fakeJdk("jdk", "17.0.15");
        Result build = launch(Map.of("JAVA_HOME", jdk.toString(), "JAVA_OPTS", "-Dfrom=java-opts",
                "DUET_OPTS", "-Xmx3g"), "build", "--root", "my site");
        assertEquals(0, build.exit(), build.err());
        List<String> a = build.args();
        assertTrue(a.containsAll(List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC")), a.toString());
        assertFalse(a.contains("-Xmn64m"), "browse's heap settings are browse's: " + a);
        assertTrue(a.indexOf("-Dfrom=java-opts") > a.indexOf("-XX:+UseSerialGC"), a.toString());
        assertTrue(a.indexOf("-Xmx3g") > a.indexOf("-Dfrom=java-opts"), "DUET_OPTS after JAVA_OPTS: " + a);
        assertEquals(List.of("-cp", home.toRealPath() + "/lib/*", "dev.duet.site.cli.Main", "build", "--rerun-demos",
                "--root", "my site"), a.subList(a.indexOf("-cp"), a.size()), "the first build records an archive");
        String archive = a.stream().filter(s -> s.startsWith("-XX:ArchiveClassesAtExit=")).findFirst().orElseThrow();
        Path cache = dir.resolve("home/.cache/duet");
        assertTrue(archive.startsWith("-XX:ArchiveClassesAtExit=" + cache + "/9.9-jdk17.0.15-"), archive);
        assertTrue(build.err().contains("recording a class archive"), build.err());

        Result browse = launch(Map.of("JAVA_HOME", jdk.toString(), "XDG_CACHE_HOME", dir.resolve("xdg").toString()),
                "browse", "src", "--out", "out");
        assertTrue(browse.args().containsAll(List.of("-Xms512m", "-Xmn64m", "-XX:MaxTenuringThreshold=0")),
                browse.args().toString());
        assertTrue(browse.args().stream().anyMatch(s -> s.startsWith("-XX:ArchiveClassesAtExit=" + dir.resolve("xdg/duet/9.9-jdk17.0.15-"))
                && s.contains("/browse.jsa.")), "XDG_CACHE_HOME is respected: " + browse.args());
        try (var files = Files.walk(home)) {
            assertTrue(files.noneMatch(f -> f.toString().contains(".jsa")), "nothing is written beside the jars");
        }
    }

    @Test
    void anExistingArchiveIsUsedUntilTheJarsAreNewer() throws Exception {
        Path jdk = fakeJdk("jdk", "21.0.2");
        Result first = launch(Map.of("JAVA_HOME", jdk.toString()), "check");
        String recorded = first.args().stream().filter(s -> s.startsWith("-XX:ArchiveClassesAtExit=")).findFirst()
                .orElseThrow().substring("-XX:ArchiveClassesAtExit=".length());
        Path archive = Path.of(recorded.substring(0, recorded.lastIndexOf('.')));
        Files.writeString(archive, "archive");
        Files.setLastModifiedTime(archive, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() + 60_000));
        Result second = launch(Map.of("JAVA_HOME", jdk.toString()), "serve");
        assertTrue(second.args().contains("-XX:SharedArchiveFile=" + archive), second.args().toString());
        assertEquals("serve", second.args().get(second.args().size() - 1));

        Files.setLastModifiedTime(archive, java.nio.file.attribute.FileTime.fromMillis(0));
        Result stale = launch(Map.of("JAVA_HOME", jdk.toString()), "serve");
        assertTrue(stale.args().stream().noneMatch(s -> s.startsWith("-XX:SharedArchiveFile")), stale.args().toString());
        assertFalse(Files.exists(archive), "an archive older than the jars is removed");
    }

    @Test
    void aJavaOlderThan17GetsOneLineAndExitTwo() throws Exception {
        Path jdk = fakeJdk("old jdk", "11.0.2");
        Result r = launch(Map.of("JAVA_HOME", jdk.toString()), "build");
        assertEquals(2, r.exit());
        assertEquals("duet: Duet needs Java 17 or newer, but " + jdk + "/bin/java is Java 11.0.2; "
                + "set JAVA_HOME to a JDK 17 or newer\n", r.err());
        assertEquals(List.of(), r.args(), "Duet was not started");

        Path eight = fakeJdk("jdk8", "1.8.0_292");
        assertEquals(2, launch(Map.of("JAVA_HOME", eight.toString()), "build").exit());
    }

    @Test
    void aJavaHomeWithoutJavaIsAUsageError() throws Exception {
        Result r = launch(Map.of("JAVA_HOME", dir.resolve("nowhere").toString()), "build");
        assertEquals(2, r.exit());
        assertTrue(r.err().startsWith("duet: JAVA_HOME is " + dir.resolve("nowhere") + ", but it has no bin/java"), r.err());
    }
}
