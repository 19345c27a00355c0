package dev.duet.site.serve;

import org.eclipse.jetty.http.HttpCookie;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One request and its response, over Jetty's core API: what the server's handlers read of a
 * request, and the few ways they answer. The exchange ends (Jetty's callback is completed) when a
 * whole response has been written, or when a stream is closed.
 */
final class Exchange {
    final Request request;
    final Response response;
    private final Callback callback;
    private final AtomicBoolean ended = new AtomicBoolean();

    Exchange(Request request, Response response, Callback callback) {
        this.request = request;
        this.response = response;
        this.callback = callback;
    }

    String method() {
        return request.getMethod();
    }

    /** The decoded path (Jetty has refused ambiguous encodings such as {@code %2f} already). */
    String path() {
        return Request.getPathInContext(request);
    }

    /** The raw query, or null. */
    String query() {
        return request.getHttpURI().getQuery();
    }

    /** The request header's value, or null. */
    String header(String name) {
        return request.getHeaders().get(name);
    }

    String cookie(String name) {
        for (HttpCookie c : Request.getCookies(request)) {
            if (c.getName().equals(name)) {
                return c.getValue();
            }
        }
        return null;
    }

    InetAddress client() {
        return ((InetSocketAddress) request.getConnectionMetaData().getRemoteSocketAddress()).getAddress();
    }

    /** Whether the request comes from the machine the server runs on (see {@link FairConnections}). */
    boolean fromThisMachine() {
        return FairConnections.fromThisMachine(request.getConnectionMetaData().getRemoteSocketAddress(),
                request.getConnectionMetaData().getLocalSocketAddress());
    }

    /** The body, as much as the client sends (Jetty undoes a chunked encoding). */
    InputStream body() {
        return Content.Source.asInputStream(request);
    }

    /** The body's declared length, or -1 when it is chunked. */
    long declaredLength() {
        return request.getLength();
    }

    void header(String name, String value) {
        response.getHeaders().put(name, value);
    }

    void cookie(HttpCookie cookie) {
        Response.addCookie(response, cookie);
    }

    /** Sends a whole response. */
    void send(int status, String contentType, byte[] body) {
        response.setStatus(status);
        if (contentType != null) {
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, contentType);
        }
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, body.length);
        response.write(true, ByteBuffer.wrap(body), endingCallback());
    }

    void sendText(int status, String text) {
        send(status, "text/plain; charset=utf-8", (text + "\n").getBytes(StandardCharsets.UTF_8));
    }

    /** 304: the client's copy is current; no body. */
    void sendNotModified() {
        response.setStatus(304);
        response.write(true, null, endingCallback());
    }

    /** 303 to {@code location} on this server. */
    void redirect(String location) {
        response.setStatus(303);
        response.getHeaders().put(HttpHeader.LOCATION, location);
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, 0);
        response.write(true, null, endingCallback());
    }

    /**
     * Sets the status and type and returns a stream for a body sent as it is written (chunked);
     * each write blocks until Jetty has taken it; closing the stream ends the body and the exchange.
     */
    OutputStream stream(int status, String contentType) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, contentType);
        // Chunked even when the client asked to close after it, so the stream's end is explicit.
        response.getHeaders().put(HttpHeader.TRANSFER_ENCODING, "chunked");
        return new FilterOutputStream(Content.Sink.asOutputStream(response)) {
            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                out.write(b, off, len);
            }

            @Override
            public void close() throws IOException {
                try {
                    super.close();
                    succeed();
                } catch (IOException e) {
                    fail(e);
                    throw e;
                }
            }
        };
    }

    /** Ends the exchange as failed (the connection is dropped) unless it has ended already. */
    void fail(Throwable why) {
        if (ended.compareAndSet(false, true)) {
            callback.failed(why);
        }
    }

    boolean ended() {
        return ended.get();
    }

    private void succeed() {
        if (ended.compareAndSet(false, true)) {
            callback.succeeded();
        }
    }

    private Callback endingCallback() {
        return Callback.from(this::succeed, this::fail);
    }
}
