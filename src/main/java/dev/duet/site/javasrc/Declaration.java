package dev.duet.site.javasrc;

import java.util.List;

public record Declaration(String id, String anchor, String kind, String name, String signature,
        String javadocHtml, String file, int line, String parentId, List<Usage> usages, int endLine) {}
