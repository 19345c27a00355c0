package dev.duet.site.render;

import dev.duet.site.javasrc.Declaration;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

class SitePathsTest {

    private static Declaration decl(String id, String anchor, String kind, String file) {
        return new Declaration(id, anchor, kind, "x", "x", "", file, 1, null, List.of(), 1);
    }

    @Test
    void membersOfTheTopLevelTypeKeepTheirPlainAnchor() {
        assertEquals("add(T)", SitePaths.fragment(decl("dev.duet.workqueue.Typed#add(T)", "add(T)", "method", "dev/duet/workqueue/Typed.java")));
    }

    @Test
    void membersOfNestedTypesAreQualifiedByTheNestedTypeSoIdsStayUniqueInTheFile() {
        Declaration outer = decl("dev.duet.deployment.cache.Lister#list()", "list()", "method", "dev/duet/deployment/cache/Lister.java");
        Declaration inner = decl("dev.duet.deployment.cache.Lister.NamespaceLister#list()", "list()", "method", "dev/duet/deployment/cache/Lister.java");
        assertEquals("list()", SitePaths.fragment(outer));
        assertEquals("NamespaceLister.list()", SitePaths.fragment(inner));
        assertNotEquals(SitePaths.fragment(outer), SitePaths.fragment(inner));
    }

    @Test
    void typesUseTheirDottedNameAndSpacesAreDropped() {
        assertEquals("Cluster.Builder", SitePaths.fragment(decl("dev.duet.deployment.Cluster.Builder", "Cluster.Builder", "class", "dev/duet/deployment/Cluster.java")));
        assertEquals("of(Map<K,V>)", SitePaths.fragment(decl("a.B#of(Map<K, V>)", "of(Map<K, V>)", "method", "a/B.java")));
    }

    @Test
    void relativeLinksClimbOutOfTheSourceTree() {
        assertEquals("../../../get.html", SitePaths.relative("en/src/dev/duet/Typed.java.html", "en/get.html"));
    }

    @Test
    void hrefsEncodeWhatAFragmentCannotHoldAndNothingElse() {
        assertEquals("main(String%5B%5D)", SitePaths.hrefFragment("main(String[])"));
        assertEquals("of(Map%3CK,V%3E)", SitePaths.hrefFragment("of(Map<K,V>)"));
        assertEquals("Builder.add(T)", SitePaths.hrefFragment("Builder.add(T)"));
        assertEquals("größe()", SitePaths.hrefFragment("größe()"));
    }
}
