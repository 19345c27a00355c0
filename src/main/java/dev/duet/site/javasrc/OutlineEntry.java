package dev.duet.site.javasrc;

public record OutlineEntry(String id, String name, String kind, int line, int depth) {}
