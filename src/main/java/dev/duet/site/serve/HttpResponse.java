package dev.duet.site.serve;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The response on one connection: headers, then either a whole body (with Content-Length) or a
 * chunked stream. Every response closes its connection (no keep-alive), which keeps a connection's
 * life to one request and so bounded by the listener's limits.
 */
final class HttpResponse {
    private static final Map<Integer, String> REASONS = Map.ofEntries(
            Map.entry(200, "OK"), Map.entry(304, "Not Modified"), Map.entry(400, "Bad Request"), Map.entry(403, "Forbidden"),
            Map.entry(404, "Not Found"), Map.entry(405, "Method Not Allowed"), Map.entry(408, "Request Timeout"),
            Map.entry(413, "Content Too Large"), Map.entry(429, "Too Many Requests"),
            Map.entry(431, "Request Header Fields Too Large"), Map.entry(500, "Internal Server Error"),
            Map.entry(501, "Not Implemented"), Map.entry(503, "Service Unavailable"));

    private final OutputStream out;
    private final boolean head;
    private final Map<String, String> headers = new LinkedHashMap<>();
    private boolean committed;

    /** @param head whether the request was HEAD (headers only, never a body) */
    HttpResponse(OutputStream out, boolean head) {
        this.out = out;
        this.head = head;
    }

    void header(String name, String value) {
        headers.put(name, value);
    }

    boolean committed() {
        return committed;
    }

    /** Sends the whole response. */
    void send(int status, String contentType, byte[] body) throws IOException {
        if (contentType != null) {
            header("Content-Type", contentType);
        }
        header("Content-Length", String.valueOf(body.length));
        writeHead(status);
        if (!head) {
            out.write(body);
        }
        out.flush();
    }

    /** 304: the client's copy is current; no body, and no length (it would be the full body's). */
    void sendNotModified() throws IOException {
        writeHead(304);
        out.flush();
    }

    void sendText(int status, String text) throws IOException {
        send(status, "text/plain; charset=utf-8", (text + "\n").getBytes(StandardCharsets.UTF_8));
    }

    /** Sends the headers and returns a stream for a chunked body; closing it ends the body. */
    OutputStream stream(int status, String contentType) throws IOException {
        header("Content-Type", contentType);
        header("Transfer-Encoding", "chunked");
        writeHead(status);
        out.flush();
        return new FilterOutputStream(out) {
            private boolean ended;

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                if (len > 0) {
                    out.write((Integer.toHexString(len) + "\r\n").getBytes(StandardCharsets.US_ASCII));
                    out.write(b, off, len);
                    out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
                }
            }

            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void close() throws IOException {
                if (!ended) {
                    ended = true;
                    out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                    out.flush();
                }
            }
        };
    }

    private void writeHead(int status) throws IOException {
        if (committed) {
            throw new IllegalStateException("response already sent");
        }
        committed = true;
        header("Connection", "close");
        StringBuilder head = new StringBuilder("HTTP/1.1 ").append(status).append(' ')
                .append(REASONS.getOrDefault(status, "Status")).append("\r\n");
        headers.forEach((k, v) -> head.append(k).append(": ").append(v).append("\r\n"));
        head.append("\r\n");
        out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
    }
}
