package dev.duet.site.javasrc;

import java.util.List;

/**
 * A type or member declared in the analysed sources.
 *
 * @param id          stable id: {@code pkg.Type}, {@code pkg.Outer.Inner}, {@code pkg.Type#method(T)},
 *                    {@code pkg.Type#Type(Config)} for constructors, {@code pkg.Type#field}
 * @param anchor      an HTML id unique within its file: the dotted nested type name for types
 *                    ({@code Typed}, {@code Typed.Inner}); for members of top-level types the part after
 *                    {@code #} ({@code add(T)}); for members of nested types that part prefixed with the
 *                    type's anchor and a dot ({@code Typed.Inner.size()}), since two nested types may
 *                    declare members of the same name
 * @param kind        class, interface, record, enum, annotation, method, constructor, field, enumConstant or recordComponent
 * @param name        the simple name
 * @param signature   a readable declaration line: modifiers, type parameters, type, name, parameters, throws
 * @param javadocHtml its Javadoc as sanitised HTML, or an empty string when it has none
 * @param file        path relative to the source root of the declaring file
 * @param line        line of the declared name
 * @param parentId    id of the enclosing type, or null for top-level types
 * @param usages      every reference to it in the analysed sources, sorted by file, line and column
 * @param endLine     last line of the declaration (its closing brace or semicolon)
 * @param supers      a type's direct project supertypes, or the nearest project methods a method
 *                    overrides or implements (Ctrl+U), as ids
 * @param implementations every project subtype of a type, or every project method overriding a
 *                    method, however far down (Ctrl+Alt+B), as ids
 */
public record Declaration(String id, String anchor, String kind, String name, String signature,
                          String javadocHtml, String file, int line, String parentId, List<Usage> usages,
                          int endLine, List<String> supers, List<String> implementations)
        implements java.io.Serializable {

    public Declaration {
        usages = List.copyOf(usages);
        supers = List.copyOf(supers);
        implementations = List.copyOf(implementations);
    }

    /** A declaration outside any hierarchy. */
    public Declaration(String id, String anchor, String kind, String name, String signature, String javadocHtml,
                       String file, int line, String parentId, List<Usage> usages, int endLine) {
        this(id, anchor, kind, name, signature, javadocHtml, file, line, parentId, usages, endLine, List.of(),
                List.of());
    }

    /** This declaration with its usages replaced. */
    Declaration withUsages(List<Usage> newUsages) {
        return new Declaration(id, anchor, kind, name, signature, javadocHtml, file, line, parentId, newUsages, endLine,
                supers, implementations);
    }
}
