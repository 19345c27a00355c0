package dev.duet.site.code;

public record Span(String text, String kind, String target, String external, String declares) {}
