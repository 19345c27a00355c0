package dev.duet.site.browserrun;

import java.nio.file.Path;
import java.util.Map;

/**
 * The result of the browser build.
 *
 * @param script      the compiled bundle (runtime, port and every runnable demo), or null when none
 * @param translations the demos that run in the browser, by id
 * @param unsupported  the demos that do not, by id: "line&lt;TAB&gt;reason" (they keep their recording)
 * @param fromCache    true when TeaVM did not run because an identical bundle was cached
 * @param checked      true when Node already ran every demo of this very bundle and found no drift
 * @param checkedMark  the file that records that check
 */
public record BrowserBundle(Path script, Map<String, DemoTranslation> translations,
                            Map<String, String> unsupported, boolean fromCache, boolean checked, Path checkedMark) {
    /** The hash of everything the bundle was built from (the name of its cache folder). */
    public String key() {
        return checkedMark.getParent().getFileName().toString();
    }

    /** Records that every demo of this bundle printed its recording in Node. */
    void markChecked() {
        try {
            java.nio.file.Files.writeString(checkedMark, "checked in Node\n");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
