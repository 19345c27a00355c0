package dev.duet.site.sandbox;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Runs each JVM under bubblewrap ({@code bwrap}) on Linux: new PID, network, IPC, UTS (and, when
 * the server is not root, user) namespaces, so the run sees no other process, no network but its
 * own loopback, and cannot signal the server; a file system of the JDK, the system libraries and
 * the class path only, all read-only, with no home; a cleared
 * environment; its own session (no terminal injection); and a seccomp filter that allows threads
 * but no new process (see {@link SeccompFilter}). Nothing in it is writable: no {@code /tmp}, no
 * home, so a run cannot fill any file system, in bytes or in files (a tmpfs, the only writable
 * place bwrap 0.8 can make, is bounded in bytes only, and each empty file costs kernel memory).
 * There is no {@code /proc} either: its {@code mountinfo} names the folder each bind comes from on
 * this machine (the project, the class path's jars), whatever path it is mounted at, and its
 * {@code fd} links would reopen the run's own pipes. The JDK is mounted at {@value #JDK_ROOT} and the
 * class path under {@value #CLASS_PATH_ROOT}, so no path a run can read (its command line, its system
 * properties) names a folder of this machine. The sandbox's PID 1 dies with bwrap
 * ({@code --die-with-parent}), and the kernel then kills every process of the namespace, so
 * killing the process {@link #start} returns leaves nothing of the run.
 *
 * <p>Resource limits are set by {@code prlimit} inside, just before the JVM starts: tasks
 * (RLIMIT_NPROC, which counts threads), CPU seconds, address space, file size, open files. Linux
 * does not apply RLIMIT_NPROC to root, nor counts it apart from the user's other processes, so:
 * when the server runs as root, bwrap runs privileged (no user namespace) and {@code setpriv}
 * switches the JVM to a uid of its own, one per live sandbox, without capabilities; otherwise
 * the user namespace gives each sandbox its own count.
 */
public final class Bubblewrap implements Sandbox {
    /** The first uid given to sandboxes when the server is root: far above any account's. */
    static final int FIRST_SANDBOX_UID = 1_900_000_000;
    /** How many uids from {@link #FIRST_SANDBOX_UID} on the sandboxes may take. */
    static final int SANDBOX_UIDS = 4096;
    private static final String CLASS_PATH_ROOT = "/duet/cp";
    private static final String JDK_ROOT = "/duet/jdk";
    private static final List<String> LIBRARY_DIRS = List.of("/usr/lib", "/usr/lib64", "/usr/lib32", "/usr/libx32",
            "/lib", "/lib64", "/lib32", "/libx32");

    /**
     * @param maxTasks     processes plus threads in the sandbox (RLIMIT_NPROC)
     * @param cpuSeconds   CPU time of the JVM (RLIMIT_CPU), start-up included
     * @param addressSpace bytes of virtual memory (RLIMIT_AS)
     */
    public record Limits(int maxTasks, int cpuSeconds, long addressSpace) {
        /** 256 tasks, 60 s of CPU, 2 GiB of address space. */
        public static Limits defaults() {
            return new Limits(256, 60, 2L << 30);
        }
    }

    private final Path bwrap;
    private final Path prlimit;
    private final Path setpriv; // null unless the server is root
    private final Path javaHome;
    private final Path filter;
    private final Limits limits;
    private final List<String> fixedArgs;
    /** Where the options' files of starting sandboxes are written (private, 0600 files). */
    private final Path privateDir;

    Bubblewrap(Path bwrap, Path prlimit, Path setpriv, Path filter, Limits limits, Path privateDir) throws IOException {
        this.privateDir = privateDir;
        this.bwrap = bwrap;
        this.prlimit = prlimit;
        this.setpriv = setpriv;
        this.javaHome = Path.of(System.getProperty("java.home")).toRealPath();
        this.filter = filter;
        this.limits = limits;
        this.fixedArgs = fixedArgs();
    }

    /** The namespaces, the read-only system part of the file system, and the session. */
    private List<String> fixedArgs() throws IOException {
        List<String> a = new ArrayList<>();
        if (setpriv == null) {
            a.add("--unshare-all"); // user, pid, net, ipc, uts, cgroup
            a.addAll(List.of("--cap-drop", "ALL"));
        } else {
            // Privileged bwrap: no user namespace (see the class comment); setpriv drops root.
            a.addAll(List.of("--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts",
                    "--unshare-cgroup-try"));
        }
        // Without /proc the loader cannot resolve the launcher's $ORIGIN, so the JDK's libraries are named.
        a.addAll(List.of("--die-with-parent", "--new-session", "--hostname", "duet-run", "--clearenv",
                "--setenv", "LANG", "C.UTF-8", "--setenv", "MALLOC_ARENA_MAX", "2",
                "--setenv", "LD_LIBRARY_PATH", JDK_ROOT + "/lib"));
        Set<Path> made = new java.util.HashSet<>();
        for (String dir : LIBRARY_DIRS) {
            Path p = Path.of(dir);
            if (Files.isSymbolicLink(p)) {
                a.addAll(List.of("--symlink", Files.readSymbolicLink(p).toString(), dir));
            } else if (Files.isDirectory(p)) {
                bind(a, made, p, p);
            }
        }
        bind(a, made, javaHome, Path.of(JDK_ROOT));
        for (Map.Entry<Path, Path> link : jdkLinkTargets().entrySet()) {
            bind(a, made, link.getValue(), link.getKey());
        }
        bind(a, made, prlimit, prlimit);
        if (setpriv != null) {
            bind(a, made, setpriv, setpriv);
        }
        parents(a, made, Path.of(CLASS_PATH_ROOT, "entry"));
        // The new /dev is an unsized tmpfs that a user namespace's owner could fill: read-only
        // (device nodes such as /dev/null stay writable). /tmp is an empty folder of the read-only root.
        a.addAll(List.of("--dev", "/dev", "--remount-ro", "/dev", "--perms", "0755", "--dir", "/tmp",
                "--chdir", "/tmp"));
        return a;
    }

    /** A read-only bind, after the folders above {@code inside} (bwrap would make them 0700). */
    private static void bind(List<String> a, Set<Path> made, Path outside, Path inside) {
        parents(a, made, inside);
        a.addAll(List.of("--ro-bind", outside.toString(), inside.toString()));
    }

    private static void parents(List<String> a, Set<Path> made, Path inside) {
        Path dir = inside.getParent();
        List<Path> missing = new ArrayList<>();
        for (; dir != null && dir.getParent() != null; dir = dir.getParent()) {
            Path d = dir;
            if (LIBRARY_DIRS.stream().anyMatch(lib -> d.startsWith(lib))) {
                break; // inside a bound folder, which has its own modes
            }
            missing.add(0, d);
        }
        for (Path d : missing) {
            if (made.add(d)) {
                a.addAll(List.of("--perms", "0755", "--dir", d.toString()));
            }
        }
    }

    /**
     * Files the JDK links to outside itself and the library folders (Debian keeps the JDK's
     * configuration in /etc), each mapped from where the link points to the real file.
     */
    private Map<Path, Path> jdkLinkTargets() throws IOException {
        Map<Path, Path> targets = new LinkedHashMap<>();
        try (Stream<Path> files = Files.walk(javaHome)) {
            for (Path link : files.filter(Files::isSymbolicLink).toList()) {
                Path target = link.getParent().resolve(Files.readSymbolicLink(link)).normalize();
                if (target.startsWith(javaHome) || LIBRARY_DIRS.stream().anyMatch(d -> target.startsWith(d))
                        || !Files.exists(target)) {
                    continue;
                }
                targets.put(target, target.toRealPath());
            }
        }
        return targets;
    }

    @Override
    public Process start(JvmCommand command) throws IOException {
        int uidSlot = setpriv == null ? -1 : takeUid();
        Path args = Files.createTempFile(privateDir, "duet-bwrap-", ".args",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        try {
            List<String> options = new ArrayList<>();
            List<String> inside = new ArrayList<>();
            bwrapArgs(command, uidSlot, options, inside);
            Files.write(args, String.join("\0", options).concat("\0").getBytes(StandardCharsets.UTF_8));
            // bwrap reads its seccomp filter and its options from descriptors: a shell opens both
            // (and removes the options' file), then becomes bwrap. So the sandbox's PID 1, which a
            // run can look at in /proc, shows no path of this machine, only the command inside.
            List<String> argv = new ArrayList<>(List.of("/bin/sh", "-c",
                    "a=$1 b=$2 && shift 2 && exec 3<\"$0\" 4<\"$a\" && rm -f \"$a\" && exec \"$b\" --args 4 -- \"$@\"",
                    filter.toString(), args.toString(), bwrap.toString()));
            argv.addAll(inside);
            Process p = new ProcessBuilder(argv).start();
            p.onExit().thenRun(() -> {
                deleteQuietly(args); // in case the shell failed before removing it
                if (uidSlot >= 0) {
                    releaseUid(uidSlot);
                }
            });
            return p;
        } catch (IOException | RuntimeException e) {
            deleteQuietly(args);
            if (uidSlot >= 0) {
                releaseUid(uidSlot);
            }
            throw e;
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // A file of 0600 in the temporary folder; nothing more to do.
        }
    }

    /**
     * bwrap's options for {@code command} (the fixed part, then the class path) into {@code argv},
     * and the command the sandbox runs into {@code inside}.
     */
    void bwrapArgs(JvmCommand command, int uidSlot, List<String> argv, List<String> inside) {
        argv.addAll(fixedArgs);
        List<String> classPath = new ArrayList<>();
        int i = 0;
        for (Path entry : command.classPath()) {
            if (!Files.exists(entry)) {
                continue;
            }
            String mounted = CLASS_PATH_ROOT + "/" + i++ + "-" + entry.getFileName();
            argv.addAll(List.of("--ro-bind", entry.toAbsolutePath().toString(), mounted));
            classPath.add(mounted);
        }
        argv.addAll(List.of("--remount-ro", "/", "--seccomp", "3"));
        if (uidSlot >= 0) {
            String uid = String.valueOf(FIRST_SANDBOX_UID + uidSlot);
            inside.addAll(List.of(setpriv.toString(), "--reuid", uid, "--regid", uid, "--clear-groups",
                    "--inh-caps=-all", "--bounding-set=-all", "--no-new-privs", "--"));
        }
        inside.addAll(List.of(prlimit.toString(),
                "--nproc=" + limits.maxTasks(),
                "--cpu=" + limits.cpuSeconds(),
                "--as=" + limits.addressSpace(),
                "--fsize=0", // no file can grow (and there is none it may write)
                "--nofile=1024",
                "--core=0",
                "--"));
        inside.add(JDK_ROOT + "/bin/java");
        inside.addAll(command.jvmOptions());
        inside.add("-Djava.io.tmpdir=/tmp");
        inside.add("-cp");
        inside.add(String.join(File.pathSeparator, classPath));
        inside.add(command.mainClass());
        inside.addAll(command.args());
    }

    private static int takeUid() throws IOException {
        return SandboxUids.SHARED.take();
    }

    private static void releaseUid(int slot) {
        SandboxUids.SHARED.release(slot);
    }

    @Override
    public boolean confines() {
        return true;
    }

    @Override
    public String description() {
        return "runs are sandboxed with " + bwrap + " (no network, no home, read-only system and project, "
                + "at most " + limits.maxTasks() + " threads, " + limits.cpuSeconds() + " s of CPU)";
    }

    /** Writes the seccomp program where the sandbox's shell can read it and nobody else can change it. */
    static Path writeFilter(byte[] program, Path privateDir) throws IOException {
        Path file = Files.createTempFile(privateDir, "duet-seccomp-", ".bpf",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        file.toFile().deleteOnExit();
        Files.write(file, program);
        return file;
    }

    /** The first executable named {@code name} on {@code PATH}, or null. */
    static Path onPath(String name) {
        String path = System.getenv("PATH");
        Set<String> dirs = new LinkedHashSet<>(List.of((path == null ? "" : path).split(File.pathSeparator)));
        dirs.addAll(List.of("/usr/bin", "/bin", "/usr/sbin", "/sbin"));
        return dirs.stream().filter(d -> !d.isEmpty()).map(d -> Path.of(d, name)).filter(Files::isExecutable)
                .findFirst().map(p -> {
                    try {
                        return p.toRealPath();
                    } catch (IOException e) {
                        return p;
                    }
                }).orElse(null);
    }

    @Override
    public String toString() {
        return fixedArgs.stream().collect(Collectors.joining(" ", bwrap + " ", ""));
    }
}
