package dev.duet.site.serve;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * One kept-alive HTTP/1.1 connection, as a browser holds it: requests one after another on the same
 * socket, each response read to its Content-Length. {@link #reconnects} counts the times the server
 * closed it and a new one had to be opened.
 */
final class KeepAliveClient implements AutoCloseable {
    record Response(int status, String body) {
    }

    private final InetAddress local;
    private final int port;
    private Socket socket;
    private InputStream in;
    private OutputStream out;
    private int opened;

    KeepAliveClient(InetAddress local, int port) {
        this.local = local;
        this.port = port;
    }

    /** Connections opened after the first (0 when the server kept the connection alive throughout). */
    int reconnects() {
        return Math.max(0, opened - 1);
    }

    Response get(String path) throws IOException {
        if (socket == null) {
            socket = new Socket(InetAddress.getByName("127.0.0.1"), port, local, 0);
            socket.setSoTimeout(60_000);
            socket.setTcpNoDelay(true);
            in = new BufferedInputStream(socket.getInputStream());
            out = socket.getOutputStream();
            opened++;
        }
        out.write(("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n\r\n")
                .getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
        String status = line();
        if (status.isEmpty()) {
            throw new IOException("the server closed the connection");
        }
        int code = Integer.parseInt(status.split(" ")[1]);
        int length = -1;
        boolean close = false;
        for (String h = line(); !h.isEmpty(); h = line()) {
            String lower = h.toLowerCase(Locale.ROOT);
            if (lower.startsWith("content-length:")) {
                length = Integer.parseInt(lower.substring(15).trim());
            } else if (lower.startsWith("connection:") && lower.contains("close")) {
                close = true;
            }
        }
        byte[] body = length >= 0 ? in.readNBytes(length) : in.readAllBytes();
        if (close || length < 0) {
            closeSocket();
        }
        return new Response(code, new String(body, StandardCharsets.UTF_8));
    }

    private String line() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) != -1 && b != '\n') {
            if (b != '\r') {
                line.write(b);
            }
        }
        return line.toString(StandardCharsets.ISO_8859_1);
    }

    private void closeSocket() throws IOException {
        if (socket != null) {
            socket.close();
            socket = null;
        }
    }

    @Override
    public void close() throws IOException {
        closeSocket();
    }
}
