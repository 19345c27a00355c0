package dev.duet.site.javasrc;

public record Usage(String file, int line, int column, String kind, String lineText) {}
