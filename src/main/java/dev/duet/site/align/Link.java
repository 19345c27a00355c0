package dev.duet.site.align;

public record Link(int goLine, int javaLine, boolean crossing) {}
