package dev.duet.site.content;

import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Reads content files as strict UTF-8 and resolves names given inside content without letting
 * them leave the content folder.
 */
public final class ContentFiles {
    private final Path projectRoot;
    private final Path contentRoot;

    public ContentFiles(Path projectRoot, Path contentRoot) {
        this.projectRoot = projectRoot.toAbsolutePath().normalize();
        this.contentRoot = contentRoot.toAbsolutePath().normalize();
    }

    public Path contentRoot() {
        return contentRoot;
    }

    public Path projectRoot() {
        return projectRoot;
    }

    /** The path as diagnostics print it: relative to the project root, with {@code /}. */
    public String display(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        Path rel = abs.startsWith(projectRoot) ? projectRoot.relativize(abs) : abs;
        return rel.toString().replace('\\', '/');
    }

    /**
     * Resolves {@code name} (as written in content, relative to the content root) or reports why
     * it cannot be used. Absolute names and names that climb out with {@code ..} are refused.
     */
    public Optional<Path> resolve(String name, String fromPath, int line, int column, Diagnostics diags) {
        Path candidate;
        try {
            candidate = contentRoot.resolve(name).normalize();
        } catch (RuntimeException e) {
            diags.error(fromPath, line, column, "'" + name + "' is not a valid path");
            return Optional.empty();
        }
        if (Path.of(name).isAbsolute() || !candidate.startsWith(contentRoot)) {
            diags.error(fromPath, line, column, "path '" + name + "' leaves the content folder");
            return Optional.empty();
        }
        return Optional.of(candidate);
    }

    /**
     * Reads a file as UTF-8, normalising CRLF to LF. Invalid bytes are a diagnostic at their
     * line and column.
     */
    public Optional<String> read(Path file, Diagnostics diags) {
        byte[] bytes;
        try {
            if (leavesContent(file)) {
                // Following it would publish whatever it points at (a home folder's files, say).
                diags.error(display(file), 1, 1, linkText(file) + ", which leads out of the content folder: "
                        + "it is neither read nor published");
                return Optional.empty();
            }
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            diags.error(display(file), 0, 0, "cannot read file: " + e.getMessage());
            return Optional.empty();
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            CharBuffer chars = decoder.decode(ByteBuffer.wrap(bytes));
            String text = chars.toString();
            if (text.startsWith("\uFEFF")) {
                text = text.substring(1);
            }
            return Optional.of(text.replace("\r\n", "\n"));
        } catch (CharacterCodingException e) {
            int bad = firstInvalidByte(bytes);
            int line = 1;
            int lineStart = 0;
            for (int i = 0; i < bad; i++) {
                if (bytes[i] == '\n') {
                    line++;
                    lineStart = i + 1;
                }
            }
            String col = new String(bytes, lineStart, bad - lineStart, StandardCharsets.UTF_8);
            diags.error(display(file), line, col.codePointCount(0, col.length()) + 1,
                    String.format("invalid UTF-8 (byte 0x%02X)", bytes[bad] & 0xFF));
            return Optional.empty();
        }
    }

    /** Whether {@code file}, with every symbolic link on its way followed, is outside the content folder. */
    private boolean leavesContent(Path file) throws IOException {
        if (!Files.exists(file)) {
            return false; // reading it fails and says so
        }
        return !file.toRealPath().startsWith(contentRoot.toRealPath());
    }

    /** Names the symbolic link nearest to {@code file} on its way, and where it points, as written. */
    private String linkText(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        for (Path p = abs; p != null && p.startsWith(contentRoot); p = p.getParent()) {
            if (Files.isSymbolicLink(p)) {
                String target;
                try {
                    target = Files.readSymbolicLink(p).toString();
                } catch (IOException e) {
                    target = "?";
                }
                return (p.equals(abs) ? "this file" : display(p)) + " is a symbolic link to '" + target + "'";
            }
        }
        return "this file is reached through a symbolic link";
    }

    /** Index of the first byte that does not start a valid UTF-8 sequence. */
    private static int firstInvalidByte(byte[] bytes) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        var result = decoder.decode(in, out, true);
        return result.isError() ? in.position() : bytes.length - 1;
    }
}
