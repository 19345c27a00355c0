package dev.duet.maven;

import dev.duet.site.content.ContentLoader;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.reporting.AbstractMavenReport;
import org.apache.maven.reporting.MavenReportException;

/**
 * What Duet's site reports share: like JXR's, each is an external report, a folder of its own
 * pages beside the site's ({@code xref/}, {@code xref-test/}) whose {@code index.html} the site's
 * menu links; each source file also has a page where JXR puts it ({@code xref/org/x/Foo.html}),
 * which opens Duet's page of the file at the line its fragment names ({@code #L12}), so the line
 * links of Surefire's, PMD's and Checkstyle's reports land on Duet's line.
 */
abstract class XrefReport extends AbstractMavenReport {
    /** Skips the report. */
    @Parameter(property = "duet.skip", defaultValue = "false")
    boolean skip;

    /** Patterns of the source files to show, relative to a source folder (default: all {@code .java} files), as JXR's. */
    @Parameter
    List<String> includes;

    /** Patterns of the source files to leave out, as JXR's. */
    @Parameter
    List<String> excludes;

    /** The title of the browser, as JXR's. */
    @Parameter(defaultValue = "${project.name} ${project.version} Reference")
    String docTitle;

    /** The language of the browser's interface, a BCP 47 tag (default: the language the site is generated in). */
    @Parameter(property = "duet.lang")
    String lang;

    /** The sources' encoding, as JXR's. */
    @Parameter(property = "encoding", defaultValue = "${project.build.sourceEncoding}")
    String inputEncoding;

    /**
     * Where a dependency's API documentation is, so that its types and members link there;
     * {@code {groupId}}, {@code {artifactId}} and {@code {version}} are replaced (blank: no links).
     */
    @Parameter(property = "duet.dependencyDocsUrl", defaultValue = DEPENDENCY_DOCS)
    String dependencyDocsUrl;

    static final String DEPENDENCY_DOCS = "https://javadoc.io/doc/{groupId}/{artifactId}/{version}/";

    /** The folder's name in the site: {@code xref} or {@code xref-test}, JXR's. */
    abstract String folder();

    /** The source folders. */
    abstract List<String> sourceRoots();

    /** The class path the sources compile against, as Maven resolved it. */
    abstract List<String> classpathElements() throws MavenReportException;

    /** The resolved dependencies' jars, each with where its documentation is. */
    java.util.Map<Path, String> docs() throws MavenReportException {
        return Dependencies.docs(project.getArtifacts(), dependencyDocsUrl);
    }

    /** The key of the report's name and description in Duet's messages. */
    abstract String messageKey();

    @Override
    public String getOutputName() {
        return folder() + "/index";
    }

    @Override
    public boolean isExternalReport() {
        return true;
    }

    @Override
    public boolean canGenerateReport() throws MavenReportException {
        return !skip && sourceRoots().stream().anyMatch(r -> new File(r).isDirectory());
    }

    @Override
    public String getName(Locale locale) {
        return ContentLoader.shippedMessages(languageOf(locale)).get(messageKey() + ".name");
    }

    @Override
    public String getDescription(Locale locale) {
        return ContentLoader.shippedMessages(languageOf(locale)).get(messageKey() + ".description");
    }

    @Override
    protected void executeReport(Locale locale) throws MavenReportException {
        List<File> roots = new ArrayList<>();
        sourceRoots().forEach(r -> roots.add(new File(r)));
        Path out = getReportOutputDirectory().toPath().resolve(folder());
        try {
            new BrowserRun(roots, includes, excludes, Dependencies.existing(classpathElements()), out, docTitle,
                    lang != null && !lang.isBlank() ? lang : languageOf(locale), inputEncoding, outputTimestamp, true,
                    docs())
                    .run(getLog());
        } catch (MojoExecutionException | MojoFailureException e) {
            throw new MavenReportException(e.getMessage(), e);
        }
    }

    /** The site's locale as Duet's language: {@code en} for the site's default (the root locale). */
    static String languageOf(Locale locale) {
        if (locale == null || locale.getLanguage().isEmpty()) {
            return "en";
        }
        return locale.toLanguageTag();
    }
}
