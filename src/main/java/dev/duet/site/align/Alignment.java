package dev.duet.site.align;

import java.util.List;

public record Alignment(String excerptId, String javaFile, int javaFirst, int javaLast, List<Row> rows, List<Link> links) {}
