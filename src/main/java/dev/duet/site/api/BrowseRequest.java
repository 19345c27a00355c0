package dev.duet.site.api;

import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What {@code duet browse} is asked to do.
 *
 * @param roots          the source folders, shown as one tree (an aggregate over a reactor's modules
 *                       gives several; a file at the same relative path in two is shown from the first)
 * @param classpath      jars and class folders the sources use, so that their types resolve
 * @param out            the folder to write (replaced whole; see OutputFolder)
 * @param outDisplay     how messages name {@code out}
 * @param title          the site's title
 * @param lang           the UI language, a BCP 47 tag
 * @param threads        threads that analyse and render
 * @param encoding       the sources' encoding
 * @param listUnresolved list every reference that did not resolve (else the first five)
 * @param jxrLocations   also write, at {@code pkg/Name.html}, a page that opens the file's Duet page at
 *                       the same line: where JXR puts a file's page, so that the links other reports
 *                       make to JXR's {@code xref/pkg/Name.html#L12} land on Duet's line 12
 * @param libraryDocs    jars of the class path with the base URL of their API documentation, where
 *                       their types and members link (a build tool knows each jar's coordinates)
 * @param cache          the folder where each file's analysis and pages are kept for the next run
 *                       (outside {@code out}), or null to keep nothing and analyse every file
 */
public record BrowseRequest(List<SourceRoot> roots, List<Path> classpath, Path out, String outDisplay, String title,
                            String lang, int threads, Charset encoding, boolean listUnresolved, boolean jxrLocations,
                            Map<Path, String> libraryDocs, Path cache) {
    public BrowseRequest {
        roots = List.copyOf(roots);
        classpath = List.copyOf(classpath);
        libraryDocs = Map.copyOf(libraryDocs);
    }

    /** A browse that keeps nothing between runs. */
    public BrowseRequest(List<SourceRoot> roots, List<Path> classpath, Path out, String outDisplay, String title,
                         String lang, int threads, Charset encoding, boolean listUnresolved, boolean jxrLocations,
                         Map<Path, String> libraryDocs) {
        this(roots, classpath, out, outDisplay, title, lang, threads, encoding, listUnresolved, jxrLocations,
                libraryDocs, null);
    }

    /** This request with its analysis kept in {@code folder} (null: nothing kept). */
    public BrowseRequest withCache(Path folder) {
        return new BrowseRequest(roots, classpath, out, outDisplay, title, lang, threads, encoding, listUnresolved,
                jxrLocations, libraryDocs, folder);
    }
}
