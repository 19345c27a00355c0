package dev.duet.site.serve;

import dev.duet.site.sandbox.Bubblewrap;
import dev.duet.site.sandbox.Sandbox;
import dev.duet.site.sandbox.Sandboxes;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The local preview server ({@code duet serve}). Serves the site folder with the per-process token
 * and the live-reload script injected into every page, rebuilds through a {@link Rebuilder} when a
 * watched folder changes, and runs edited demos on {@code POST /__duet/run} (see {@link RunService}),
 * each in a {@link Sandbox}, streaming their events; {@code POST /__duet/stop?run=ID} stops one. Every request must carry a Host naming this server; runs also need the
 * token and a same-origin (or absent) Origin. It binds 127.0.0.1 unless told otherwise explicitly
 * (classroom mode), and then offers runs only when they are sandboxed, a few per client.
 */
public final class DevServer implements AutoCloseable {
    private static final Pattern DEMO_ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");
    /** On a 429 from the run endpoint: why, as a code the page words in its language. */
    static final String REFUSAL_HEADER = "X-Duet-Refusal";

    /**
     * @param siteDir     the built site to serve
     * @param watched     folders whose changes trigger a rebuild (content/, templates/, src/main/java)
     * @param bindAddress where to listen; anything but loopback needs {@code classroom}
     * @param port        the port, 0 for any free one
     * @param classroom   the explicit opt-in to serve other machines: runs only when sandboxed, and
     *                    per-client quotas
     * @param limits      limits on demo runs
     * @param classPath   the class path of the run JVMs (normally {@link RunClassPath#ofDuet})
     * @param sandbox     where runs go; null picks the best this machine offers
     * @param connections limits on HTTP connections
     * @param rebuilder   what to call when sources change
     * @param log         where to report rebuilds and failures
     */
    public record Options(Path siteDir, List<Path> watched, InetAddress bindAddress, int port, boolean classroom,
                          RunLimits limits, List<Path> classPath, Sandbox sandbox, ConnectionLimits connections,
                          Rebuilder rebuilder, PrintStream log) {
        public Options {
            watched = List.copyOf(watched);
            classPath = List.copyOf(classPath);
        }

        /** Loopback, the given port, default limits, the class path a run needs, the best sandbox. */
        public static Options local(Path siteDir, List<Path> watched, int port, Rebuilder rebuilder, PrintStream log) {
            return new Options(siteDir, watched, InetAddress.getLoopbackAddress(), port, false, RunLimits.defaults(),
                    RunClassPath.ofDuet(), null, ConnectionLimits.defaults(), rebuilder, log);
        }

        public Options withLimits(RunLimits l) {
            return new Options(siteDir, watched, bindAddress, port, classroom, l, classPath, sandbox, connections,
                    rebuilder, log);
        }

        public Options withSandbox(Sandbox s) {
            return new Options(siteDir, watched, bindAddress, port, classroom, limits, classPath, s, connections,
                    rebuilder, log);
        }

        public Options withConnections(ConnectionLimits c) {
            return new Options(siteDir, watched, bindAddress, port, classroom, limits, classPath, sandbox, c,
                    rebuilder, log);
        }

        /** Classroom mode on {@code address}: other machines may connect. */
        public Options classroom(InetAddress address) {
            return new Options(siteDir, watched, address, port, true, limits, classPath, sandbox, connections,
                    rebuilder, log);
        }
    }

    private final Options options;
    private final HttpListener http;
    private final RequestGuard guard;
    private final StaticFiles files;
    private final LiveReload liveReload = new LiveReload();
    private final Sandbox sandbox;
    /** Null when runs are not offered (classroom mode without a sandbox). */
    private final RunService runs;
    private final ClientQuota quota;
    private final SourceWatcher watcher;

