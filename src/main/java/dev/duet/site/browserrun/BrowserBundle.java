package dev.duet.site.browserrun;

import java.nio.file.Path;
import java.util.Map;

/**
 * The result of the browser build.
 *
 * @param script      the compiled bundle (runtime, port and every runnable demo), or null when none
 * @param translations the demos that run in the browser, by id
 * @param unsupported  the demos that do not, by id, with the reason (they keep their recording)
 * @param fromCache    true when TeaVM did not run because an identical bundle was cached
 */
public record BrowserBundle(Path script, Map<String, DemoTranslation> translations,
                            Map<String, String> unsupported, boolean fromCache) {
}
