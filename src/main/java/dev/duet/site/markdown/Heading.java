package dev.duet.site.markdown;

/** A heading of a page body with its explicit id ({@code ## Title {#id}}). */
public record Heading(String id, String text, int level, int line) {}
