package dev.duet.site.serve;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.util.Callback;

import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Server-Sent Events on {@code /__duet/events}: each open page holds one stream; a rebuild sends
 * {@code reload}, a failed build sends {@code build-failed} with the message. The streams are
 * written with Jetty's own asynchronous writes, so an open page holds no thread. Each client address
 * may hold {@link #PER_CLIENT} streams (the teacher's own machine four times as many, outside the
 * total), so one student's tabs or script cannot take live reload from the others. A comment line
 * every few seconds finds streams whose page has gone.
 */
final class LiveReload implements AutoCloseable {
    /** The script injected into every page: a classic script, no modules, no fetch. */
    static final String SCRIPT = """
            (function () {
              if (!window.EventSource) { return; }
              var events = new EventSource('/__duet/events');
              events.addEventListener('reload', function () { window.location.reload(); });
              events.addEventListener('build-failed', function (e) {
                if (window.console) { console.error('duet: the rebuild failed\\n' + e.data); }
              });
            })();
            """;
    static final int PER_CLIENT = 16;
    private static final int TOTAL = 1024;
    /** Events waiting for a reader that does not read: beyond this its stream is dropped. */
    private static final int MAX_PENDING = 64;
    private static final long HEARTBEAT_SECONDS = 10;

    private final Set<Stream> streams = ConcurrentHashMap.newKeySet();
    private final ClientShares shares = new ClientShares(PER_CLIENT, PER_CLIENT * 4, TOTAL);
    private final ScheduledExecutorService heartbeat = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "duet-live-reload");
        t.setDaemon(true);
        return t;
    });
    private volatile boolean closed;

    LiveReload() {
        heartbeat.scheduleAtFixedRate(() -> streams.forEach(s -> s.send(": keep-alive\n\n")),
                HEARTBEAT_SECONDS, HEARTBEAT_SECONDS, TimeUnit.SECONDS);
    }

    /** Sends an event to every open page. */
    void broadcast(String event, String data) {
        StringBuilder message = new StringBuilder("event: ").append(event).append('\n');
        for (String line : data.split("\n", -1)) {
            message.append("data: ").append(line).append('\n');
        }
        message.append('\n');
        streams.forEach(s -> s.send(message.toString()));
    }

    int clientCount() {
        return streams.size();
    }

    /** Opens a stream, which stays open until the page goes or the server stops. */
    void serve(Exchange exchange) {
        InetAddress client = exchange.client();
        boolean teacher = exchange.fromThisMachine();
        if (closed || !shares.reserve(client, teacher)) {
            exchange.header("Retry-After", "5");
            exchange.sendText(503, "too many open pages from your address");
            return;
        }
        exchange.response.setStatus(200);
        exchange.response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/event-stream; charset=utf-8");
        exchange.response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        Stream stream = new Stream(exchange, client, teacher);
        streams.add(stream);
        stream.send("retry: 1000\n\n");
    }

    /** One page's stream: messages are written one at a time, each after the last was taken. */
    private final class Stream {
        private final Exchange exchange;
        private final InetAddress client;
        private final boolean teacher;
        private final Deque<String> pending = new ArrayDeque<>();
        private boolean writing;
        private boolean ended;

        Stream(Exchange exchange, InetAddress client, boolean teacher) {
            this.exchange = exchange;
            this.client = client;
            this.teacher = teacher;
        }

        void send(String text) {
            synchronized (this) {
                if (ended) {
                    return;
                }
                if (pending.size() >= MAX_PENDING) {
                    end(new IllegalStateException("the page does not read its events"));
                    return;
                }
                pending.add(text);
                if (writing) {
                    return;
                }
                writing = true;
            }
            writeNext();
        }

        private void writeNext() {
            String next;
            synchronized (this) {
                next = pending.poll();
                if (next == null || ended) {
                    writing = false;
                    return;
                }
            }
            exchange.response.write(false, ByteBuffer.wrap(next.getBytes(StandardCharsets.UTF_8)),
                    Callback.from(this::writeNext, this::end));
        }

        /** The page went (a write failed), the reader stalled, or the server stops. */
        void end(Throwable why) {
            synchronized (this) {
                if (ended) {
                    return;
                }
                ended = true;
                pending.clear();
            }
            streams.remove(this);
            shares.release(client, teacher);
            exchange.fail(why);
        }
    }

    @Override
    public void close() {
        closed = true;
        heartbeat.shutdownNow();
        streams.forEach(s -> s.end(new IllegalStateException("the server stops")));
    }
}
