package dev.duet.site.javasrc;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Copies the analysis fixtures ({@code *.java.txt}) into a project folder as {@code .java} sources. */
public final class FixtureProject {

    static final String FIXTURES = "/fixtures/analysis";

    private FixtureProject() {
    }

    /** Creates {@code projectRoot/src/main/java/...} from the fixtures and returns the source root. */
    public static Path copyTo(Path projectRoot) throws IOException {
        Path sourceRoot = projectRoot.resolve("src/main/java");
        Path fixtures = fixturesFolder();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(fixtures)) {
            files = walk.filter(p -> p.toString().endsWith(".java.txt")).sorted().toList();
        }
        for (Path file : files) {
            String relative = fixtures.relativize(file).toString().replace('\\', '/');
            Path target = sourceRoot.resolve(relative.substring(0, relative.length() - ".txt".length()));
            Files.createDirectories(target.getParent());
            try (InputStream in = Files.newInputStream(file)) {
                Files.copy(in, target);
            }
        }
        return sourceRoot;
    }

    private static Path fixturesFolder() {
        URL url = FixtureProject.class.getResource(FIXTURES);
        if (url == null) {
            throw new IllegalStateException("missing test resources " + FIXTURES);
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
