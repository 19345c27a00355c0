package dev.duet.site.javasrc;

import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The {@code .java} files of a folder, read as UTF-8 with line breaks normalised to LF, for the
 * source browser of any tree ({@code duet browse}). A file that cannot be read, or is not UTF-8,
 * is reported at the place it fails, and the others are still read, so that every problem is
 * reported at once.
 */
public final class SourceTree {
    private SourceTree() {
    }

    /**
     * @param root    the folder to read
     * @param display how {@code root} is written in diagnostics (the path the user gave)
     * @return path relative to {@code root} (with {@code /}) → text, sorted by path
     */
    public static SortedMap<String, String> read(Path root, String display, Diagnostics diags) throws IOException {
        return read(root, display, StandardCharsets.UTF_8, diags);
    }

    /**
     * The same, in another encoding: a build tool's sources are in the encoding its build names
     * (Maven's {@code project.build.sourceEncoding}).
     */
    public static SortedMap<String, String> read(Path root, String display, java.nio.charset.Charset encoding, Diagnostics diags)
            throws IOException {
        SortedMap<String, String> out = new TreeMap<>();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(p -> p.getFileName().toString().endsWith(".java") && Files.isRegularFile(p))
                    .sorted().toList();
        }
        for (Path file : files) {
            String relative = root.relativize(file).toString().replace('\\', '/');
            String where = display.endsWith("/") ? display + relative : display + "/" + relative;
            byte[] bytes;
            try {
                bytes = Files.readAllBytes(file);
            } catch (IOException e) {
                diags.error(where, 0, 0, "cannot read the file: " + describe(e));
                continue;
            }
            String text = decode(bytes, encoding, where, diags);
            if (text != null) {
                if (text.startsWith("\uFEFF")) {
                    text = text.substring(1);
                }
                out.put(relative, text.replace("\r\n", "\n").replace('\r', '\n'));
            }
        }
        return out;
    }

    /** The text, or null (reported at the first byte that is not UTF-8). */
    private static String decode(byte[] bytes, java.nio.charset.Charset encoding, String where, Diagnostics diags) {
        CharsetDecoder decoder = encoding.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            int offset = in.position();
            int line = 1;
            int lineStart = 0;
            for (int i = 0; i < offset; i++) {
                if (bytes[i] == '\n') {
                    line++;
                    lineStart = i + 1;
                }
            }
            // the column counts characters, as an editor shows them, not bytes
            int column = new String(bytes, lineStart, offset - lineStart, encoding).length() + 1;
            diags.error(where, line, column, encoding.equals(StandardCharsets.UTF_8)
                    ? "not UTF-8 text (byte 0x" + String.format("%02X", bytes[offset] & 0xFF) + "); Java sources must be UTF-8"
                    : "not " + encoding.name() + " text (byte 0x" + String.format("%02X", bytes[offset] & 0xFF)
                    + "), the encoding the build gives for its sources");
            return null;
        }
        decoder.flush(out);
        out.flip();
        return out.toString();
    }

    private static String describe(IOException e) {
        String message = e.getMessage();
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
    }
}
