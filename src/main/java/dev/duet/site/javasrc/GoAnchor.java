package dev.duet.site.javasrc;

import java.util.List;

public record GoAnchor(int javaLine, int column, List<Integer> goLines) {}
