package dev.duet.site.javasrc;

import java.util.Optional;
import java.util.SortedMap;

/**
 * The analysed Java sources.
 *
 * @param files        analysed files by path relative to the source root
 * @param declarations every type and member by id
 */
public record JavaProject(SortedMap<String, SourceFile> files, SortedMap<String, Declaration> declarations) {

    /**
     * Resolves a Markdown {@code java:} reference: an exact id, or a short form that names the
     * type by its simple (or dotted nested) name, such as {@code Typed}, {@code Typed#add} or
     * {@code Typed#add(T)}. Short forms must match exactly one declaration.
     */
    public Optional<Declaration> find(String ref) {
        return DeclarationLookup.find(declarations, ref);
    }
}
