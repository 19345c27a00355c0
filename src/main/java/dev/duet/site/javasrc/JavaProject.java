package dev.duet.site.javasrc;

import java.util.Optional;
import java.util.SortedMap;

/** The analysed Java sources: files by path relative to the source root, declarations by id. */
public final class JavaProject {
    private final SortedMap<String, SourceFile> files;
    private final SortedMap<String, Declaration> declarations;
    private final DeclarationLookup lookup;

    /**
     * @param files        analysed files by path relative to the source root
     * @param declarations every type and member by id
     */
    public JavaProject(SortedMap<String, SourceFile> files, SortedMap<String, Declaration> declarations) {
        this.files = files;
        this.declarations = declarations;
        this.lookup = new DeclarationLookup(declarations);
    }

    public SortedMap<String, SourceFile> files() {
        return files;
    }

    public SortedMap<String, Declaration> declarations() {
        return declarations;
    }

    /**
     * Resolves a Markdown {@code java:} reference: an exact id, or a short form that names the
     * type by its simple (or dotted nested) name, such as {@code Typed}, {@code Typed#add} or
     * {@code Typed#add(T)}. Short forms must match exactly one declaration.
     */
    public Optional<Declaration> find(String ref) {
        return lookup.find(ref);
    }

    /** Two analyses are equal when they found the same files and declarations. */
    @Override
    public boolean equals(Object o) {
        return o instanceof JavaProject other && files.equals(other.files) && declarations.equals(other.declarations);
    }

    @Override
    public int hashCode() {
        return 31 * files.hashCode() + declarations.hashCode();
    }

    @Override
    public String toString() {
        return "JavaProject[" + files.size() + " files, " + declarations.size() + " declarations]";
    }
}
