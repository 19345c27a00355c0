package dev.duet.site.browserrun;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.AssignExpr;
import com.github.javaparser.ast.expr.VariableDeclarationExpr;
import com.github.javaparser.ast.stmt.ExpressionStmt;
import com.github.javaparser.ast.stmt.Statement;
import dev.duet.site.demo.Demo;
import dev.duet.site.demo.DemoStep;
import jdk.jshell.JShell;
import jdk.jshell.SourceCodeAnalysis;
import jdk.jshell.execution.LocalExecutionControlProvider;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns a demo's JShell steps into one Java class, kept as JShell keeps them: imports at the
 * top, top-level variables as static fields (their types as JShell infers them), top-level
 * methods and types as static members, each step a static method; the value of every bare
 * expression goes through {@code DemoHost.show}, which prints it as JShell does. A JShell of its
 * own (local engine) sees the declarations, never runs a step: variables are declared without
 * their initializers, only to learn the types of what follows.
 */
final class DemoTranslator implements AutoCloseable {
    /** {@code /*edit*}{@code /} before a string, number or boolean literal marks it editable. */
    static final Pattern EDITABLE = Pattern.compile(
            "/\\*edit\\*/\\s*(\"[^\"\\\\\\n]*\"|-?\\d+(?:\\.\\d+)?[Ll]?|true|false)");

    private final JShell shell;
    private final JavaParser parser = new JavaParser(new ParserConfiguration()
            .setLanguageLevel(ParserConfiguration.LanguageLevel.JAVA_17));

    DemoTranslator(List<Path> classPath) {
        PrintStream discard = new PrintStream(OutputStream.nullOutputStream());
        // The provider itself, not its name: JShell finds a named one with the ServiceLoader of
        // the context class loader, and a Maven plugin's loader does not see the JDK's providers.
        // The local engine makes its own loader the thread's context loader: give the thread its own back.
        Thread thread = Thread.currentThread();
        ClassLoader context = thread.getContextClassLoader();
        try {
            shell = JShell.builder().executionEngine(new LocalExecutionControlProvider(), Map.of())
                    .out(discard).err(discard).build();
        } finally {
            thread.setContextClassLoader(context);
        }
        for (Path entry : classPath) {
            shell.addToClasspath(entry.toString());
        }
    }

    DemoTranslation translate(Demo demo, String className) throws UnsupportedDemo {
        for (var snippet : shell.snippets().toList()) {
            shell.drop(snippet);
        }
        List<String> imports = new ArrayList<>();
        List<String> members = new ArrayList<>();
        Map<String, String> fields = new LinkedHashMap<>();
        Map<String, Integer> declaredAt = new LinkedHashMap<>();
        List<DemoTranslation.Editable> editables = new ArrayList<>();
        List<String> stepBodies = new ArrayList<>();
        SourceCodeAnalysis analysis = shell.sourceCodeAnalysis();
        for (DemoStep step : demo.steps()) {
            StringBuilder body = new StringBuilder();
            String remaining = step.code();
            int consumed = 0;
            while (!remaining.isBlank()) {
                SourceCodeAnalysis.CompletionInfo info = analysis.analyzeCompletion(remaining);
                String source = info.completeness().isComplete() ? info.source() : remaining;
                String rest = info.completeness().isComplete() ? info.remaining() : "";
                int line = step.codeLine() + countLines(step.code(), consumed
                        + (remaining.length() - remaining.stripLeading().length()));
                consumed += remaining.length() - rest.length();
                remaining = rest;
                String code = editables(source.strip(), step.index(), line, editables);
                translateSnippet(code, line, imports, members, fields, declaredAt, step.index(), body);
            }
            stepBodies.add(body.toString());
        }
        return new DemoTranslation(demo.id(), className,
                render(demo, className, imports, members, fields, declaredAt, stepBodies), editables);
    }

