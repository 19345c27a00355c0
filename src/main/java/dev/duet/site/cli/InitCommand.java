package dev.duet.site.cli;

import dev.duet.site.content.LanguageTags;
import dev.duet.site.init.StarterProject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code duet init DIR}: writes a small walkthrough project that builds and checks as written. */
@Command(name = "init", mixinStandardHelpOptions = true,
        description = "Write a small, complete walkthrough project into DIR (which must be empty or absent).")
final class InitCommand implements Callable<Integer> {
    @Parameters(paramLabel = "DIR", description = "The folder to create the project in.")
    Path dir;

    @Option(names = "--languages", paramLabel = "TAGS", defaultValue = "en,zh",
            description = "The site's languages, comma-separated BCP 47 tags; the first is the default (default: ${DEFAULT-VALUE}).")
    String languages;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        List<String> tags = Arrays.stream(languages.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
        if (tags.isEmpty() || tags.stream().distinct().count() != tags.size()) {
            throw new ParameterException(spec.commandLine(), "--languages needs one or more different tags, e.g. en,de");
        }
        for (String tag : tags) {
            if (!LanguageTags.isWellFormed(tag)) {
                throw new ParameterException(spec.commandLine(), "'" + tag + "' is not a BCP 47 language tag (like en, de, pt-BR)");
            }
        }
        if (Files.exists(dir) && (!Files.isDirectory(dir) || !isEmpty(dir))) {
            spec.commandLine().getErr().println("duet: " + dir + " is not empty; init writes only into an empty or new folder");
            return 1;
        }
        List<String> written = StarterProject.write(dir, tags);
        var out = spec.commandLine().getOut();
        out.println("wrote " + written.size() + " files into " + dir + ":");
        written.forEach(f -> out.println("  " + f));
        out.println("next: " + ProjectOptions.commandLine("build", dir) + "   (then open " + dir.resolve("site/index.html") + ")");
        return 0;
    }

    private static boolean isEmpty(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.findAny().isEmpty();
        }
    }
}
