package dev.duet.site.markdown;

import java.util.Optional;

/**
 * Resolves Duet's link schemes ({@code java:}, {@code page:}, {@code demo:}, {@code go:}) to
 * relative hrefs for the page being rendered.
 */
public interface LinkTargets {
    /**
     * @param scheme the part before the colon
     * @param target the part after it
     * @return the href, or empty with {@code problem} explaining why it does not resolve
     */
    Optional<String> resolve(String scheme, String target, StringBuilder problem);
}