    private void translateSnippet(String code, int line, List<String> imports, List<String> members,
                                  Map<String, String> fields, Map<String, Integer> declaredAt, int step,
                                  StringBuilder body) throws UnsupportedDemo {
        SourceCodeAnalysis analysis = shell.sourceCodeAnalysis();
        if (code.startsWith("import ")) {
            imports.add(code.endsWith(";") ? code : code + ";");
            shell.eval(code);
            return;
        }
        ParseResult<BodyDeclaration<?>> member = parser.parseBodyDeclaration(code);
        if (member.isSuccessful() && member.getResult().isPresent()
                && (member.getResult().get() instanceof MethodDeclaration
                || member.getResult().get() instanceof TypeDeclaration<?>)) {
            BodyDeclaration<?> decl = member.getResult().get();
            boolean isStatic = decl instanceof MethodDeclaration m ? m.isStatic()
                    : !(decl instanceof ClassOrInterfaceDeclaration c) || c.isInterface() || c.isStatic();
            // JShell's top-level methods and classes are static members of its wrapper classes.
            members.add(isStatic ? code : "static " + code);
            shell.eval(code);
            return;
        }
        String statementText = code.endsWith(";") || code.endsWith("}") ? code : code + ";";
        ParseResult<Statement> parsed = parser.parseStatement(statementText);
        if (!parsed.isSuccessful() || parsed.getResult().isEmpty()) {
            // JShell also takes an expression that is no Java statement (a - b): it prints its value.
            String bare = code.endsWith(";") ? code.substring(0, code.length() - 1) : code;
            if (parser.parseExpression(bare).isSuccessful()) {
                String type = analysis.analyzeType(bare, bare.length());
                if (type != null && !type.equals("void")) {
                    body.append("        DemoHost.show(").append(bare).append(");\n");
                    return;
                }
            }
            String first = code.lines().findFirst().orElse("");
            throw new UnsupportedDemo(line, "this snippet is neither a declaration nor a statement the browser build can"
                    + " translate: " + (first.length() > 60 ? first.substring(0, 60) + "…" : first));
        }
        Statement statement = parsed.getResult().get();
        if (statement instanceof ExpressionStmt es && es.getExpression() instanceof VariableDeclarationExpr vars) {
            for (VariableDeclarator v : vars.getVariables()) {
                String name = v.getNameAsString();
                String init = v.getInitializer().map(DemoTranslator::text).orElse(null);
                String type = v.getType().isVarType() ? analysis.analyzeType(init, init.length()) : text(v.getType());
                if (type == null || type.contains("capture#") || type.contains("&")) {
                    throw new UnsupportedDemo(line, "the type of variable '" + name + "' cannot be written in Java ("
                            + (type == null ? "unknown" : type) + ")");
                }
                String previous = fields.putIfAbsent(name, type);
                if (previous != null && !previous.equals(type)) {
                    throw new UnsupportedDemo(line, "variable '" + name + "' is declared again with another type ("
                            + previous + ", then " + type + ")");
                }
                declaredAt.putIfAbsent(name, step);
                shell.eval(type + " " + name + ";");
                if (v.getInitializer().isPresent()) {
                    body.append("        ").append(name).append(" = ")
                            .append(init.startsWith("{") ? "new " + type + " " + init : init).append(";\n");
                }
            }
            return;
        }
        if (statement instanceof ExpressionStmt es && !(es.getExpression() instanceof AssignExpr)) {
            String expression = text(es.getExpression());
            String type = analysis.analyzeType(expression, expression.length());
            if (type != null && !type.equals("void")) {
                // A bare expression: JShell prints its value.
                body.append("        DemoHost.show(").append(expression).append(");\n");
                return;
            }
        }
        body.append("        ").append(statementText.replace("\n", "\n        ")).append('\n');
    }

    /** The node as the author wrote it (JavaParser's own printing would reformat it). */
    private static String text(com.github.javaparser.ast.Node node) {
        return node.getTokenRange().map(Object::toString).orElseGet(node::toString);
    }

