package dev.duet.site.javasrc;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Finds declarations by exact id or by the short forms authors write ({@code Typed#add}, {@code Typed#add(T)}, {@code Typed}). */
final class DeclarationLookup {

    private DeclarationLookup() {
    }

    static Optional<Declaration> find(Map<String, Declaration> declarations, String ref) {
        Declaration exact = declarations.get(ref);
        if (exact != null) {
            return Optional.of(exact);
        }
        List<Declaration> matches = new ArrayList<>();
        for (Declaration d : declarations.values()) {
            if (matchesShortForm(d.id(), ref)) {
                matches.add(d);
            }
        }
        return matches.size() == 1 ? Optional.of(matches.get(0)) : Optional.empty();
    }

    /**
     * Resolves a Javadoc {@code @link} target seen inside {@code contextTypeId}: {@code #member}
     * is looked up in that type; a parameter list that does not match an id (Javadoc writes
     * erased types such as {@code Object} where ids keep {@code T}) falls back to the bare name.
     */
    static Optional<Declaration> findLink(Map<String, Declaration> declarations, String contextTypeId, String ref) {
        String qualified = ref.startsWith("#") ? contextTypeId + ref : ref;
        Optional<Declaration> found = find(declarations, qualified.replace(" ", ""));
        int paren = qualified.indexOf('(');
        if (found.isEmpty() && paren > 0) {
            found = find(declarations, qualified.substring(0, paren));
        }
        return found;
    }

    private static boolean matchesShortForm(String id, String ref) {
        int hash = ref.indexOf('#');
        String typePart = hash < 0 ? ref : ref.substring(0, hash);
        int idHash = id.indexOf('#');
        String idType = idHash < 0 ? id : id.substring(0, idHash);
        if (!(idType.equals(typePart) || idType.endsWith("." + typePart))) {
            return false;
        }
        if (hash < 0) {
            return idHash < 0;
        }
        if (idHash < 0) {
            return false;
        }
        String member = ref.substring(hash + 1);
        String idMember = id.substring(idHash + 1);
        if (member.contains("(")) {
            return idMember.equals(member);
        }
        int paren = idMember.indexOf('(');
        return (paren < 0 ? idMember : idMember.substring(0, paren)).equals(member);
    }
}
