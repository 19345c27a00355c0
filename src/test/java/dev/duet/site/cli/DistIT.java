package dev.duet.site.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Duet as a user installs it: {@code target/duet-VERSION.zip} unpacked into a folder whose path has
 * a space, its {@code bin/} on the PATH, and {@code duet} typed in another folder: init, build,
 * check, serve with a live run over HTTP, browse and --version. Runs in {@code verify}, after
 * {@code package} made the archives.
 */
class DistIT {
    private static final String VERSION = System.getProperty("duet.version", "0.1.0-SNAPSHOT");
    private static final Path ZIP = Path.of("target/duet-" + VERSION + ".zip").toAbsolutePath();
    private static final Path TAR = Path.of("target/duet-" + VERSION + ".tar.gz").toAbsolutePath();

    @TempDir
    static Path temp;
    /** The unpacked distribution's top folder. */
    private static Path installed;

    record Run(int exit, String out, String err) {}

    @BeforeAll
    static void unpack() throws IOException {
        Path into = Files.createDirectories(temp.resolve("Program Files"));
        try (ZipFile zip = ZipFile.builder().setPath(ZIP).get()) {
            for (Enumeration<ZipArchiveEntry> e = zip.getEntries(); e.hasMoreElements(); ) {
                ZipArchiveEntry entry = e.nextElement();
                Path target = into.resolve(entry.getName()).normalize();
                assertTrue(target.startsWith(into), entry.getName());
                if (entry.isDirectory()) {
                    Files.createDirectories(target);
                    continue;
                }
                Files.createDirectories(target.getParent());
                try (InputStream in = zip.getInputStream(entry)) {
                    Files.copy(in, target);
                }
                if ((entry.getUnixMode() & 0100) != 0) { // as unzip does: the owner's execute bit
                    Files.setPosixFilePermissions(target, Set.of(PosixFilePermission.OWNER_READ,
                            PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE,
                            PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_EXECUTE,
                            PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_EXECUTE));
                }
            }
        }
        installed = into.resolve("duet-" + VERSION);
        assertTrue(Files.isExecutable(installed.resolve("bin/duet")), "bin/duet is executable as shipped");
    }

