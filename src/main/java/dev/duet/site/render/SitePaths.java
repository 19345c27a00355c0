package dev.duet.site.render;

import dev.duet.site.javasrc.Declaration;

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

    /**
     * The fragment of a declaration on its file's page: {@code add(T)} for members of the file's
     * top-level type, {@code Builder.clock} for members of a nested type (a nested type may
     * declare a member with the same name as one of its outer type's, and ids must be unique).
     */
    public static String fragment(Declaration d) {
        int hash = d.id().indexOf('#');
        if (hash < 0) return fragment(d.anchor());
        String type = d.id().substring(0, hash);
        String topLevel = d.file().replace('/', '.').replaceFirst("\\.java$", "");
        if (!type.startsWith(topLevel + ".")) return fragment(d.anchor());
        return fragment(type.substring(topLevel.length() + 1) + "." + d.anchor());
    }

    /**
     * A fragment as an href may hold it: the ASCII characters a URL fragment cannot contain (the
     * brackets of {@code main(String[])}, for one) percent-encoded; the browser decodes them
     * again to find the element whose id is the fragment itself.
     */
    public static String hrefFragment(String fragment) {
        StringBuilder sb = new StringBuilder(fragment.length());
        for (int i = 0; i < fragment.length(); i++) {
            char c = fragment.charAt(i);
            if (c < 0x80 && (c <= ' ' || "\"#%<>[\\]^`{|}".indexOf(c) >= 0 || c == 0x7f)) {
                sb.append('%').append(String.format("%02X", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
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