    /** Replaces each editable literal by a call that returns the reader's value or the recorded one. */
    private static String editables(String code, int step, int firstLine, List<DemoTranslation.Editable> out) {
        Matcher m = EDITABLE.matcher(code);
        StringBuilder result = new StringBuilder();
        while (m.find()) {
            String literal = m.group(1);
            int index = out.size();
            int line = firstLine + countLines(code, m.start());
            String kind;
            String recorded = literal;
            String call;
            if (literal.startsWith("\"")) {
                kind = "text";
                recorded = literal.substring(1, literal.length() - 1);
                call = "DemoHost.text(" + index + ", " + literal + ")";
            } else if (literal.equals("true") || literal.equals("false")) {
                kind = "boolean";
                call = "DemoHost.booleanValue(" + index + ", " + literal + ")";
            } else if (literal.endsWith("L") || literal.endsWith("l")) {
                kind = "long";
                recorded = literal.substring(0, literal.length() - 1);
                call = "DemoHost.longValue(" + index + ", " + literal + ")";
            } else if (literal.contains(".")) {
                kind = "double";
                call = "DemoHost.doubleValue(" + index + ", " + literal + ")";
            } else {
                kind = "int";
                call = "DemoHost.intValue(" + index + ", " + literal + ")";
            }
            out.add(new DemoTranslation.Editable(step, kind, recorded, line));
            m.appendReplacement(result, Matcher.quoteReplacement(call));
        }
        m.appendTail(result);
        return result.toString();
    }

    private static String render(Demo demo, String className, List<String> imports, List<String> members,
                                 Map<String, String> fields, Map<String, Integer> declaredAt, List<String> steps) {
        StringBuilder out = new StringBuilder();
        out.append("// Generated by Duet from ").append(demo.path()).append(": do not edit.\n");
        out.append("package ").append(BundleSources.PACKAGE).append(";\n\n");
        out.append("import dev.duet.teavm.run.BrowserDemo;\nimport dev.duet.teavm.run.DemoHost;\nimport dev.duet.teavm.run.StateJson;\n");
        for (String i : imports) {
            out.append(i).append('\n');
        }
        out.append("\n@SuppressWarnings(\"all\")\nfinal class ").append(className).append(" extends BrowserDemo {\n");
        fields.forEach((name, type) -> out.append("    static ").append(type).append(' ').append(name).append(";\n"));
        for (String m : members) {
            out.append("\n    ").append(m.replace("\n", "\n    ")).append('\n');
        }
        for (int i = 0; i < steps.size(); i++) {
            out.append("\n    static void step").append(i + 1).append("() throws Throwable {\n")
                    .append(steps.get(i)).append("    }\n");
        }
        out.append("\n    @Override\n    public int steps() {\n        return ").append(steps.size()).append(";\n    }\n");
        out.append("\n    @Override\n    public void step(int index) throws Throwable {\n        switch (index) {\n");
        for (int i = 1; i <= steps.size(); i++) {
            String declared = demo.steps().get(i - 1).throwsType();
            if (declared.isEmpty()) {
                out.append("            case ").append(i).append(" -> step").append(i).append("();\n");
            } else {
                // The exception the step declares ends it, and shows like output, as JShell's run shows it.
                out.append("            case ").append(i).append(" -> {\n                try {\n                    step").append(i)
                        .append("();\n                } catch (Throwable e) {\n                    String name = e.getClass().getName();\n")
                        .append("                    if (!name.equals(\"").append(declared).append("\") && !name.endsWith(\".")
                        .append(declared).append("\") && !name.endsWith(\"$").append(declared).append("\")) {\n")
                        .append("                        throw e;\n                    }\n")
                        .append("                    System.out.println(name.substring(Math.max(name.lastIndexOf('.'), name.lastIndexOf('$')) + 1)\n")
                        .append("                            + (e.getMessage() == null ? \"\" : \": \" + e.getMessage()));\n")
                        .append("                }\n            }\n");
            }
        }
        out.append("            default -> throw new IllegalArgumentException(\"no step \" + index);\n        }\n    }\n");
        out.append("\n    @Override\n    public String state(int index) {\n        StateJson json = new StateJson(DemoHost.shapes());\n");
        for (String name : demo.stateVariables()) {
            Integer at = declaredAt.get(name);
            if (at != null) {
                out.append("        if (index >= ").append(at).append(") {\n            json.variable(\"")
                        .append(name).append("\", ").append(name).append(");\n        }\n");
            }
        }
        out.append("        return json.json();\n    }\n}\n");
        return out.toString();
    }

    private static int countLines(String text, int end) {
        int lines = 0;
        for (int i = 0; i < Math.min(end, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                lines++;
            }
        }
        return lines;
    }

    @Override
    public void close() {
        shell.close();
    }
}
