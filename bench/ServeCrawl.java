import dev.duet.site.sandbox.Unconfined;
import dev.duet.site.serve.DevServer;
import dev.duet.site.serve.RunLimits;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Browser-paced crawl of a site under serve (issue 25's figure): BROWSERS readers, each from its own
 * loopback address with live reload open and 6 kept-alive connections, together loading RATE pages
 * a second for SECONDS, each page with every same-site file it names (src= and href=). Prints page
 * loads, failed loads, 503s, reconnects and the time to load a page with all its files (median,
 * 95th percentile, max). Usage: bench/serve-crawl.sh [SITE_DIR] [RATE] [SECONDS] [BROWSERS].
 */
public final class ServeCrawl {
    private static final Pattern LINK = Pattern.compile("(?:src|href)=\"([^\"#?:]+)\"");

    public static void main(String[] args) throws Exception {
        Path site = Path.of(args.length > 0 ? args[0] : "site");
        double rate = args.length > 1 ? Double.parseDouble(args[1]) : 10;
        int seconds = args.length > 2 ? Integer.parseInt(args[2]) : 60;
        int browsers = args.length > 3 ? Integer.parseInt(args[3]) : 4;
        List<String> pages;
        try (Stream<Path> files = Files.walk(site)) {
            pages = files.filter(p -> p.toString().endsWith(".html")).map(p -> "/" + site.relativize(p)).sorted().toList();
        }
        try (DevServer server = DevServer.start(DevServer.Options.local(site, List.of(), 0, c -> { },
                new PrintStream(OutputStream.nullOutputStream())).withLimits(RunLimits.defaults().withWarmSpares(0))
                .withSandbox(new Unconfined("no runs in this benchmark")))) {
            int port = server.port();
            System.out.printf("crawling %d pages of %s: %.1f page loads/s for %d s, %d browsers%n", pages.size(), site,
                    rate, seconds, browsers);
            List<Long> millis = Collections.synchronizedList(new ArrayList<>());
            AtomicInteger failed = new AtomicInteger();
            AtomicInteger refused = new AtomicInteger();
            AtomicInteger files = new AtomicInteger();
            ConcurrentLinkedQueue<Conn> conns = new ConcurrentLinkedQueue<>();
            List<Socket> events = new ArrayList<>();
            ExecutorService pool = Executors.newFixedThreadPool(browsers);
            long intervalNanos = (long) (1e9 * browsers / rate);
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
            List<Future<?>> done = new ArrayList<>();
            for (int b = 0; b < browsers; b++) {
                InetAddress address = InetAddress.getByName("127.0.0." + (2 + b));
                events.add(openEvents(port, address));
                int first = b;
                done.add(pool.submit(() -> {
                    ExecutorService six = Executors.newFixedThreadPool(6);
                    ThreadLocal<Conn> mine = ThreadLocal.withInitial(() -> {
                        Conn c = new Conn(address, port);
                        conns.add(c);
                        return c;
                    });
                    long next = System.nanoTime() + first * intervalNanos / browsers;
                    int i = first;
                    while (next < end) {
                        long wait = next - System.nanoTime();
                        if (wait > 0) {
                            TimeUnit.NANOSECONDS.sleep(wait);
                        }
                        next += intervalNanos;
                        String page = pages.get(i++ % pages.size());
                        long start = System.nanoTime();
                        boolean ok = true;
                        try {
                            Conn.Response html = six.submit(() -> mine.get().get(page)).get();
                            ok = html.status() == 200;
                            refused.addAndGet(html.status() == 503 ? 1 : 0);
                            List<Future<Conn.Response>> parts = new ArrayList<>();
                            for (String f : links(page, html.body())) {
                                parts.add(six.submit(() -> mine.get().get(f)));
                            }
                            for (Future<Conn.Response> p : parts) {
                                int s = p.get().status();
                                files.incrementAndGet();
                                refused.addAndGet(s == 503 ? 1 : 0);
                                ok &= s == 200 || s == 304 || s == 404;
                            }
                        } catch (Exception e) {
                            ok = false;
                        }
                        millis.add((System.nanoTime() - start) / 1_000_000);
                        if (!ok) {
                            failed.incrementAndGet();
                        }
                    }
                    six.shutdownNow();
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
            pool.shutdownNow();
            List<Long> sorted = new ArrayList<>(millis);
            Collections.sort(sorted);
            int reconnects = conns.stream().mapToInt(c -> c.opened - 1).sum();
            System.out.printf("page loads %d, failed %d, responses 503: %d, files fetched %d (%.1f per page),"
                            + " connections %d, reopened %d%n", sorted.size(), failed.get(), refused.get(), files.get(),
                    files.get() / (double) sorted.size(), conns.size(), reconnects);
            System.out.printf("page with all its files: median %d ms, p95 %d ms, max %d ms%n",
                    sorted.get(sorted.size() / 2), sorted.get((int) (sorted.size() * 0.95)), sorted.get(sorted.size() - 1));
            for (Socket s : events) {
                System.out.println("live reload stream still open: " + (s.getInputStream().available() >= 0 && !s.isClosed()));
                s.close();
            }
            for (Conn c : conns) {
                c.socket.close();
            }
        }
    }

    /** Same-site files a page names, resolved against it. */
    static Set<String> links(String page, String html) {
        Set<String> out = new LinkedHashSet<>();
        Matcher m = LINK.matcher(html);
        URI base = URI.create("http://x" + page);
        while (m.find()) {
            String link = m.group(1);
            if (link.startsWith("//") || link.endsWith(".html") || link.endsWith("/")) {
                continue; // other pages are navigated to, not loaded with this one
            }
            out.add(base.resolve(link).getRawPath());
        }
        return out;
    }

    static Socket openEvents(int port, InetAddress address) throws IOException {
        Socket s = new Socket(InetAddress.getByName("127.0.0.1"), port, address, 0);
        s.getOutputStream().write(("GET /__duet/events HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n\r\n")
                .getBytes(StandardCharsets.ISO_8859_1));
        return s;
    }

    /** One kept-alive connection. */
    static final class Conn {
        record Response(int status, String body) {
        }

        final InetAddress local;
        final int port;
        Socket socket;
        InputStream in;
        int opened;

        Conn(InetAddress local, int port) {
            this.local = local;
            this.port = port;
        }

        Response get(String path) throws IOException {
            if (socket == null || socket.isClosed()) {
                socket = new Socket(InetAddress.getByName("127.0.0.1"), port, local, 0);
                socket.setTcpNoDelay(true);
                in = new BufferedInputStream(socket.getInputStream());
                opened++;
            }
            socket.getOutputStream().write(("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            String status = line();
            int code = Integer.parseInt(status.split(" ")[1]);
            int length = -1;
            boolean close = false;
            for (String h = line(); !h.isEmpty(); h = line()) {
                String l = h.toLowerCase(Locale.ROOT);
                if (l.startsWith("content-length:")) {
                    length = Integer.parseInt(l.substring(15).trim());
                } else if (l.startsWith("connection:") && l.contains("close")) {
                    close = true;
                }
            }
            byte[] body = length >= 0 ? in.readNBytes(length) : in.readAllBytes();
            if (close || length < 0) {
                socket.close();
            }
            return new Response(code, new String(body, StandardCharsets.UTF_8));
        }

        private String line() throws IOException {
            ByteArrayOutputStream b = new ByteArrayOutputStream();
            int c;
            while ((c = in.read()) != -1 && c != '\n') {
                if (c != '\r') {
                    b.write(c);
                }
            }
            return b.toString(StandardCharsets.ISO_8859_1);
        }
    }
}
