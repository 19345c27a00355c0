package dev.duet.site.serve;

import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

import java.io.IOException;
import java.net.InetAddress;

/**
 * Embedded Jetty 12 with its core {@link Handler} API (no servlets): HTTP/1.1 with keep-alive, an
 * idle timeout, a header-size limit (431), a minimum body rate, and connections shared out by
 * {@link FairConnections}. Kept-alive and streaming connections cost no thread while they wait.
 */
final class WebServer implements AutoCloseable {
    /** A body must arrive at this rate at least (bytes per second), so a trickled upload is cut. */
    private static final long MIN_BODY_RATE = 512;

    private final Server server;
    private final ServerConnector connector;

    WebServer(InetAddress address, int port, ConnectionLimits limits, Handler handler) throws IOException {
        QueuedThreadPool threads = new QueuedThreadPool(256, 4);
        threads.setName("duet-http");
        threads.setDaemon(true);
        server = new Server(threads);
        HttpConfiguration config = new HttpConfiguration();
        config.setRequestHeaderSize(limits.maxHeaderBytes());
        config.setSendServerVersion(false);
        config.setSendXPoweredBy(false);
        config.setMinRequestDataRate(MIN_BODY_RATE);
        connector = new FairConnections(config, limits).new Connector(server);
        connector.setHost(address.getHostAddress());
        connector.setPort(port);
        connector.setIdleTimeout(limits.idleTimeout().toMillis());
        connector.setAcceptQueueSize(256);
        connector.setReuseAddress(true);
        server.addConnector(connector);
        server.setHandler(handler);
        server.setStopTimeout(1000);
        try {
            server.start();
        } catch (IOException e) {
            throw e;
        } catch (Exception e) {
            throw new IOException("the HTTP server did not start: " + e.getMessage(), e);
        }
    }

    int port() {
        return connector.getLocalPort();
    }

    @Override
    public void close() {
        try {
            server.stop();
        } catch (Exception e) {
            // Stopping anyway; the threads are daemons.
        }
    }
}
