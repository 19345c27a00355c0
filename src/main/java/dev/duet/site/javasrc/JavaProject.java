package dev.duet.site.javasrc;

import java.util.Optional;
import java.util.SortedMap;

public record JavaProject(SortedMap<String, SourceFile> files, SortedMap<String, Declaration> declarations) {
    public Optional<Declaration> find(String ref) {
        return Optional.ofNullable(declarations.get(ref));
    }
}
