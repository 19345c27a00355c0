package dev.duet.site.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/**
 * A small Java tree for {@code duet browse}: two packages with references across files, a type
 * hierarchy, and a third-party type that only a jar given with {@code --classpath} declares.
 */
public final class BrowseFixture {
    public record Run(int exit, String out, String err) {}

    public final Path root;
    public final Path src;
    public final Path jar;

    private BrowseFixture(Path root) {
        this.root = root;
        this.src = root.resolve("src");
        this.jar = root.resolve("lib/greeter.jar");
    }

    static final String SHAPE = """
            package com.example.shapes;

            /** Something with an area. */
            public interface Shape {
                /** The area, in square units. */
                double area();
            }
            """;

    static final String CIRCLE = """
            package com.example.shapes;

            /** A circle, given its radius. */
            public final class Circle implements Shape {
                private final double radius;

                public Circle(double radius) {
                    this.radius = radius;
                }

                @Override
                public double area() {
                    return Math.PI * radius * radius;
                }
            }
            """;

    static final String MAIN = """
            package com.example.app;

            import com.example.shapes.Circle;
            import com.example.shapes.Shape;
            import org.thirdparty.Greeter;

            public final class Main {
                public static void main(String[] args) {
                    Shape shape = new Circle(2);
                    System.out.println(shape.area());
                    Greeter greeter = new Greeter();
                    System.out.println(greeter.greet("shapes"));
                }
            }
            """;

    /** The tree, and a jar of {@code org.thirdparty.Greeter} compiled for the occasion. */
    public static BrowseFixture create(Path root) throws IOException {
        BrowseFixture f = new BrowseFixture(root);
        f.write("com/example/shapes/Shape.java", SHAPE);
        f.write("com/example/shapes/Circle.java", CIRCLE);
        f.write("com/example/app/Main.java", MAIN);
        f.compileJar();
        return f;
    }

    /** Adds {@code count} classes that call one another and the fixture's types, so the threads have work to share. */
    void addChain(int count) throws IOException {
        for (int i = 0; i < count; i++) {
            String next = i + 1 < count ? "new Link" + (i + 1) + "().run(depth + 1);" : "new com.example.shapes.Circle(depth).area();";
            write("com/example/chain/Link" + i + ".java", """
                    package com.example.chain;

                    import java.util.List;
                    import com.example.shapes.Shape;

                    /** Link %1$d of the chain. */
                    public class Link%1$d {
                        private final List<Shape> seen = new java.util.ArrayList<>();

                        /** Runs the next link. */
                        public void run(int depth) {
                            if (depth < 100) {
                                %2$s
                            }
                            seen.add(new com.example.shapes.Circle(depth));
                            System.out.println(seen.size() + " " + String.valueOf(depth));
                        }
                    }
                    """.formatted(i, next));
        }
    }

    void write(String relative, String text) throws IOException {
        Path file = src.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    private void compileJar() throws IOException {
        Path libSrc = root.resolve("lib-src/org/thirdparty/Greeter.java");
        Files.createDirectories(libSrc.getParent());
        Files.writeString(libSrc, """
                package org.thirdparty;

                public class Greeter {
                    public String greet(String name) {
                        return "hello, " + name;
                    }
                }
                """);
        Path classes = root.resolve("lib-classes");
        Files.createDirectories(classes);
        assertEquals(0, javax.tools.ToolProvider.getSystemJavaCompiler().run(null, null, null,
                "-d", classes.toString(), libSrc.toString()));
        Files.createDirectories(jar.getParent());
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream jarOut = new JarOutputStream(out)) {
            Path cls = classes.resolve("org/thirdparty/Greeter.class");
            jarOut.putNextEntry(new JarEntry("org/thirdparty/Greeter.class"));
            jarOut.write(Files.readAllBytes(cls));
            jarOut.closeEntry();
        }
    }

    /** Runs {@code duet browse} in this JVM. */
    public static Run duet(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(exit, out.toString(), err.toString());
    }

    /** The names in {@code dir}'s parent that start with {@code prefix} (staging folders left behind). */
    static List<String> siblings(Path dir, String prefix) throws IOException {
        List<String> out = new ArrayList<>();
        try (Stream<Path> list = Files.list(dir.toAbsolutePath().getParent())) {
            list.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(prefix)).forEach(out::add);
        }
        return out;
    }
}
