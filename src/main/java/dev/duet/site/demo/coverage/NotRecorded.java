package dev.duet.site.demo.coverage;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The {@code notRecorded:} patterns of {@code site.yaml}: which methods and classes of the
 * author's code are left out of a demo step's executed lines.
 *
 * <ul>
 *   <li>{@code Class#method}: that method of that class (and lambdas written inside it);</li>
 *   <li>{@code *#method}: a method of that name in any class;</li>
 *   <li>{@code Class}: every line of that class.</li>
 * </ul>
 * A class is named by its simple name, nested classes as {@code Outer$Inner}; {@code *} matches
 * any run of characters, so {@code *Snapshot} names every class whose name ends so.
 */
public final class NotRecorded {
    private record Rule(Pattern type, Pattern method) {}

    private final List<Rule> rules = new ArrayList<>();

    public NotRecorded(List<String> patterns) {
        for (String p : patterns) {
            int hash = p.indexOf('#');
            rules.add(hash < 0 ? new Rule(glob(p), null) : new Rule(glob(p.substring(0, hash)), glob(p.substring(hash + 1))));
        }
    }

    /** Whether a pattern is well formed; the manifest loader reports those that are not. */
    public static boolean isValid(String pattern) {
        return pattern.matches("[A-Za-z0-9_$*]+(#[A-Za-z0-9_$*<>]+)?");
    }

    /** @param internalName the class's JVM name, e.g. {@code org/example/Lru$Node} */
    boolean excludesClass(String internalName) {
        String simple = simpleName(internalName);
        return rules.stream().anyMatch(r -> r.method() == null && r.type().matcher(simple).matches());
    }

    boolean excludesMethod(String internalName, String method) {
        String simple = simpleName(internalName);
        return rules.stream().anyMatch(r -> r.method() != null && r.type().matcher(simple).matches()
                && r.method().matcher(method).matches());
    }

    private static String simpleName(String internalName) {
        return internalName.substring(internalName.lastIndexOf('/') + 1);
    }

    private static Pattern glob(String glob) {
        StringBuilder regex = new StringBuilder();
        for (String part : glob.split("\\*", -1)) {
            if (regex.length() > 0 || glob.startsWith("*")) {
                regex.append(".*");
            }
            regex.append(Pattern.quote(part));
        }
        return Pattern.compile(glob.equals("*") ? ".*" : regex.toString());
    }
}
