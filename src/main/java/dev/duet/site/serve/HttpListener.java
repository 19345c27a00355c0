package dev.duet.site.serve;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * A small HTTP/1.1 server, one request per connection, built so that clients cannot exhaust it:
 * at most {@code maxConnections} open connections and {@code maxPerClient} per client address
 * (beyond that a connection gets 503 straight from the accepting thread and is closed), a pool of
 * at most {@code maxConnections} threads, and a deadline for the request line and headers (and
 * another for the body) after which a slow client is answered 408 and dropped.
 */
final class HttpListener implements AutoCloseable {
    interface Handler {
        void handle(HttpRequest request, HttpResponse response) throws IOException;
    }

    private static final byte[] BUSY = ("HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nContent-Length: 0\r\n"
            + "Connection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII);

    private final ConnectionLimits limits;
    private final Handler handler;
    private final ServerSocket server;
    private final ThreadPoolExecutor pool;
    private final Map<InetAddress, Integer> perClient = new HashMap<>();
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private final Thread acceptor;
    private volatile boolean closed;

    HttpListener(InetAddress address, int port, ConnectionLimits limits, Handler handler) throws IOException {
        this.limits = limits;
        this.handler = handler;
        this.server = new ServerSocket();
        server.setReuseAddress(true);
        server.bind(new InetSocketAddress(address, port), 256);
        this.pool = new ThreadPoolExecutor(limits.maxConnections(), limits.maxConnections(), 30, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(), r -> {
                    Thread t = new Thread(r, "duet-http");
                    t.setDaemon(true);
                    return t;
                });
        pool.allowCoreThreadTimeOut(true);
        this.acceptor = new Thread(this::acceptLoop, "duet-http-accept");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    int port() {
        return server.getLocalPort();
    }

    private void acceptLoop() {
        while (!closed) {
            Socket socket;
            try {
                socket = server.accept();
            } catch (IOException e) {
                continue; // closed (the loop ends) or one failed accept
            }
            InetAddress client = socket.getInetAddress();
            if (!reserve(client)) {
                refuse(socket);
                continue;
            }
            open.add(socket);
            try {
                pool.execute(() -> serve(socket, client));
            } catch (RejectedExecutionException shuttingDown) {
                release(socket, client);
            }
        }
    }

    private boolean reserve(InetAddress client) {
        synchronized (perClient) {
            int total = perClient.values().stream().mapToInt(Integer::intValue).sum();
            int mine = perClient.getOrDefault(client, 0);
            if (total >= limits.maxConnections() || mine >= limits.maxPerClient()) {
                return false;
            }
            perClient.put(client, mine + 1);
            return true;
        }
    }

    private void release(Socket socket, InetAddress client) {
        open.remove(socket);
        closeQuietly(socket);
        synchronized (perClient) {
            perClient.computeIfPresent(client, (k, n) -> n == 1 ? null : n - 1);
        }
    }

    /**
     * Answers 503 without reading anything (a fresh socket's send buffer takes these bytes at once)
     * and closes; a client that had already sent its request may see the connection reset instead.
     */
    private static void refuse(Socket socket) {
        try (socket) {
            socket.getOutputStream().write(BUSY);
        } catch (IOException e) {
            // The client is gone already.
        }
    }

    private void serve(Socket socket, InetAddress client) {
        try {
            socket.setTcpNoDelay(true);
            DeadlineInput deadline = new DeadlineInput(socket);
            InputStream in = new BufferedInputStream(deadline, 8192);
            OutputStream out = new BufferedOutputStream(socket.getOutputStream(), 8192);
            deadline.expireIn(limits.readTimeout());
            HttpRequest request;
            try {
                request = read(in, client);
            } catch (SocketTimeoutException slow) {
                new HttpResponse(out, false).sendText(408, "request headers not received in time");
                return;
            } catch (BadRequest bad) {
                new HttpResponse(out, false).sendText(bad.status, bad.getMessage());
                return;
            }
            deadline.expireIn(limits.readTimeout()); // for the body
            HttpResponse response = new HttpResponse(out, request.method().equals("HEAD"));
            handler.handle(request, response);
            if (!response.committed()) {
                response.sendText(500, "no response");
            }
            out.flush();
        } catch (IOException | RuntimeException gone) {
            // The client went away, or was too slow sending its body; the connection is dropped.
        } finally {
            release(socket, client);
        }
    }

    private static final class BadRequest extends Exception {
        final int status;

        BadRequest(int status, String message) {
            super(message);
            this.status = status;
        }
    }

    private HttpRequest read(InputStream in, InetAddress client) throws IOException, BadRequest {
        int[] budget = {limits.maxHeaderBytes()};
        String requestLine = line(in, budget);
        String[] parts = requestLine.split(" ");
        if (parts.length != 3 || !parts[2].startsWith("HTTP/1.") || !parts[1].startsWith("/")) {
            throw new BadRequest(400, "bad request line");
        }
        Map<String, String> headers = new HashMap<>();
        for (String header = line(in, budget); !header.isEmpty(); header = line(in, budget)) {
            int colon = header.indexOf(':');
            if (colon <= 0) {
                throw new BadRequest(400, "bad header line");
            }
            String name = header.substring(0, colon).trim().toLowerCase(Locale.ROOT);
            if (headers.putIfAbsent(name, header.substring(colon + 1).trim()) != null
                    && (name.equals("host") || name.equals("content-length"))) {
                throw new BadRequest(400, "repeated " + name + " header");
            }
        }
        if (headers.containsKey("transfer-encoding")) {
            throw new BadRequest(501, "request bodies must have a Content-Length");
        }
        long length;
        try {
            length = Long.parseLong(headers.getOrDefault("content-length", "0"));
        } catch (NumberFormatException e) {
            throw new BadRequest(400, "bad Content-Length");
        }
        if (length < 0) {
            throw new BadRequest(400, "bad Content-Length");
        }
        URI target;
        try {
            target = new URI(parts[1]);
        } catch (URISyntaxException e) {
            throw new BadRequest(400, "bad request target");
        }
        return new HttpRequest(parts[0], target.getPath(), target.getQuery(), headers, new Bounded(in, length),
                client);
    }

    /** One header line (CRLF or LF), charged against what is left of the header budget. */
    private static String line(InputStream in, int[] budget) throws IOException, BadRequest {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) != '\n') {
            if (b == -1) {
                throw new BadRequest(400, "incomplete request");
            }
            if (--budget[0] < 0) {
                throw new BadRequest(431, "request headers too large");
            }
            if (b != '\r') {
                line.write(b);
            }
        }
        return line.toString(StandardCharsets.ISO_8859_1);
    }

