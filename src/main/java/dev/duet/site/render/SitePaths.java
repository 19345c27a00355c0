package dev.duet.site.render;

/**
 * Where each kind of output lives inside {@code site/}, and relative hrefs between them. All
 * paths are site-relative with {@code /}; every link the site contains is relative, so it works
 * from any host folder and from {@code file://}.
 */
public final class SitePaths {
    private SitePaths() {}

    public static String landing() {
        return "index.html";
    }

    public static String page(String lang, String slug) {
        return lang + "/" + (slug.equals("index") ? "index" : slug) + ".html";
    }

    /** The source browser page of a Java file given relative to the source root. */
    public static String source(String lang, String javaFile) {
        return lang + "/src/" + javaFile + ".html";
    }

    public static String asset(String name) {
        return "assets/" + name;
    }

    /** An HTML id / URL fragment for a declaration anchor such as {@code add(T)}. */
    public static String fragment(String anchor) {
        return anchor.replace(" ", "");
    }

    /** The relative href from the page at {@code from} to {@code to} (both site-relative). */
    public static String relative(String from, String to) {
        String[] fromParts = from.split("/");
        String[] toParts = to.split("/");
        int common = 0;
        while (common < fromParts.length - 1 && common < toParts.length - 1
                && fromParts[common].equals(toParts[common])) {
            common++;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = common; i < fromParts.length - 1; i++) {
            sb.append("../");
        }
        for (int i = common; i < toParts.length; i++) {
            sb.append(toParts[i]);
            if (i < toParts.length - 1) {
                sb.append('/');
            }
        }
        return sb.toString();
    }

    /** The prefix that leads from the page at {@code from} back to the site root ({@code ""} or {@code "../"...}). */
    public static String root(String from) {
        int depth = from.split("/").length - 1;
        return "../".repeat(depth);
    }
}
