package dev.duet.site.serve;

import dev.duet.site.sandbox.Bubblewrap;
import dev.duet.site.sandbox.Sandbox;
import dev.duet.site.sandbox.Sandboxes;

import org.eclipse.jetty.http.HttpCookie;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

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
 * The local preview server ({@code duet serve}), on embedded Jetty ({@link WebServer}). Serves the
 * site folder with the live-reload script (and, for a browser that may run demos, a flag) injected
 * into every page, rebuilds through a {@link Rebuilder} when a
 * watched folder changes, and runs edited demos on {@code POST /__duet/run} (see {@link RunService}),
 * each in a {@link Sandbox}, streaming their events; {@code POST /__duet/stop?run=ID} stops one. Every request must carry a Host naming this server; runs also need a
 * same-origin (or absent) Origin and, on loopback, the secret in the cookie that opening {@link
 * #openUri} sets. It binds 127.0.0.1 unless told otherwise explicitly
 * (classroom mode), and then offers runs only when they are sandboxed, a few per client.
 */
public final class DevServer implements AutoCloseable {
    /** How long a run's connection may go without a byte (a queued run waits silently). */
    private static final java.time.Duration RUN_IDLE_TIMEOUT = java.time.Duration.ofMinutes(10);
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
    private final WebServer http;
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
        this.http = new WebServer(options.bindAddress(), options.port(), options.connections(), new Entry());
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

    /** Whether this is classroom mode (runs, when offered, are shared with every client). */
    public boolean classroom() {
        return options.classroom();
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

    /** The per-process secret the run endpoint requires on loopback (never put in a page). */
    public String token() {
        return guard.token();
    }

    /**
     * The URL to open once in the browser of the person who started serve: it trades the secret
     * for an HttpOnly cookie and redirects to {@link #baseUri}.
     */
    public URI openUri() {
        return URI.create(baseUri() + "?" + RequestGuard.TOKEN_PARAMETER + "=" + guard.token());
    }

    /** Jetty's entry point: every request, on one of its threads (runs block theirs; pages and streams do not). */
    private final class Entry extends Handler.Abstract {
        @Override
        public boolean handle(Request request, Response response, Callback callback) {
            Exchange exchange = new Exchange(request, response, callback);
            if (guard == null) {
                // Jetty listens before the guard (which needs the port) exists: a request that early waits.
                exchange.header("Retry-After", "1");
                exchange.sendText(503, "starting");
                return true;
            }
            try {
                DevServer.this.handle(exchange);
            } catch (Exception | Error e) {
                if (!response.isCommitted()) {
                    exchange.sendText(500, "the server failed: " + (e.getMessage() == null ? e : e.getMessage()));
                } else {
                    exchange.fail(e);
                }
            }
            return true;
        }
    }

    private void handle(Exchange exchange) throws IOException {
        exchange.header("X-Content-Type-Options", "nosniff");
        exchange.header("Referrer-Policy", "no-referrer");
        String host = exchange.header("Host");
        String hostProblem = guard.checkHost(host);
        if (hostProblem != null) {
            exchange.sendText(403, hostProblem);
            return;
        }
        String path = exchange.path();
        switch (path) {
            case "/__duet/run" -> handleRun(exchange, host);
            case "/__duet/stop" -> handleStop(exchange, host);
            case "/__duet/events" -> liveReload.serve(exchange);
            case "/__duet/live.js" -> exchange.send(200, "text/javascript; charset=utf-8",
                    LiveReload.SCRIPT.getBytes(StandardCharsets.UTF_8));
            default -> handleFile(exchange, path);
        }
    }

    /** Whether this request carries the secret: the browser's cookie, or the header a script sends. */
    private boolean holdsToken(Exchange exchange) {
        return guard.isToken(exchange.cookie(RequestGuard.cookieName(port())))
                || guard.isToken(exchange.header(RequestGuard.TOKEN_HEADER));
    }

    /**
     * Whether pages served for this request offer live runs: runs are on, and either the server is
     * in classroom mode (shared access) or the browser holds the secret.
     */
    private boolean mayRun(Exchange exchange) {
        return runs != null && (options.classroom() || holdsToken(exchange));
    }

    private void handleFile(Exchange exchange, String path) throws IOException {
        String method = exchange.method();
        if (!method.equals("GET") && !method.equals("HEAD")) {
            exchange.header("Allow", "GET, HEAD");
            exchange.sendText(405, "method not allowed");
            return;
        }
        String presented = tokenParameter(exchange.query());
        if (presented != null) {
            // The URL serve printed: trade the secret for a cookie, and take it out of the address bar.
            if (!guard.isToken(presented)) {
                exchange.sendText(403, "wrong or old token: open the URL that this run of duet serve printed");
                return;
            }
            exchange.cookie(HttpCookie.build(RequestGuard.cookieName(port()), presented).path("/").httpOnly(true)
                    .sameSite(HttpCookie.SameSite.STRICT).build());
            exchange.header("Cache-Control", "no-store");
            exchange.redirect(exchange.request.getHttpURI().getPath());
            return;
        }
        Optional<Path> file = files.resolve(path);
        if (file.isEmpty()) {
            exchange.sendText(404, "not found");
            return;
        }
        StaticFiles.Resource resource = files.read(file.get(), mayRun(exchange));
        if (resource.isHtml()) {
            exchange.header("Cache-Control", "no-store"); // whether it offers runs depends on the browser's cookie
        } else {
            // Scripts and data are asked again on every page (no-cache) but come back as a 304
            // when unchanged, so the reader's pages do not download the shards again and again,
            // and a rebuild is seen at once.
            String tag = entityTag(resource.body());
            exchange.header("Cache-Control", "no-cache");
            exchange.header("ETag", tag);
            if (tag.equals(exchange.header("If-None-Match"))) {
                exchange.sendNotModified();
                return;
            }
        }
        exchange.send(200, resource.contentType(), resource.body());
    }

    /** The value of {@code duet-token=} in a raw query, or null. */
    private static String tokenParameter(String query) {
        if (query == null) {
            return null;
        }
        for (String pair : query.split("&")) {
            if (pair.startsWith(RequestGuard.TOKEN_PARAMETER + "=")) {
                return pair.substring(RequestGuard.TOKEN_PARAMETER.length() + 1);
            }
        }
        return null;
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
     * What the run and stop endpoints both require: runs on, Host and Origin checks passed, the
     * secret (on loopback; classroom mode shares runs with every student), and a POST. Otherwise the
     * refusal is sent and false returned.
     */
    private boolean admitRunRequest(Exchange exchange, String host) {
        if (runs == null) {
            exchange.sendText(403, "runs are off: " + sandbox.description());
            return false;
        }
        String problem = guard.checkSameOrigin(host, exchange.header("Origin"));
        if (problem == null && !options.classroom() && !holdsToken(exchange)) {
            problem = "missing or wrong token: open the URL that duet serve printed, in this browser";
        }
        if (problem != null) {
            exchange.sendText(403, problem);
            return false;
        }
        if (!exchange.method().equals("POST")) {
            exchange.header("Allow", "POST");
            exchange.sendText(405, "use POST");
            return false;
        }
        return true;
    }

    private void handleRun(Exchange exchange, String host) throws IOException {
        if (!admitRunRequest(exchange, host)) {
            return;
        }
        String query = exchange.query();
        String id = query != null && query.startsWith("id=") ? query.substring(3) : "edited";
        if (!DEMO_ID.matcher(id).matches()) {
            exchange.sendText(400, "bad demo id");
            return;
        }
        if (exchange.declaredLength() > options.limits().maxSourceBytes()) {
            exchange.sendText(413, "demo source too large");
            return;
        }
        byte[] source;
        try (InputStream in = exchange.body()) {
            source = in.readNBytes(options.limits().maxSourceBytes() + 1);
        }
        if (source.length > options.limits().maxSourceBytes()) {
            exchange.sendText(413, "demo source too large");
            return;
        }
        InetAddress client = exchange.client();
        ClientQuota.Refusal refused = quota == null ? null : quota.tryAcquire(client);
        if (refused != null) {
            exchange.header("Retry-After", "5");
            exchange.header(REFUSAL_HEADER, refused.code());
            exchange.sendText(429, refused.message());
            return;
        }
        java.util.concurrent.atomic.AtomicBoolean quotaHeld = new java.util.concurrent.atomic.AtomicBoolean(quota != null);
        Runnable releaseQuota = () -> {
            if (quotaHeld.getAndSet(false)) {
                quota.release(client);
            }
        };
        try {
            RunService.Ticket ticket = runs.admit(client);
            if (ticket == null) {
                exchange.header("Retry-After", "1");
                exchange.header(REFUSAL_HEADER, "busy");
                exchange.sendText(429, "too many runs at once; try again shortly");
                return;
            }
            boolean handedOver = false;
            try {
                exchange.header("Cache-Control", "no-store");
                // A queued run may write nothing for a while: the connection must outlive the wait.
                exchange.request.getConnectionMetaData().getConnection().getEndPoint()
                        .setIdleTimeout(RUN_IDLE_TIMEOUT.toMillis());
                // chunked: events are streamed as they come
                try (OutputStream out = exchange.stream(200, "application/x-ndjson; charset=utf-8")) {
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
    private void handleStop(Exchange exchange, String host) {
        if (!admitRunRequest(exchange, host)) {
            return;
        }
        String query = exchange.query();
        String runId = query != null && query.startsWith("run=") ? query.substring(4) : null;
        if (runs.stop(runId, exchange.client())) {
            exchange.sendText(200, "stopped");
        } else {
            exchange.sendText(404, "no such run (it may have ended)");
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
