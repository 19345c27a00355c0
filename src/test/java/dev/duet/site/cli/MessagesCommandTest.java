package dev.duet.site.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.content.MessageCatalog;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code duet messages LANG} writes a language's file or completes it without touching what the
 * author wrote; {@code duet init --languages} gives a project whose build names no missing message.
 */
class MessagesCommandTest {
    @TempDir
    Path dir;

    record Run(int exit, String out, String err) {}

    private static Run duet(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(exit, out.toString(), err.toString());
    }

    private Path project(String languages) throws Exception {
        Path p = dir.resolve("walkthrough");
        Files.createDirectories(p.resolve("content"));
        // Only English has a title: the command works while a language is being added.
        Files.writeString(p.resolve("content/site.yaml"), "title: {en: T}\nlanguages: [" + languages + "]\npages: [index]\n",
                StandardCharsets.UTF_8);
        return p;
    }

    @Test
    void writesEveryKeyWithItsEnglishTextForALanguageDuetLacks() throws Exception {
        Path p = project("en, it");
        Run run = duet("messages", "it", "--root", p.toString());
        assertEquals(0, run.exit(), run.err());
        String text = Files.readString(p.resolve("content/messages/it.properties"), StandardCharsets.UTF_8);
        var english = MessageCatalog.english();
        for (var e : english.entrySet()) {
            if (!e.getKey().equals("language.name")) {
                assertTrue(text.contains("# TODO translate\n" + e.getKey() + " = " + e.getValue() + "\n"), e.getKey());
            }
        }
        assertTrue(text.contains("\nlanguage.name = Italiano\n"), "the JDK names the language");
        assertTrue(run.out().contains("wrote " + english.size() + " UI messages into content/messages/it.properties"), run.out());
    }

    @Test
    void completesAFileKeepingTheAuthorsLinesAndOrderAndAddsOnlyWhatIsMissing() throws Exception {
        Path p = project("en, it");
        Path file = p.resolve("content/messages/it.properties");
        Files.createDirectories(file.getParent());
        String mine = "# Le mie traduzioni\nnav.next = Avanti\nnav.prev = Indietro\n  demo.run =    Esegui\nsearch.none =\n";
        Files.writeString(file, mine, StandardCharsets.UTF_8);
        Run run = duet("messages", "it", "--root", p.toString());
        assertEquals(0, run.exit(), run.err());
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(text.startsWith(mine), "the author's text stays byte for byte, first");
        String added = text.substring(mine.length());
        for (String kept : List.of("nav.next", "nav.prev", "demo.run", "search.none")) {
            assertFalse(added.contains("\n" + kept + " = "), kept + " was written again");
        }
        assertTrue(added.contains("# TODO translate\nnav.home = Home\n"), added);
        assertTrue(added.contains("# TODO translate\ndemo.position = Step {0} of {1}\n"), added);
        assertTrue(run.out().contains("added " + (MessageCatalog.english().size() - 4) + " UI messages"), run.out());

        // A second run finds nothing to add and leaves the file alone.
        Run again = duet("messages", "it", "--root", p.toString());
        assertEquals(0, again.exit(), again.err());
        assertTrue(again.out().contains("has every UI message already"), again.out());
        assertEquals(text, Files.readString(file, StandardCharsets.UTF_8));
    }

    @Test
    void forALanguageDuetShipsOnlyTheProjectsOwnKeysAreMissing() throws Exception {
        Path p = project("en, fr");
        Files.writeString(p.resolve("content/site.yaml"), "state:\n  flags: {busy: demo.busy}\n",
                StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.APPEND);
        Files.createDirectories(p.resolve("content/messages"));
        Files.writeString(p.resolve("content/messages/en.properties"), "demo.busy = busy\r\n", StandardCharsets.UTF_8);
        Files.writeString(p.resolve("content/messages/fr.properties"), "nav.next = Après\r\n", StandardCharsets.UTF_8);
        Run run = duet("messages", "fr", "--root", p.toString());
        assertEquals(0, run.exit(), run.err());
        assertEquals("nav.next = Après\r\n\r\n# Added by `duet messages fr`: the keys this file lacked, with their English text.\r\n"
                + "# TODO translate\r\ndemo.busy = busy\r\n",
                Files.readString(p.resolve("content/messages/fr.properties"), StandardCharsets.UTF_8),
                "only the project's key, in the file's own line endings");
    }

    @Test
    void aFileWithAnUnknownKeyIsReportedAndLeftAsItWas() throws Exception {
        Path p = project("en, it");
        Path file = p.resolve("content/messages/it.properties");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "nav.next = Avanti\n\n   demo.tittle = Dimostrazione\n", StandardCharsets.UTF_8);
        Run run = duet("messages", "it", "--root", p.toString());
        assertEquals(1, run.exit(), run.err());
        assertTrue(run.err().contains("content/messages/it.properties:3:4: error: unknown UI message key 'demo.tittle'; "
                + "did you mean 'demo.title'?"), run.err());
        assertEquals("nav.next = Avanti\n\n   demo.tittle = Dimostrazione\n", Files.readString(file, StandardCharsets.UTF_8));
    }

    @Test
    void aMalformedTagIsAUsageError() throws Exception {
        Path p = project("en");
        Run run = duet("messages", "fr_FR", "--root", p.toString());
        assertEquals(2, run.exit(), run.err());
        assertTrue(run.err().contains("'fr_FR' is not a BCP 47 language tag"), run.err());
    }

    @Test
    void initWithFrenchBuildsWithoutAMissingMessageWarning() throws Exception {
        Path p = dir.resolve("fr-site");
        assertEquals(0, duet("init", p.toString(), "--languages", "en,fr").exit());
        assertFalse(Files.exists(p.resolve("content/messages")), "Duet ships French: no file is needed");
        Run build = duet("build", "--root", p.toString());
        assertEquals(0, build.exit(), build.err());
        assertFalse(build.err().contains("missing"), build.err());
        String push = Files.readString(p.resolve("site/fr/push.html"), StandardCharsets.UTF_8);
        // French punctuation comes from the patterns: a narrow no-break space before the colon.
        assertTrue(push.contains("Go\u202F: example/stack @ v1.0.0, stack.go · MIT · Copyright the authors of this walkthrough"),
                "licence line");
        assertTrue(push.contains("aria-label=\"Démo\u202F: "), "demo label");
        assertFalse(push.contains("Démo: ") || push.contains("Démo : "), "no colon without its narrow no-break space");
    }

    @Test
    void initWithALanguageDuetLacksWritesItsFileAndBuildsWithoutAMissingMessageWarning() throws Exception {
        Path p = dir.resolve("it-site");
        Run init = duet("init", p.toString(), "--languages", "en,it");
        assertEquals(0, init.exit(), init.err());
        assertTrue(init.out().contains("content/messages/it.properties"), init.out());
        assertTrue(Files.readString(p.resolve("content/messages/it.properties"), StandardCharsets.UTF_8)
                .contains("# TODO translate\nnav.next = Next\n"));
        Run build = duet("build", "--root", p.toString());
        assertEquals(0, build.exit(), build.err());
        assertFalse(build.err().contains("UI message"), build.err());
        assertTrue(duet("messages", "it", "--root", p.toString()).out().contains("has every UI message already"));
    }
}
