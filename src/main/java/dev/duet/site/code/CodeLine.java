package dev.duet.site.code;

import java.util.List;

public record CodeLine(int number, List<Span> spans) {}
