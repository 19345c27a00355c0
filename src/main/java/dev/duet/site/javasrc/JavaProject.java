package dev.duet.site.javasrc;

import java.util.Optional;
import java.util.SortedMap;

/** The analysed Java sources: files by path relative to the source root, declarations by id. */
public final class JavaProject {
    private final SortedMap<String, SourceFile> files;
    private final SortedMap<String, Declaration> declarations;
    /** Built when first asked for: a source browse may never resolve a short form. */
    private DeclarationLookup lookup;
    private final java.util.Set<String> unparsed;
    private final SortedMap<String, DocComment> docComments;

    /**
     * @param files        analysed files by path relative to the source root
     * @param declarations every type and member by id
     */
    public JavaProject(SortedMap<String, SourceFile> files, SortedMap<String, Declaration> declarations) {
        this(files, declarations, java.util.Set.of(), new java.util.TreeMap<>());
    }

    /**
     * @param unparsed    the files (as in {@code files}) that did not parse, whose declarations are unknown
     * @param docComments where each documented declaration's Javadoc comment is, by id
     */
    public JavaProject(SortedMap<String, SourceFile> files, SortedMap<String, Declaration> declarations,
            java.util.Set<String> unparsed, SortedMap<String, DocComment> docComments) {
        this.files = files;
        this.declarations = declarations;
        this.unparsed = java.util.Set.copyOf(unparsed);
        this.docComments = docComments;
    }

    /**
     * The files that did not parse (already reported). While there are any, a symbol that is not
     * found may be declared in one of them, and an excerpt aligned to one has no anchors to check.
     */
    public java.util.Set<String> unparsed() {
        return unparsed;
    }

    /** The Javadoc comments of the declarations that have one, by declaration id. */
    public SortedMap<String, DocComment> docComments() {
        return docComments;
    }

    /** The lookup Javadoc links are resolved with (translations resolve theirs the same way). */
    synchronized DeclarationLookup lookup() {
        if (lookup == null) {
            lookup = new DeclarationLookup(declarations);
        }
        return lookup;
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
        return lookup().find(ref);
    }

    /** Two analyses are equal when they found the same files and declarations. */
    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof JavaProject other && files.equals(other.files) && declarations.equals(other.declarations)
                && docComments.equals(other.docComments);
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
