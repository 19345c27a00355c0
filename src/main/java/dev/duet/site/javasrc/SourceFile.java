package dev.duet.site.javasrc;

import dev.duet.site.code.CodeLine;
import java.util.List;

public record SourceFile(String path, String packageName, List<CodeLine> lines, List<OutlineEntry> outline, List<GoAnchor> anchors) {}
