import com.github.javaparser.JavaParser;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import com.github.javaparser.resolution.Resolvable;
import com.github.javaparser.symbolsolver.JavaSymbolSolver;
import com.github.javaparser.symbolsolver.resolution.typesolvers.CombinedTypeSolver;
import com.github.javaparser.symbolsolver.resolution.typesolvers.JavaParserTypeSolver;
import com.github.javaparser.symbolsolver.resolution.typesolvers.ReflectionTypeSolver;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * The floor under any source browser built on JavaParser: what JavaParser alone costs to parse a
 * tree and ask its symbol solver for every reference Duet links (names, method calls, field
 * accesses, types, constructor calls, method references), writing nothing. A browse cannot be
 * cheaper than this, since it does the same and then renders pages; bench/browse-vs-jxr.sh times it
 * beside JXR with FLOOR=1.
 *
 * <p>Usage: {@code java -cp JAVAPARSER_JARS JavaParserFloor SRC THREADS [FILE]}: every file under
 * SRC on THREADS threads (each with its own solver, as JavaParser's is not thread-safe), or only
 * FILE (a path under SRC), as a run after one file changed would resolve it with nothing kept in
 * memory from an earlier run. Prints the files, the references asked and those resolved.
 */
public final class JavaParserFloor {
    public static void main(String[] args) throws Exception {
        Path src = Path.of(args[0]).toAbsolutePath().normalize();
        int threads = Integer.parseInt(args[1]);
        List<Path> files = new ArrayList<>();
        if (args.length > 2) {
            files.add(src.resolve(args[2]));
        } else {
            try (Stream<Path> walk = Files.walk(src)) {
                walk.filter(p -> p.toString().endsWith(".java")).sorted().forEach(files::add);
            }
        }
        AtomicInteger next = new AtomicInteger();
        AtomicInteger asked = new AtomicInteger();
        AtomicInteger resolved = new AtomicInteger();
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread worker = new Thread(() -> {
                CombinedTypeSolver types = new CombinedTypeSolver(new ReflectionTypeSolver(false), new JavaParserTypeSolver(src));
                JavaParser parser = new JavaParser(new ParserConfiguration()
                        .setLanguageLevel(ParserConfiguration.LanguageLevel.JAVA_17)
                        .setSymbolResolver(new JavaSymbolSolver(types)));
                for (int i; (i = next.getAndIncrement()) < files.size(); ) {
                    CompilationUnit unit;
                    try {
                        unit = parser.parse(files.get(i)).getResult().orElse(null);
                    } catch (IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                    if (unit == null) {
                        continue;
                    }
                    for (Node node : unit.findAll(Node.class)) {
                        if (node instanceof NameExpr || node instanceof MethodCallExpr || node instanceof FieldAccessExpr
                                || node instanceof ClassOrInterfaceType || node instanceof ObjectCreationExpr
                                || node instanceof MethodReferenceExpr) {
                            asked.incrementAndGet();
                            try {
                                ((Resolvable<?>) node).resolve();
                                resolved.incrementAndGet();
                            } catch (RuntimeException | StackOverflowError e) {
                                // unresolved: a browse would leave it unlinked
                            }
                        }
                    }
                }
            });
            worker.start();
            workers.add(worker);
        }
        for (Thread worker : workers) {
            worker.join();
        }
        System.out.printf(Locale.ROOT, "floor: %,d files, %,d references asked, %,d resolved%n", files.size(), asked.get(),
                resolved.get());
    }
}
