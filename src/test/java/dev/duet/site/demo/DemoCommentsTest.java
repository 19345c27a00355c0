package dev.duet.site.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Demo code comments tagged with a language show on that language's pages only. */
class DemoCommentsTest {
    private static final List<String> LANGS = List.of("zh", "en");
    private static final String CODE = String.join("\n",
            "    // zh: 先建队列。",
            "    // en: Make a queue first,",
            "    // en: then add a key.",
            "var q = Typed.<String>newTyped(); // untagged, shown everywhere",
            "q.add(\"a\"); // zh: 加一次 // en: add once",
            "q.len()");

    @Test
    void eachPageShowsItsOwnLanguage() {
        assertEquals(String.join("\n",
                "    // 先建队列。",
                "var q = Typed.<String>newTyped(); // untagged, shown everywhere",
                "q.add(\"a\"); // 加一次",
                "q.len()"), DemoComments.localize(CODE, "zh", LANGS));
        assertEquals(String.join("\n",
                "    // Make a queue first,",
                "    // then add a key.",
                "var q = Typed.<String>newTyped(); // untagged, shown everywhere",
                "q.add(\"a\"); // add once",
                "q.len()"), DemoComments.localize(CODE, "en", LANGS));
    }

    @Test
    void aCommentInOneLanguageOnlyIsReportedAtItsLine() {
        assertEquals(List.of(), DemoComments.check(CODE.lines().toList(), 10, LANGS));
        List<String> lines = List.of("// zh: 只有中文", "q.add(\"a\"); // en: English only", "q.len()");
        assertEquals(List.of(
                new DemoComments.Problem(10, 1, "this comment has no en version; add '// en: ...' so every page shows it"),
                new DemoComments.Problem(11, 13, "this comment has no zh version; add '// zh: ...' so every page shows it")),
                DemoComments.check(lines, 10, LANGS));
    }

    @Test
    void urlsAndUnknownTagsAreLeftAlone() {
        String code = "var u = \"https://example.com\"; // go: not a language of the site";
        assertEquals(code, DemoComments.localize(code, "zh", LANGS));
        assertEquals(List.of(), DemoComments.check(List.of(code), 1, LANGS));
    }
}
