package dev.duet.site.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How the build merges and checks a project's message files. */
class UiMessagesTest {
    @TempDir
    Path root;

    private void write(String path, String text) throws IOException {
        Path p = root.resolve(path);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text, StandardCharsets.UTF_8);
    }

    private void site(String languages) throws IOException {
        StringBuilder title = new StringBuilder();
        for (String lang : languages.split(",\\s*")) {
            title.append(title.length() == 0 ? "" : ", ").append(lang).append(": T");
            write("content/pages/index." + lang + ".md", "---\ntitle: Home\nkind: home\n---\n## P {#p}\n");
        }
        write("content/site.yaml", "title: {" + title + "}\nlanguages: [" + languages + "]\npages: [index]\n");
    }

    private Diagnostics load() {
        Diagnostics d = new Diagnostics();
        ContentLoader.load(new ContentFiles(root, root.resolve("content")), d);
        return d;
    }

    private static List<String> lines(Diagnostics d) {
        return d.sorted().stream().map(Object::toString).toList();
    }

    @Test
    void aMistypedKeyIsAnErrorAtItsOwnLineWithTheKeyItMeantAndCountsAsMissingNowhere() throws IOException {
        site("en, fr");
        write("content/messages/fr.properties", "# mes libellés\nnav.next = Après\n  demo.tittle = Ma démo\n");
        assertEquals(List.of("content/messages/fr.properties:3:3: error: unknown UI message key 'demo.tittle'; "
                + "did you mean 'demo.title'?"), lines(load()));
    }

    @Test
    void anUnknownKeyFarFromEveryKnownOneSaysWhyItIsUnknown() throws IOException {
        site("en");
        write("content/messages/en.properties", "queue.colour = blue\n");
        assertEquals(List.of("content/messages/en.properties:1:1: error: unknown UI message key 'queue.colour': Duet has "
                + "no such key, and neither site.yaml's state: nor a file in templates/ uses it"), lines(load()));
    }

    @Test
    void aStateLabelIsAProjectKeyAndTheLanguagesLackingItAreCountedRight() throws IOException {
        site("en, fr, it");
        write("content/site.yaml", Files.readString(root.resolve("content/site.yaml")) + "state:\n  flags: {busy: demo.busy}\n");
        write("content/messages/en.properties", "demo.busy = busy\n");
        Diagnostics d = new Diagnostics();
        Content c = ContentLoader.load(new ContentFiles(root, root.resolve("content")), d).orElseThrow();
        List<String> warnings = lines(d);
        assertEquals(2, warnings.size(), warnings.toString());
        assertEquals("content/site.yaml:2:1: warning: 1 UI message is missing for French (fr) and shown in English (en) "
                + "instead: demo.busy; `duet messages fr` writes content/messages/fr.properties with their English text"
                + " to translate", warnings.get(0));
        // Every key of Duet's but the language's name (the JDK knows it), and the project's demo.busy.
        assertTrue(warnings.get(1).startsWith("content/site.yaml:2:1: warning: " + MessageCatalog.english().size()
                + " UI messages are missing for Italian (it) and shown in English (en) instead: nav.walkthrough, "), warnings.get(1));
        assertTrue(warnings.get(1).endsWith(" more; `duet messages it` writes content/messages/it.properties with their"
                + " English text to translate"), warnings.get(1));
        assertEquals("busy", c.messages().get("fr").get("demo.busy"));
        assertEquals("Étape {0} sur {1}", c.messages().get("fr").get("demo.position"), "Duet's French");
    }

    @Test
    void aTextWithOtherPlaceholdersThanDuetsIsAWarningAtItsLine() throws IOException {
        site("en");
        write("content/messages/en.properties", "nav.next = Onwards\ndemo.position = Step {0}\n");
        assertEquals(List.of("content/messages/en.properties:2:1: warning: message 'demo.position' uses {0}, but the page "
                + "fills in {0}, {1} (Duet's English text: 'Step {0} of {1}')"), lines(load()));
    }

    @Test
    void aRegionalTagUsesDuetsStringsOfItsLanguage() {
        assertEquals("de", MessageCatalog.shippedFor("de-CH").orElseThrow());
        assertEquals("zh-Hant", MessageCatalog.shippedFor("zh-TW").orElseThrow());
        assertEquals("zh", MessageCatalog.shippedFor("zh-CN").orElseThrow());
        assertEquals("pt-BR", MessageCatalog.shippedFor("pt-br").orElseThrow());
        assertTrue(MessageCatalog.shippedFor("pt-PT").isEmpty(), "Duet's Portuguese is Brazil's");
        assertTrue(MessageCatalog.shippedFor("it").isEmpty());
    }

    @Test
    void theFlagshipAndTheExampleHaveNoMessageProblems() {
        for (Path project : List.of(Path.of("."), Path.of("examples/union-find"))) {
            Diagnostics d = new Diagnostics();
            ContentLoader.load(new ContentFiles(project, project.resolve("content")), d);
            assertEquals(List.of(), lines(d).stream().filter(l -> l.contains("message")).toList(), project.toString());
        }
    }
}