    private DevServer(Options options) throws IOException {
        if (!options.bindAddress().isLoopbackAddress() && !options.classroom()) {
            throw new IllegalArgumentException("refusing to listen on " + options.bindAddress().getHostAddress()
                    + ": only loopback unless classroom mode is asked for");
        }
        this.options = options;
        this.files = new StaticFiles(options.siteDir());
        this.sandbox = options.sandbox() != null ? options.sandbox() : Sandboxes.best(Bubblewrap.Limits.defaults());
        boolean offerRuns = sandbox.confines() || !options.classroom();
        this.runs = offerRuns ? new RunService(options.limits(), options.classPath(), sandbox, options.log()::println) : null;
        this.quota = options.classroom() ? new ClientQuota(options.limits().perClientConcurrent(),
                options.limits().perClientPerMinute(), System::nanoTime) : null;
        this.http = new HttpListener(options.bindAddress(), options.port(), options.connections(), this::handle);
        this.guard = new RequestGuard(ReachableHosts.hostHeaders(options.bindAddress(), port()),
                RequestGuard.newToken());
        this.watcher = new SourceWatcher(options.watched(), this::rebuild);
    }

    /**
     * Runs later live demos with {@code classes} (an edited port, compiled) ahead of the class
     * path the server was started with.
     */
    public void runDemosAgainst(Path classes) {
        if (runs != null) {
            List<Path> entries = new ArrayList<>();
            entries.add(classes);
            entries.addAll(options.classPath());
            runs.useClassPath(entries);
        }
    }

    /** Starts serving; the server runs on its own threads until {@link #close}. */
    public static DevServer start(Options options) throws IOException {
        return new DevServer(options);
    }

    public int port() {
        return http.port();
    }

    /** The address to open in a browser on this machine (the first of {@link #urls}). */
    public URI baseUri() {
        return urls().get(0);
    }

    /** Every address the server can be reached on (and whose Host header it accepts). */
    public List<URI> urls() {
        return ReachableHosts.urls(options.bindAddress(), port());
    }

    /** Whether pages offer runs. */
    public boolean offersRuns() {
        return runs != null;
    }

    /** One line on how runs are confined, or why they are not offered. */
    public String runsStatus() {
        if (runs == null) {
            return "runs are off: classroom mode needs a sandbox, and " + sandbox.description();
        }
        return sandbox.description();
    }

    /** The per-process token injected into pages and required by the run endpoint. */
    public String token() {
        return guard.token();
    }

    private void handle(HttpRequest request, HttpResponse response) throws IOException {
        response.header("X-Content-Type-Options", "nosniff");
        response.header("Referrer-Policy", "no-referrer");
        String host = request.header("Host");
        String hostProblem = guard.checkHost(host);
        if (hostProblem != null) {
            response.sendText(403, hostProblem);
            return;
        }
        String path = request.path();
        switch (path) {
            case "/__duet/run" -> handleRun(request, response, host);
            case "/__duet/stop" -> handleStop(request, response, host);
            case "/__duet/events" -> liveReload.serve(response);
            case "/__duet/live.js" -> response.send(200, "text/javascript; charset=utf-8",
                    LiveReload.SCRIPT.getBytes(StandardCharsets.UTF_8));
            default -> handleFile(request, response, path);
        }
    }

    private void handleFile(HttpRequest request, HttpResponse response, String path) throws IOException {
        String method = request.method();
        if (!method.equals("GET") && !method.equals("HEAD")) {
            response.header("Allow", "GET, HEAD");
            response.sendText(405, "method not allowed");
            return;
        }
        Optional<Path> file = files.resolve(path);
        if (file.isEmpty()) {
            response.sendText(404, "not found");
            return;
        }
        StaticFiles.Resource resource = files.read(file.get(), runs != null ? guard.token() : null);
        if (resource.isHtml()) {
            response.header("Cache-Control", "no-store"); // carries this server's run token
        } else {
            // Scripts and data are asked again on every page (no-cache) but come back as a 304
            // when unchanged, so the reader's pages do not download the shards again and again,
            // and a rebuild is seen at once.
            String tag = entityTag(resource.body());
            response.header("Cache-Control", "no-cache");
            response.header("ETag", tag);
            if (tag.equals(request.header("If-None-Match"))) {
                response.sendNotModified();
                return;
            }
        }
        response.send(200, resource.contentType(), resource.body());
    }

