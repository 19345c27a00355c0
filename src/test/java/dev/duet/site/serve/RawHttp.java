package dev.duet.site.serve;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A minimal HTTP/1.1 client over a plain socket, so tests can send any Host and Origin header
 * (the JDK's clients refuse to set Host) and read chunked bodies.
 */
final class RawHttp {
    record Response(int status, Map<String, String> headers, String body) {
        String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }
    }

    private RawHttp() {
    }

    static Response send(int port, String method, String path, Map<String, String> headers, String body)
            throws IOException {
        return sendFrom(null, port, method, path, headers, body);
    }

    /** {@link #send} from a given local address (another loopback address is another client). */
    static Response sendFrom(java.net.InetAddress local, int port, String method, String path,
                             Map<String, String> headers, String body) throws IOException {
        try (Socket socket = new Socket(java.net.InetAddress.getByName("127.0.0.1"), port, local, 0)) {
            socket.setSoTimeout(300_000);
            byte[] payload = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
            StringBuilder request = new StringBuilder(method + " " + path + " HTTP/1.1\r\n");
            Map<String, String> all = new LinkedHashMap<>();
            all.put("Host", "127.0.0.1:" + port);
            all.putAll(headers);
            all.put("Connection", "close");
            if (body != null) {
                all.put("Content-Length", String.valueOf(payload.length));
            }
            all.forEach((k, v) -> {
                if (v != null) {
                    request.append(k).append(": ").append(v).append("\r\n");
                }
            });
            request.append("\r\n");
            OutputStream out = socket.getOutputStream();
            out.write(request.toString().getBytes(StandardCharsets.ISO_8859_1));
            out.write(payload);
            out.flush();
            return read(socket.getInputStream());
        }
    }

    /**
     * A request whose chunked response is read line by line as the server streams it (a run's
     * events); the caller closes it.
     */
    static final class Streaming implements AutoCloseable {
        private final Socket socket;
        private final InputStream in;
        private final int status;
        private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
        private int chunkLeft;
        private boolean ended;

        Streaming(int port, String path, Map<String, String> headers, String body) throws IOException {
            this(null, port, path, headers, body);
        }

        /** From a given local address (another loopback address is another client). */
        Streaming(java.net.InetAddress local, int port, String path, Map<String, String> headers, String body)
                throws IOException {
            socket = new Socket(java.net.InetAddress.getByName("127.0.0.1"), port, local, 0);
            socket.setSoTimeout(120_000);
            byte[] payload = body.getBytes(StandardCharsets.UTF_8);
            StringBuilder request = new StringBuilder("POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port
                    + "\r\nConnection: close\r\nContent-Length: " + payload.length + "\r\n");
            headers.forEach((k, v) -> request.append(k).append(": ").append(v).append("\r\n"));
            request.append("\r\n");
            socket.getOutputStream().write(request.toString().getBytes(StandardCharsets.ISO_8859_1));
            socket.getOutputStream().write(payload);
            socket.getOutputStream().flush();
            in = socket.getInputStream();
            status = Integer.parseInt(readLine(in).split(" ")[1]);
            while (!readLine(in).isEmpty()) {
                // headers: the body is chunked
            }
        }

        int status() {
            return status;
        }

        /** The next line of the body, or null at its end. */
        String nextLine() throws IOException {
            while (true) {
                if (chunkLeft == 0) {
                    if (ended) {
                        return null;
                    }
                    String size = readLine(in);
                    if (size.isEmpty()) {
                        size = readLine(in); // the CRLF after the previous chunk
                    }
                    chunkLeft = Integer.parseInt(size.trim(), 16);
                    if (chunkLeft == 0) {
                        ended = true;
                        return pending.size() > 0 ? pending.toString(StandardCharsets.UTF_8) : null;
                    }
                }
                int b = in.read();
                if (b == -1) {
                    throw new IOException("connection closed mid-chunk");
                }
                chunkLeft--;
                if (b == '\n') {
                    String line = pending.toString(StandardCharsets.UTF_8);
                    pending.reset();
                    return line;
                }
                pending.write(b);
            }
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }

    static Response get(int port, String path) throws IOException {
        return send(port, "GET", path, Map.of(), null);
    }

    private static Response read(InputStream in) throws IOException {
        String statusLine = readLine(in);
        int status = Integer.parseInt(statusLine.split(" ")[1]);
        Map<String, String> headers = new LinkedHashMap<>();
        String line;
        while (!(line = readLine(in)).isEmpty()) {
            int colon = line.indexOf(':');
            headers.put(line.substring(0, colon).trim().toLowerCase(Locale.ROOT), line.substring(colon + 1).trim());
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            while (true) {
                int size = Integer.parseInt(readLine(in).split(";")[0].trim(), 16);
                if (size == 0) {
                    break;
                }
                body.write(in.readNBytes(size));
                readLine(in);
            }
        } else if (headers.containsKey("content-length")) {
            body.write(in.readNBytes(Integer.parseInt(headers.get("content-length"))));
        } else {
            body.write(in.readAllBytes());
        }
        return new Response(status, headers, body.toString(StandardCharsets.UTF_8));
    }

    private static String readLine(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) != -1 && b != '\n') {
            if (b != '\r') {
                line.write(b);
            }
        }
        return line.toString(StandardCharsets.ISO_8859_1);
    }
}