    /**
     * The socket's input with an overall deadline: each read may wait only for what is left of it,
     * so a client that trickles a byte at a time is still cut off when the deadline passes.
     */
    private static final class DeadlineInput extends FilterInputStream {
        private final Socket socket;
        private long deadline;

        DeadlineInput(Socket socket) throws IOException {
            super(socket.getInputStream());
            this.socket = socket;
        }

        void expireIn(Duration d) {
            deadline = System.nanoTime() + d.toNanos();
        }

        private void arm() throws IOException {
            long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
            if (left <= 0) {
                throw new SocketTimeoutException("deadline passed");
            }
            socket.setSoTimeout((int) Math.min(left, Integer.MAX_VALUE));
        }

        @Override
        public int read() throws IOException {
            arm();
            return super.read();
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            arm();
            return super.read(b, off, len);
        }
    }

    /** Exactly {@code length} bytes of the underlying stream, then end of stream. */
    private static final class Bounded extends FilterInputStream {
        private long left;

        Bounded(InputStream in, long length) {
            super(in);
            this.left = length;
        }

        @Override
        public int read() throws IOException {
            if (left <= 0) {
                return -1;
            }
            int b = super.read();
            if (b >= 0) {
                left--;
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (left <= 0) {
                return -1;
            }
            int n = super.read(b, off, (int) Math.min(len, left));
            if (n > 0) {
                left -= n;
            }
            return n;
        }

        @Override
        public void close() {
            // The connection's stream is closed with the socket, not by the handler.
        }
    }

    @Override
    public void close() {
        closed = true;
        closeQuietly(server);
        open.forEach(HttpListener::closeQuietly);
        pool.shutdownNow();
    }

    private static void closeQuietly(AutoCloseable c) {
        try {
            c.close();
        } catch (Exception e) {
            // Closing anyway.
        }
    }
}
