package dev.duet.site.markdown;

/** A piece of a rendered page body: HTML from Markdown, or a directive the templates render. */
public sealed interface Block {
    /** The kind templates switch on. */
    String type();

    record Html(String html) implements Block {
        public String type() {
            return "html";
        }
    }

    /**
     * {@code @name arg} alone on a line, e.g. {@code @demo collapse-duplicates}; {@code argColumn}
     * is where the argument starts (1-based), so a mistake in it is reported there.
     */
    record Directive(String name, String arg, int line, int argColumn) implements Block {
        public String type() {
            return "directive";
        }
    }
}
