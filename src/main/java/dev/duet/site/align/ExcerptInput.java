package dev.duet.site.align;

import java.util.List;
import java.util.Map;

public record ExcerptInput(String id, String goFile, String metaFile, int first, List<String> lines,
        Map<Integer, String> noCounterpart, String javaFile) {}
