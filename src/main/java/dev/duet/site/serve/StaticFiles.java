package dev.duet.site.serve;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Maps request paths to files of the site folder and prepares what is sent: content type, and for
 * HTML pages the run flag and the live-reload script injected into the head.
 */
final class StaticFiles {
    private static final Map<String, String> TYPES = Map.ofEntries(
            Map.entry("html", "text/html; charset=utf-8"),
            Map.entry("css", "text/css; charset=utf-8"),
            Map.entry("js", "text/javascript; charset=utf-8"),
            Map.entry("json", "application/json; charset=utf-8"),
            Map.entry("txt", "text/plain; charset=utf-8"),
            Map.entry("md", "text/plain; charset=utf-8"),
            Map.entry("java", "text/plain; charset=utf-8"),
            Map.entry("go", "text/plain; charset=utf-8"),
            Map.entry("xml", "application/xml; charset=utf-8"),
            Map.entry("svg", "image/svg+xml; charset=utf-8"),
            Map.entry("png", "image/png"),
            Map.entry("jpg", "image/jpeg"),
            Map.entry("jpeg", "image/jpeg"),
            Map.entry("gif", "image/gif"),
            Map.entry("webp", "image/webp"),
            Map.entry("ico", "image/x-icon"),
            Map.entry("woff2", "font/woff2"),
            Map.entry("woff", "font/woff"));

    private final Path root;

    StaticFiles(Path siteDir) throws IOException {
        this.root = siteDir.toRealPath();
    }

    /** A file ready to send. */
    record Resource(byte[] body, String contentType, boolean isHtml) {
    }

    /**
     * The file for a decoded request path, or empty when there is none or the path would leave the
     * site folder (.., encoded separators, symbolic links pointing outside).
     */
    Optional<Path> resolve(String requestPath) throws IOException {
        if (requestPath == null || !requestPath.startsWith("/") || requestPath.indexOf('\0') >= 0
                || requestPath.indexOf('\\') >= 0) {
            return Optional.empty();
        }
        for (String segment : requestPath.split("/")) {
            if (segment.equals("..") || segment.equals(".")) {
                return Optional.empty();
            }
        }
        Path candidate = root.resolve(requestPath.substring(1)).normalize();
        if (!candidate.startsWith(root)) {
            return Optional.empty();
        }
        if (Files.isDirectory(candidate)) {
            candidate = candidate.resolve("index.html");
        }
        if (!Files.isRegularFile(candidate)) {
            return Optional.empty();
        }
        Path real = candidate.toRealPath();
        return real.startsWith(root) ? Optional.of(real) : Optional.empty();
    }

    /**
     * Reads a resolved file; HTML pages get the live-reload script, and, when {@code mayRun}, the
     * meta tag that makes the page offer live runs (a flag, not a secret: the run endpoint checks
     * the browser's cookie itself).
     */
    Resource read(Path file, boolean mayRun) throws IOException {
        String name = file.getFileName().toString();
        String ext = name.contains(".") ? name.substring(name.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT) : "";
        String type = TYPES.getOrDefault(ext, "application/octet-stream");
        byte[] bytes = Files.readAllBytes(file);
        boolean html = ext.equals("html");
        if (html) {
            bytes = inject(new String(bytes, StandardCharsets.UTF_8), mayRun).getBytes(StandardCharsets.UTF_8);
        }
        return new Resource(bytes, type, html);
    }

    /** The tag that tells a page's script it may offer live runs. */
    static final String RUNS_FLAG = "<meta name=\"duet-runs\" content=\"on\">";

    /**
     * The script that gives each demo its editor and Run button: deferred, so it runs after the
     * page's own scripts (it uses their player); a page read anywhere else never loads it.
     */
    static final String LIVE_DEMO_SCRIPT = "<script defer src=\"/assets/live-demo.js\"></script>";

    /**
     * Adds the run flag and the live-demo script (when {@code mayRun}) and the reload script right
     * after {@code <head>} (or at the top).
     */
    static String inject(String page, boolean mayRun) {
        String tags = (mayRun ? RUNS_FLAG + LIVE_DEMO_SCRIPT : "")
                + "<script src=\"/__duet/live.js\"></script>";
        String lower = page.toLowerCase(Locale.ROOT);
        int head = lower.indexOf("<head");
        if (head >= 0) {
            int end = lower.indexOf('>', head);
            if (end >= 0) {
                return page.substring(0, end + 1) + tags + page.substring(end + 1);
            }
        }
        return tags + page;
    }
}