    /** A strong entity tag of a body: the first 96 bits of its SHA-256. */
    static String entityTag(byte[] body) {
        try {
            byte[] digest = java.security.MessageDigest.getInstance("SHA-256").digest(body);
            return "\"" + java.util.HexFormat.of().formatHex(digest, 0, 12) + "\"";
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    /**
     * What the run and stop endpoints both require: runs on, the token, Host and Origin checks
     * passed, and a POST. Otherwise the refusal is sent and false returned.
     */
    private boolean admitRunRequest(HttpRequest request, HttpResponse response, String host) throws IOException {
        if (runs == null) {
            response.sendText(403, "runs are off: " + sandbox.description());
            return false;
        }
        String problem = guard.checkRun(host, request.header("Origin"), request.header(RequestGuard.TOKEN_HEADER));
        if (problem != null) {
            response.sendText(403, problem);
            return false;
        }
        if (!request.method().equals("POST")) {
            response.header("Allow", "POST");
            response.sendText(405, "use POST");
            return false;
        }
        return true;
    }

    private void handleRun(HttpRequest request, HttpResponse response, String host) throws IOException {
        if (!admitRunRequest(request, response, host)) {
            return;
        }
        String query = request.query();
        String id = query != null && query.startsWith("id=") ? query.substring(3) : "edited";
        if (!DEMO_ID.matcher(id).matches()) {
            response.sendText(400, "bad demo id");
            return;
        }
        byte[] source;
        try (InputStream in = request.body()) {
            source = in.readNBytes(options.limits().maxSourceBytes() + 1);
        }
        if (source.length > options.limits().maxSourceBytes()) {
            response.sendText(413, "demo source too large");
            return;
        }
        ClientQuota.Refusal refused = quota == null ? null : quota.tryAcquire(request.client());
        if (refused != null) {
            response.header("Retry-After", "5");
            response.header(REFUSAL_HEADER, refused.code());
            response.sendText(429, refused.message());
            return;
        }
        java.util.concurrent.atomic.AtomicBoolean quotaHeld = new java.util.concurrent.atomic.AtomicBoolean(quota != null);
        Runnable releaseQuota = () -> {
            if (quotaHeld.getAndSet(false)) {
                quota.release(request.client());
            }
        };
        try {
            RunService.Ticket ticket = runs.admit(request.client());
            if (ticket == null) {
                response.header("Retry-After", "1");
                response.header(REFUSAL_HEADER, "busy");
                response.sendText(429, "too many runs at once; try again shortly");
                return;
            }
            boolean handedOver = false;
            try {
                response.header("Cache-Control", "no-store");
                // chunked: events are streamed as they come
                try (OutputStream out = response.stream(200, "application/x-ndjson; charset=utf-8")) {
                    handedOver = true;
                    runs.run(ticket, id, source, out, releaseQuota);
                }
            } finally {
                if (!handedOver) {
                    runs.release(ticket); // the client left before the run could start
                }
            }
        } finally {
            releaseQuota.run();
        }
    }

    /**
     * {@code POST /__duet/stop?run=ID}: ends a run that the same client started (the id came in the
     * run's first event); guarded like the run endpoint.
     */
    private void handleStop(HttpRequest request, HttpResponse response, String host) throws IOException {
        if (!admitRunRequest(request, response, host)) {
            return;
        }
        String query = request.query();
        String runId = query != null && query.startsWith("run=") ? query.substring(4) : null;
        if (runs.stop(runId, request.client())) {
            response.sendText(200, "stopped");
        } else {
            response.sendText(404, "no such run (it may have ended)");
        }
    }

    private void rebuild(Set<Path> changed) {
        try {
            options.rebuilder().rebuild(changed);
            options.log().println("rebuilt after " + changed.size() + " change(s); reloading pages");
            liveReload.broadcast("reload", String.valueOf(changed.size()));
        } catch (Exception e) {
            String message = e.getMessage() == null ? e.toString() : e.getMessage();
            options.log().println("rebuild failed: " + message);
            liveReload.broadcast("build-failed", message);
        }
    }

    @Override
    public void close() {
        liveReload.close();
        try {
            watcher.close();
        } catch (IOException e) {
            // The watch service is being discarded anyway.
        }
        if (runs != null) {
            runs.close();
        }
        http.close();
    }
}
