package dev.duet.site.serve;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.regex.Pattern;

/**
 * The local preview server ({@code duet serve}). Serves the site folder with the per-process token
 * and the live-reload script injected into every page, rebuilds through a {@link Rebuilder} when a
 * watched folder changes, and runs edited demos on {@code POST /__duet/run} (see {@link RunService}).
 * Every request must carry a Host naming this server; runs also need the token and a same-origin
 * (or absent) Origin. It binds 127.0.0.1 unless told otherwise explicitly.
 */
public final class DevServer implements AutoCloseable {
    private static final Pattern DEMO_ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    /**
     * @param siteDir          the built site to serve
     * @param watched          folders whose changes trigger a rebuild (content/, templates/, src/main/java)
     * @param bindAddress      where to listen; anything but loopback needs {@code allowNonLoopback}
     * @param port             the port, 0 for any free one
     * @param allowNonLoopback the explicit opt-in to listen beyond this machine
     * @param limits           limits on demo runs
     * @param classPath        the class path of the run JVMs (normally this JVM's)
     * @param rebuilder        what to call when sources change
     * @param log              where to report rebuilds and failures
     */
    public record Options(Path siteDir, List<Path> watched, InetAddress bindAddress, int port,
                          boolean allowNonLoopback, RunLimits limits, String classPath, Rebuilder rebuilder,
                          PrintStream log) {
        public Options {
            watched = List.copyOf(watched);
        }

        /** Loopback, the given port, default limits, this JVM's class path. */
        public static Options local(Path siteDir, List<Path> watched, int port, Rebuilder rebuilder, PrintStream log) {
            return new Options(siteDir, watched, InetAddress.getLoopbackAddress(), port, false, RunLimits.defaults(),
                    System.getProperty("java.class.path"), rebuilder, log);
        }

        public Options withLimits(RunLimits l) {
            return new Options(siteDir, watched, bindAddress, port, allowNonLoopback, l, classPath, rebuilder, log);
        }
    }

    private final Options options;
    private final HttpServer http;
    private final ExecutorService executor;
    private final RequestGuard guard;
    private final StaticFiles files;
    private final LiveReload liveReload = new LiveReload();
    private final RunService runs;
    private final SourceWatcher watcher;

