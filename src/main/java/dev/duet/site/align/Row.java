package dev.duet.site.align;

public record Row(Integer goLine, Integer javaLine) {}
