package dev.duet.site.javasrc;

import com.github.javaparser.JavaToken;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ParserConfiguration.LanguageLevel;
import com.github.javaparser.Processor;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.ClassExpr;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import com.github.javaparser.ast.type.VarType;
import com.github.javaparser.resolution.SymbolResolver;

/**
 * A parser configuration for Java 17 without JavaParser's semantic validation.
 *
 * <p>After parsing, JavaParser's language-level step post-processes the tree (it turns {@code var}
 * into a type the symbol solver understands) and then runs a validator that walks every node again
 * against the rules of the language level. The validation took about a third of parsing time, and
 * the analysed sources are compiled by javac anyway. The language level cannot simply be left out:
 * the parser itself reads it before parsing to decide whether {@code yield} is a statement. So the
 * level is Java 17 while parsing, and is lifted just around the language-level step, whose
 * post-processing is then run on its own.
 *
 * <p>A configuration is changed while a file is post-processed, so it must serve one parse at a
 * time; the analyser gives each of its parsers its own.
 */
final class UnvalidatedJava17 {
    private UnvalidatedJava17() {
    }

    static ParserConfiguration configuration(SymbolResolver resolver) {
        ParserConfiguration configuration = new ParserConfiguration()
                .setLanguageLevel(LanguageLevel.JAVA_17)
                // JavaParser otherwise reads the source through a second provider, character by
                // character, only to record which line separator it uses, for printing the tree
                // back; nothing here prints a tree (a fifth of parsing time on commons-lang3)
                .setDetectOriginalLineSeparator(false)
                .setSymbolResolver(resolver);
        // Processors run in list order, before parsing and after it. The first one makes sure the
        // parser sees Java 17, then lifts the level after parsing, so the language-level step (one
        // of JavaParser's own) finds none and does nothing; the last one does Java 17's
        // post-processing and puts the level back.
        configuration.getProcessors().add(0, () -> new Processor() {
            @Override
            public com.github.javaparser.Provider preProcess(com.github.javaparser.Provider provider) {
                configuration.setLanguageLevel(LanguageLevel.JAVA_17);
                return provider;
            }

            @Override
            public void postProcess(ParseResult<? extends Node> result, ParserConfiguration config) {
                config.setLanguageLevel(LanguageLevel.RAW);
            }
        });
        configuration.getProcessors().add(() -> new Processor() {
            @Override
            public void postProcess(ParseResult<? extends Node> result, ParserConfiguration config) {
                config.setLanguageLevel(LanguageLevel.JAVA_17);
                result.getResult().ifPresent(UnvalidatedJava17::varTypes);
            }
        });
        return configuration;
    }

    /**
     * What Java 17's post-processing does (Java 10's, which the later levels inherit unchanged):
     * {@code var} as a local variable's type becomes a {@link VarType}, except in {@code var.class}.
     * Done here over one fast walk ({@link PreOrder}) rather than JavaParser's slower one, and
     * only in a file that has {@code var} among its identifiers: a walk of the tree cost more
     * than a tenth of parsing, and most files (all of commons-lang3's) have none.
     */
    private static void varTypes(Node root) {
        if (!hasVarIdentifier(root)) {
            return;
        }
        for (ClassOrInterfaceType type : PreOrder.of(root).all(ClassOrInterfaceType.class)) {
            if (type.getNameAsString().equals("var") && !(type.getParentNode().orElse(null) instanceof ClassExpr)) {
                type.replace(new VarType(type.getTokenRange().orElse(null)));
            }
        }
    }

    /** Whether an identifier token of the tree is {@code var} (a tree without tokens is walked). */
    private static boolean hasVarIdentifier(Node root) {
        var range = root.getTokenRange();
        if (range.isEmpty()) {
            return true;
        }
        for (JavaToken token : range.get()) {
            if (token.getCategory().isIdentifier() && token.getText().equals("var")) {
                return true;
            }
        }
        return false;
    }
}