    /** {@code duet ARGS} as a shell finds it on the PATH, run in {@code dir}. */
    private static ProcessBuilder duetIn(Path dir, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of("sh", "-c", "exec duet \"$@\"", "duet"));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile());
        pb.environment().put("PATH", installed.resolve("bin") + ":" + System.getenv("PATH"));
        pb.environment().put("XDG_CACHE_HOME", Files.createDirectories(temp.resolve("user cache")).toString());
        pb.environment().remove("JAVA_OPTS");
        pb.environment().remove("DUET_OPTS");
        return pb;
    }

    private static Run duet(Path dir, String... args) throws Exception {
        Path out = temp.resolve("out.txt");
        Path err = temp.resolve("err.txt");
        Process p = duetIn(dir, args).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(p.waitFor(10, TimeUnit.MINUTES), "duet " + String.join(" ", args) + " did not finish");
        return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    @Test
    void anInitProjectBuildsChecksAndServesALiveRunFromAnotherFolder() throws Exception {
        Path elsewhere = Files.createDirectories(temp.resolve("some folder"));
        Run init = duet(elsewhere, "init", "my walkthrough", "--languages", "en,fr");
        assertEquals(0, init.exit(), init.err());
        assertTrue(init.out().contains("next: duet build --root 'my walkthrough'"), init.out());
        Path project = elsewhere.resolve("my walkthrough");

        Run build = duet(project, "build");
        assertEquals(0, build.exit(), build.err());
        assertTrue(build.out().startsWith("built site:"), build.out());
        assertFalse(build.err().contains("error:"), "French UI strings may be missing, but only as a warning: " + build.err());
        Run check = duet(project, "check");
        assertEquals(0, check.exit(), check.err());
        assertTrue(check.out().contains("ok: content is valid"), check.out());

        Files.writeString(project.resolve("site/en/push.html"), "stale");
        Run stale = duet(project, "check");
        assertEquals(1, stale.exit());
        assertTrue(stale.err().contains("site is out of date (1 files); run duet build:"), "the user's command: " + stale.err());
        assertEquals(0, duet(project, "build").exit());

        String demo = Files.readString(project.resolve("content/demos/push-pop.jsh"));
        Process serve = duetIn(project, "serve", "--port", "0").redirectError(temp.resolve("serve-err.txt").toFile()).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(serve.getInputStream(), StandardCharsets.UTF_8))) {
            URI base = null;
            URI open = null;
            String line;
            while ((line = out.readLine()) != null) {
                Matcher m = Pattern.compile("^serving .* at (http://\\S+)").matcher(line);
                Matcher secret = Pattern.compile("^to run demos, open in your browser: (http://\\S+)").matcher(line);
                if (m.find()) {
                    base = URI.create(m.group(1));
                } else if (secret.find()) {
                    open = URI.create(secret.group(1));
                    break; // the last line serve prints: the server is ready
                }
            }
            assertTrue(base != null && open != null, "serve started: " + Files.readString(temp.resolve("serve-err.txt")));
            List<String> events = LiveRun.run(base, open, "en/push.html", "push-pop", demo);
            String end = events.get(events.size() - 1);
            assertTrue(events.contains("{\"type\":\"done\",\"passed\":true}"), events.toString());
            assertTrue(end.contains("\"reason\":\"finished\""), end);
            assertTrue(events.stream().anyMatch(e -> e.contains("\"example/stack/Stack.java\":[")),
                    "the executed lines of the author's code are recorded: " + events);
        } finally {
            serve.destroy();
            assertTrue(serve.waitFor(1, TimeUnit.MINUTES), "serve ended");
        }
    }

    /**
     * The run endpoint as the teacher's browser uses it: the URL serve printed sets the run cookie,
     * the page then says runs are on (and carries no secret), and the run is posted with the cookie
     * and the server's own origin.
     */
    static final class LiveRun {
        private LiveRun() {
        }

        static List<String> run(URI base, URI open, String page, String demoId, String demoText) throws Exception {
            HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10))
                    .cookieHandler(new java.net.CookieManager()).followRedirects(HttpClient.Redirect.NORMAL).build();
            assertEquals(200, http.send(HttpRequest.newBuilder(open).build(), HttpResponse.BodyHandlers.discarding()).statusCode());
            String html = http.send(HttpRequest.newBuilder(base.resolve(page)).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
            assertTrue(html.contains("<meta name=\"duet-runs\" content=\"on\">"), "the page offers runs to this browser");
            assertFalse(html.contains(open.getQuery().substring(open.getQuery().indexOf('=') + 1)), "the page carries no secret");
            HttpRequest post = HttpRequest.newBuilder(base.resolve("__duet/run?id=" + demoId))
                    .timeout(Duration.ofMinutes(2))
                    .header("Origin", base.getScheme() + "://" + base.getAuthority())
                    .POST(HttpRequest.BodyPublishers.ofString(demoText)).build();
            HttpResponse<Stream<String>> response = http.send(post, HttpResponse.BodyHandlers.ofLines());
            assertEquals(200, response.statusCode());
            try (Stream<String> lines = response.body()) {
                return lines.toList();
            }
        }
    }

    @Test
    void browseRecordsItsClassArchiveInTheUsersCacheAndUsesItNextTime() throws Exception {
        Path tree = Files.createDirectories(temp.resolve("a tree/p"));
        Files.writeString(tree.resolve("A.java"), "package p;\n\npublic class A {\n    int f() { return 1; }\n}\n");
        Path elsewhere = Files.createDirectories(temp.resolve("browse here"));
        Run first = duet(elsewhere, "browse", tree.getParent().toString(), "--out", "browser");
        assertEquals(0, first.exit(), first.err());
        assertTrue(first.err().contains("recording a class archive"), first.err());
        assertTrue(Files.isRegularFile(elsewhere.resolve("browser/index.html")));
        try (Stream<Path> cache = Files.walk(temp.resolve("user cache/duet"))) {
            assertTrue(cache.anyMatch(p -> p.getFileName().toString().equals("browse.jsa")), "the archive is in the cache");
        }
        Run second = duet(elsewhere, "browse", tree.getParent().toString(), "--out", "browser");
        assertEquals(0, second.exit(), second.err());
        assertFalse(second.err().contains("recording"), second.err());
        assertTrue(second.out().contains("references: "), second.out());
        try (Stream<Path> files = Files.walk(installed)) {
            assertTrue(files.noneMatch(p -> p.toString().endsWith(".jsa")), "nothing is written into the installed folder");
        }
    }

    @Test
    void versionNamesDuetsVersion() throws Exception {
        Run version = duet(temp, "--version");
        assertEquals(0, version.exit(), version.err());
        assertTrue(version.out().startsWith("duet " + VERSION + "\n"), version.out());
    }

    @Test
    void theDistributionHoldsNoClassOfTheFlagshipAndItsNotices() throws Exception {
        List<String> flagship = new ArrayList<>();
        try (Stream<Path> jars = Files.list(installed.resolve("lib"))) {
            for (Path jar : jars.filter(p -> p.toString().endsWith(".jar")).toList()) {
                try (java.util.zip.ZipFile z = new java.util.zip.ZipFile(jar.toFile())) {
                    z.stream().map(java.util.zip.ZipEntry::getName)
                            .filter(n -> n.startsWith("dev/duet/workqueue/") || n.startsWith("dev/duet/clock/")
                                    || n.startsWith("dev/duet/deployment/"))
                            .forEach(n -> flagship.add(jar.getFileName() + "!" + n));
                }
            }
        }
        assertEquals(List.of(), flagship);
        assertTrue(Files.isRegularFile(installed.resolve("lib/duet-" + VERSION + ".jar")));
        assertTrue(Files.readString(installed.resolve("THIRD-PARTY.txt")).contains("picocli"), "third-party notices");
        assertTrue(Files.isRegularFile(installed.resolve("licenses/OFL.txt")), "the theme's font licence");
        assertTrue(Files.isRegularFile(installed.resolve("bin/duet.cmd")));

        // The tar.gz holds the same files, bin/duet executable.
        List<String> tarNames = new ArrayList<>();
        int duetMode = 0;
        try (TarArchiveInputStream tar = new TarArchiveInputStream(new GzipCompressorInputStream(Files.newInputStream(TAR)))) {
            for (TarArchiveEntry e = tar.getNextEntry(); e != null; e = tar.getNextEntry()) {
                if (!e.isDirectory()) {
                    tarNames.add(e.getName());
                }
                if (e.getName().equals("duet-" + VERSION + "/bin/duet")) {
                    duetMode = e.getMode();
                }
            }
        }
        List<String> zipNames;
        try (Stream<Path> files = Files.walk(installed)) {
            zipNames = files.filter(Files::isRegularFile).map(p -> "duet-" + VERSION + "/" + installed.relativize(p)).sorted().toList();
        }
        assertEquals(zipNames, tarNames.stream().sorted().toList());
        assertEquals(0755, duetMode & 0777);
    }
}
