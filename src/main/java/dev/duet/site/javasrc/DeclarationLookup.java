package dev.duet.site.javasrc;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds declarations by exact id or by the short forms authors write ({@code Typed#add},
 * {@code Typed#add(T)}, {@code Typed}). Every short form of every declaration is indexed once,
 * so a lookup is a map access: Javadoc links and Markdown references ask thousands of times per build.
 */
final class DeclarationLookup {
    private final Map<String, Declaration> declarations;
    /** Short form → the declarations it names; a short form is usable only when it names one. */
    private final Map<String, List<Declaration>> byShortForm = new HashMap<>();

    DeclarationLookup(Map<String, Declaration> declarations) {
        this.declarations = declarations;
        for (Declaration d : declarations.values()) {
            String id = d.id();
            int hash = id.indexOf('#');
            String type = hash < 0 ? id : id.substring(0, hash);
            String member = hash < 0 ? null : id.substring(hash + 1);
            int paren = member == null ? -1 : member.indexOf('(');
            for (String typeForm : typeForms(type)) {
                if (member == null) {
                    index(typeForm, d);
                } else {
                    index(typeForm + "#" + member, d);
                    if (paren >= 0) {
                        index(typeForm + "#" + member.substring(0, paren), d);
                    }
                }
            }
        }
    }

    /** {@code a.b.Outer.Inner} is named by itself and by each dotted suffix: {@code Outer.Inner}, {@code Inner}. */
    private static List<String> typeForms(String type) {
        List<String> forms = new ArrayList<>();
        forms.add(type);
        for (int dot = type.indexOf('.'); dot >= 0; dot = type.indexOf('.', dot + 1)) {
            forms.add(type.substring(dot + 1));
        }
        return forms;
    }

    private void index(String form, Declaration d) {
        // Each declaration gives distinct forms and is indexed once, so the only repeat to skip
        // is the one just added; a contains() over the list cost a quadratic scan on overloads.
        List<Declaration> named = byShortForm.computeIfAbsent(form, k -> new ArrayList<>(1));
        if (named.isEmpty() || named.get(named.size() - 1) != d) {
            named.add(d);
        }
    }

    Optional<Declaration> find(String ref) {
        Declaration exact = declarations.get(ref);
        if (exact != null) {
            return Optional.of(exact);
        }
        List<Declaration> matches = byShortForm.getOrDefault(ref, List.of());
        return matches.size() == 1 ? Optional.of(matches.get(0)) : Optional.empty();
    }

    /**
     * Resolves a Javadoc {@code @link} target seen inside {@code contextTypeId}: {@code #member}
     * is looked up in that type; a parameter list that does not match an id (Javadoc writes
     * erased types such as {@code Object} where ids keep {@code T}) falls back to the bare name.
     */
    Optional<Declaration> findLink(String contextTypeId, String ref) {
        String qualified = ref.startsWith("#") ? contextTypeId + ref : ref;
        Optional<Declaration> found = find(qualified.replace(" ", ""));
        int paren = qualified.indexOf('(');
        if (found.isEmpty() && paren > 0) {
            found = find(qualified.substring(0, paren));
        }
        return found;
    }
}
