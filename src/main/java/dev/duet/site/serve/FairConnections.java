package dev.duet.site.serve;

import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.internal.HttpConnection;
import org.eclipse.jetty.util.Callback;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Jetty's HTTP/1.1 connections, shared out fairly. Each client address may hold
 * {@link ConnectionLimits#maxPerClient} at once and all of them together {@link
 * ConnectionLimits#maxConnections}; beyond that a new connection is answered 503 and closed at once.
 * The teacher's own machine (a connection whose two ends have the same address) is not counted in
 * the total and has a larger share of its own, so however many students hold however many
 * connections, the teacher's browser is served. Jetty has no deadline for a request's headers
 * (its idle timeout restarts with every byte, so a client trickling one byte a second would hold a
 * connection for ever); each connection here gets one: 408 and closed when a request's line and
 * headers are not all in within {@link ConnectionLimits#readTimeout} of its first byte (or of the
 * connection's opening, for the first request).
 */
final class FairConnections extends HttpConnectionFactory {
    private static final byte[] BUSY = ("HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nContent-Length: 0\r\n"
            + "Connection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
    private static final byte[] TOO_SLOW = ("HTTP/1.1 408 Request Timeout\r\nContent-Type: text/plain; charset=utf-8\r\n"
            + "Content-Length: 37\r\nConnection: close\r\n\r\nrequest headers not received in time\n")
            .getBytes(StandardCharsets.US_ASCII);

    private final ConnectionLimits limits;
    private final ClientShares shares;

    FairConnections(HttpConfiguration config, ConnectionLimits limits) {
        super(config);
        this.limits = limits;
        this.shares = new ClientShares(limits.maxPerClient(), limits.teacherShare(), limits.maxConnections());
    }

    /** Whether a connection comes from the machine the server runs on (the teacher's own browser). */
    static boolean fromThisMachine(SocketAddress remote, SocketAddress local) {
        return remote instanceof InetSocketAddress r && local instanceof InetSocketAddress l
                && r.getAddress() != null && r.getAddress().equals(l.getAddress());
    }

    /**
     * The connector whose acceptor thread counts each connection before Jetty sees it: one over its
     * client's share is answered 503 and closed right there (a fresh socket's send buffer takes the
     * few bytes at once), so a flood of connections costs no selector work and no thread.
     */
    final class Connector extends ServerConnector {
        Connector(Server server) {
            super(server, 1, 1, FairConnections.this);
        }

        @Override
        public void accept(int acceptorID) throws IOException {
            if (!(getTransport() instanceof ServerSocketChannel server) || !server.isOpen()) {
                return;
            }
            SocketChannel channel = server.accept();
            if (channel == null) {
                return;
            }
            SocketAddress remote = channel.getRemoteAddress();
            InetAddress client = ((InetSocketAddress) remote).getAddress();
            if (!shares.reserve(client, fromThisMachine(remote, channel.getLocalAddress()))) {
                try (channel) {
                    channel.write(ByteBuffer.wrap(BUSY));
                } catch (IOException gone) {
                    // The client left already.
                }
                return;
            }
            try {
                channel.configureBlocking(false);
                channel.socket().setTcpNoDelay(true);
                getSelectorManager().accept(channel);
            } catch (IOException | RuntimeException e) {
                shares.release(client, fromThisMachine(remote, channel.getLocalAddress()));
                channel.close();
                throw e;
            }
        }
    }

    /** Builds the connection for a channel the connector has counted in (its place is given back on close). */
    @Override
    public Connection newConnection(org.eclipse.jetty.server.Connector connector, EndPoint endPoint) {
        InetAddress client = ((InetSocketAddress) endPoint.getRemoteSocketAddress()).getAddress();
        boolean teacher = fromThisMachine(endPoint.getRemoteSocketAddress(), endPoint.getLocalSocketAddress());
        HeaderDeadline connection = new HeaderDeadline(getHttpConfiguration(), connector, endPoint);
        connection.setUseInputDirectByteBuffers(isUseInputDirectByteBuffers());
        connection.setUseOutputDirectByteBuffers(isUseOutputDirectByteBuffers());
        connection.addEventListener(new Connection.Listener() {
            @Override
            public void onClosed(Connection c) {
                shares.release(client, teacher);
            }
        });
        return configure(connection, connector, endPoint);
    }

    /** Writes the raw answer on a connection no request is being served on, then closes it. */
    private static void answerAndClose(EndPoint endPoint, byte[] answer) {
        try {
            endPoint.write(Callback.from(endPoint::close, failure -> endPoint.close()), ByteBuffer.wrap(answer));
        } catch (RuntimeException writePending) {
            endPoint.close();
        }
    }

    /** Jetty's HTTP/1.1 connection with a deadline on each request's line and headers. */
    private final class HeaderDeadline extends HttpConnection {
        /** Counts the requests begun on this connection: a deadline belongs to one of them. */
        private final AtomicLong requests = new AtomicLong();

        HeaderDeadline(HttpConfiguration config, org.eclipse.jetty.server.Connector connector, EndPoint endPoint) {
            super(config, connector, endPoint);
        }

        @Override
        public void onOpen() {
            super.onOpen();
            arm(0);
        }

        @Override
        public void onFillable() {
            if (getParser().isStart()) {
                arm(requests.incrementAndGet()); // the first bytes of a new request are arriving
            }
            super.onFillable();
        }

        private void arm(long request) {
            getConnector().getScheduler().schedule(() -> expire(request), limits.readTimeout().toMillis(),
                    TimeUnit.MILLISECONDS);
        }

        private void expire(long request) {
            if (requests.get() != request || !getEndPoint().isOpen() || !getParser().inHeaderState()) {
                return; // a later request, a closed connection, or headers complete
            }
            if (request == 0 || !getParser().isStart()) {
                // Nothing came since the connection opened, or a request is stuck half-way.
                answerAndClose(getEndPoint(), TOO_SLOW);
            }
        }
    }
}