    private DevServer(Options options) throws IOException {
        if (!options.bindAddress().isLoopbackAddress() && !options.allowNonLoopback()) {
            throw new IllegalArgumentException("refusing to listen on " + options.bindAddress().getHostAddress()
                    + ": only loopback unless explicitly allowed");
        }
        this.options = options;
        this.files = new StaticFiles(options.siteDir());
        this.http = HttpServer.create(new InetSocketAddress(options.bindAddress(), options.port()), 64);
        int port = http.getAddress().getPort();
        Set<String> hosts = new HashSet<>(RequestGuard.loopbackHosts(port));
        if (!options.bindAddress().isLoopbackAddress()) {
            hosts.add(options.bindAddress().getHostAddress() + ":" + port);
        }
        this.guard = new RequestGuard(hosts, RequestGuard.newToken());
        this.runs = new RunService(options.limits(), options.classPath());
        this.executor = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "duet-http");
            t.setDaemon(true);
            return t;
        });
        http.setExecutor(executor);
        http.createContext("/", this::handle);
        this.watcher = new SourceWatcher(options.watched(), this::rebuild);
        http.start();
    }

    /**
     * Runs later live demos with {@code classes} (an edited port, compiled) ahead of the class
     * path the server was started with.
     */
    public void runDemosAgainst(Path classes) {
        runs.useClassPath(classes + java.io.File.pathSeparator + options.classPath());
    }

    /** Starts serving; the server runs on its own threads until {@link #close}. */
    public static DevServer start(Options options) throws IOException {
        return new DevServer(options);
    }

    public int port() {
        return http.getAddress().getPort();
    }

    /** The address to open in a browser. */
    public URI baseUri() {
        return URI.create("http://127.0.0.1:" + port() + "/");
    }

    /** The per-process token injected into pages and required by the run endpoint. */
    public String token() {
        return guard.token();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            exchange.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
            exchange.getResponseHeaders().set("Referrer-Policy", "no-referrer");
            String host = exchange.getRequestHeaders().getFirst("Host");
            String hostProblem = guard.checkHost(host);
            if (hostProblem != null) {
                sendText(exchange, 403, hostProblem);
                return;
            }
            String path = exchange.getRequestURI().getPath();
            switch (path) {
                case "/__duet/run" -> handleRun(exchange, host);
                case "/__duet/events" -> liveReload.serve(exchange);
                case "/__duet/live.js" -> send(exchange, 200, "text/javascript; charset=utf-8",
                        LiveReload.SCRIPT.getBytes(StandardCharsets.UTF_8));
                default -> handleFile(exchange, path);
            }
        } catch (IOException clientGone) {
            // The browser went away mid-response; nothing to clean up beyond the exchange.
        }
    }

    private void handleFile(HttpExchange exchange, String path) throws IOException {
        String method = exchange.getRequestMethod();
        if (!method.equals("GET") && !method.equals("HEAD")) {
            exchange.getResponseHeaders().set("Allow", "GET, HEAD");
            sendText(exchange, 405, "method not allowed");
            return;
        }
        Optional<Path> file = files.resolve(path);
        if (file.isEmpty()) {
            sendText(exchange, 404, "not found");
            return;
        }
        StaticFiles.Resource resource = files.read(file.get(), guard.token());
        if (resource.isHtml()) {
            exchange.getResponseHeaders().set("Cache-Control", "no-store");
        }
        if (method.equals("HEAD")) {
            exchange.getResponseHeaders().set("Content-Type", resource.contentType());
            exchange.sendResponseHeaders(200, -1);
            return;
        }
        send(exchange, 200, resource.contentType(), resource.body());
    }

    private void handleRun(HttpExchange exchange, String host) throws IOException {
        String problem = guard.checkRun(host, exchange.getRequestHeaders().getFirst("Origin"),
                exchange.getRequestHeaders().getFirst(RequestGuard.TOKEN_HEADER));
        if (problem != null) {
            sendText(exchange, 403, problem);
            return;
        }
        if (!exchange.getRequestMethod().equals("POST")) {
            exchange.getResponseHeaders().set("Allow", "POST");
            sendText(exchange, 405, "use POST");
            return;
        }
        String query = exchange.getRequestURI().getQuery();
        String id = query != null && query.startsWith("id=") ? query.substring(3) : "edited";
        if (!DEMO_ID.matcher(id).matches()) {
            sendText(exchange, 400, "bad demo id");
            return;
        }
        byte[] source;
        try (InputStream in = exchange.getRequestBody()) {
            source = in.readNBytes(options.limits().maxSourceBytes() + 1);
        }
        if (source.length > options.limits().maxSourceBytes()) {
            sendText(exchange, 413, "demo source too large");
            return;
        }
        if (runs.admit() == RunService.Admission.REFUSED) {
            exchange.getResponseHeaders().set("Retry-After", "1");
            sendText(exchange, 429, "too many runs at once; try again shortly");
            return;
        }
        boolean handedOver = false;
        try {
            exchange.getResponseHeaders().set("Content-Type", "application/x-ndjson; charset=utf-8");
            exchange.getResponseHeaders().set("Cache-Control", "no-store");
            exchange.sendResponseHeaders(200, 0); // chunked: events are streamed as they come
            try (OutputStream out = exchange.getResponseBody()) {
                handedOver = true;
                runs.run(id, source, out);
            }
        } finally {
            if (!handedOver) {
                runs.release(); // the client left before the run could start
            }
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

    private static void sendText(HttpExchange exchange, int status, String text) throws IOException {
        send(exchange, status, "text/plain; charset=utf-8", (text + "\n").getBytes(StandardCharsets.UTF_8));
    }

    private static void send(HttpExchange exchange, int status, String type, byte[] body) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", type);
        exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        if (body.length > 0) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
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
        runs.close();
        http.stop(0);
        executor.shutdownNow();
    }
}
