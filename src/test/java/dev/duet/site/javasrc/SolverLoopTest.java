package dev.duet.site.javasrc;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The shape that held a run of {@code duet browse} on the JDK's {@code java.base}
 * ({@code sun/security/ssl/CipherSuite.java}): an enum whose nested enums its own file imports
 * statically. A name none of them declares sends JavaParser from a nested enum's scope to the
 * file's static imports, into the imported enum, out to the file again, and so on.
 */
class SolverLoopTest {

    @Test
    void aNameLookedUpThroughAFilesOwnStaticImportsGivesUpInsteadOfLooping() throws IOException {
        SortedMap<String, String> sources = new TreeMap<>();
        sources.put("p/Suite.java", """
                package p;

                import static p.Suite.Hash.*;
                import static p.Suite.Kex.*;

                enum Suite {
                    A(SHA, RSA);

                    Suite(Hash hash, Kex kex) {
                    }

                    enum Hash {
                        SHA, MD5
                    }

                    enum Kex {
                        RSA, DH;

                        boolean weak() {
                            return missing;
                        }
                    }
                }
                """);
        Diagnostics diags = new Diagnostics();
        var result = TreeAnalyzer.analyze(sources, "src", new TreeAnalyzer.Options(1, List.of(),
                (stage, done, total) -> { }), new TreeAnalyzer.PageSink() {
                    @Override
                    public void declarations(JavaProject project) {
                    }

                    @Override
                    public void page(SourceFile file) {
                    }
                }, diags).orElseThrow();
        List<String> unresolved = result.stats().unresolved();
        assertTrue(unresolved.stream().anyMatch(u -> u.startsWith("p/Suite.java:20:20 missing (gave up after ")), unresolved.toString());
    }
}
