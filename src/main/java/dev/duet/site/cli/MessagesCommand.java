package dev.duet.site.cli;

import dev.duet.site.content.ContentFiles;
import dev.duet.site.content.ContentLoader;
import dev.duet.site.content.LanguageTags;
import dev.duet.site.content.Manifest;
import dev.duet.site.content.MessageCatalog;
import dev.duet.site.content.MessagesFile;
import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code duet messages LANG}: writes or completes {@code content/messages/LANG.properties} with
 * every UI message the language lacks, in English and marked {@code # TODO translate}; what the
 * author already wrote is kept as it is.
 */
@Command(name = "messages", mixinStandardHelpOptions = true,
        description = "Write or complete content/messages/LANG.properties: every UI message LANG lacks, "
                + "with its English text and a '# TODO translate' mark. Existing lines are kept as they are.")
final class MessagesCommand implements Callable<Integer> {
    @Mixin
    ProjectOptions project;

    @Parameters(paramLabel = "LANG", description = "The language, a BCP 47 tag (like fr, de, pt-BR).")
    String lang;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (!LanguageTags.isWellFormed(lang)) {
            throw new ParameterException(spec.commandLine(), "'" + lang + "' is not a BCP 47 language tag (like en, de, pt-BR)");
        }
        var config = project.config();
        var out = spec.commandLine().getOut();
        var err = spec.commandLine().getErr();
        ContentFiles files = new ContentFiles(config.projectRoot(), config.contentDir());
        // Only an unusable site.yaml stops this command: while a language is being added, its
        // titles are often still missing there, and the build reports those.
        Diagnostics manifestProblems = new Diagnostics();
        Optional<Manifest> manifest = ContentLoader.manifest(files, manifestProblems);
        if (manifest.isEmpty()) {
            Reporter.print(manifestProblems.sorted(), err);
            return 1;
        }
        Diagnostics diags = new Diagnostics();
        Optional<MessagesFile.Completion> completion = MessagesFile.complete(files, manifest.get(), lang, diags);
        if (completion.isEmpty()) {
            Reporter.print(diags.sorted(), err);
            err.println("duet: nothing written; fix the errors above first");
            return 1;
        }
        Reporter.print(diags.sorted(), err);
        MessagesFile.Completion c = completion.get();
        String path = config.display(c.file());
        if (c.added().isEmpty()) {
            out.println(c.existed() ? path + " has every UI message already; nothing to add"
                    : "Duet ships every UI message in '" + MessageCatalog.shippedFor(lang).orElse(lang) + "'; nothing to add"
                    + " (to change some, write them in " + path + ")");
        } else {
            MessagesFile.write(c);
            long todo = c.added().stream().filter(k -> !k.equals("language.name")).count();
            out.println((c.existed() ? "added " + c.added().size() + " UI messages to " : "wrote " + c.added().size()
                    + " UI messages into ") + path + "; " + todo + " marked '" + MessagesFile.TODO + "' have their English text");
        }
        if (!manifest.get().languages().contains(lang)) {
            out.println("note: '" + lang + "' is not one of site.yaml's languages " + manifest.get().languages()
                    + " yet; add it there to build its pages");
        }
        return 0;
    }
}
