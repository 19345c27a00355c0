package dev.duet.site.browserrun;

import java.util.List;

/**
 * One demo as Java for the browser bundle.
 *
 * @param demoId    the demo's id
 * @param className the generated class's simple name (in package {@link BundleSources#PACKAGE})
 * @param source    the generated class's source
 * @param editables the values the author marked editable, in file order (their index is their position)
 */
public record DemoTranslation(String demoId, String className, String source, List<Editable> editables)
        implements java.io.Serializable {
    public DemoTranslation {
        editables = new java.util.ArrayList<>(editables); // serializable, and copied
    }

    /**
     * A value marked {@code /*edit*}{@code /} in the demo.
     *
     * @param step     the step it appears in (from 1)
     * @param kind     {@code text}, {@code int}, {@code long}, {@code double} or {@code boolean}
     * @param recorded the value as the recording ran it (a string literal's contents, unquoted)
     * @param line     its line in the demo file
     */
    public record Editable(int step, String kind, String recorded, int line) implements java.io.Serializable {
    }
}
