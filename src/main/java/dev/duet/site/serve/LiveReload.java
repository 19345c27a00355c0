package dev.duet.site.serve;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Server-Sent Events on {@code /__duet/events}: each open page holds one stream; a rebuild sends
 * {@code reload}, a failed build sends {@code build-failed} with the message. A comment line every
 * few seconds finds streams whose page has gone.
 */
final class LiveReload {
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
    private static final int MAX_CLIENTS = 32;
    private static final long HEARTBEAT_SECONDS = 10;

    private final List<BlockingQueue<String>> clients = new CopyOnWriteArrayList<>();
    private volatile boolean closed;

    /** Sends an event to every open page. */
    void broadcast(String event, String data) {
        StringBuilder message = new StringBuilder("event: ").append(event).append('\n');
        for (String line : data.split("\n", -1)) {
            message.append("data: ").append(line).append('\n');
        }
        message.append('\n');
        for (BlockingQueue<String> client : clients) {
            client.offer(message.toString());
        }
    }

    int clientCount() {
        return clients.size();
    }

    /** Holds the response open (on its own thread) until the page goes or the server stops. */
    void serve(HttpResponse response) throws IOException {
        if (clients.size() >= MAX_CLIENTS) {
            response.sendText(503, "too many open pages");
            return;
        }
        BlockingQueue<String> queue = new LinkedBlockingQueue<>();
        response.header("Cache-Control", "no-store");
        clients.add(queue);
        try (OutputStream out = response.stream(200, "text/event-stream; charset=utf-8")) {
            write(out, "retry: 1000\n\n");
            while (!closed) {
                String message = queue.poll(HEARTBEAT_SECONDS, TimeUnit.SECONDS);
                write(out, message != null ? message : ": keep-alive\n\n");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException gone) {
            // The page closed or reloaded; nothing to do.
        } finally {
            clients.remove(queue);
        }
    }

    void close() {
        closed = true;
        for (BlockingQueue<String> client : clients) {
            client.offer(": bye\n\n");
        }
    }

    private static void write(OutputStream out, String text) throws IOException {
        out.write(text.getBytes(StandardCharsets.UTF_8));
        out.flush();
    }
}
