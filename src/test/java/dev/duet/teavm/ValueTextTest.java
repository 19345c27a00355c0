package dev.duet.teavm;

import dev.duet.teavm.run.ValueText;
import jdk.jshell.JShell;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The browser prints an expression's value as JShell does: each expression is evaluated by a
 * real JShell, and the same value, written here in Java, must print the same through ValueText.
 */
class ValueTextTest {
    private static JShell shell;

    @BeforeAll
    static void open() {
        PrintStream discard = new PrintStream(OutputStream.nullOutputStream());
        shell = JShell.builder().executionEngine("local").out(discard).err(discard).build();
    }

    @AfterAll
    static void close() {
        shell.close();
    }

    static Stream<Arguments> values() {
        return Stream.of(
                Arguments.of("\"plain\"", "plain"),
                Arguments.of("\"with \\\"quotes\\\" and \\\\ back\"", "with \"quotes\" and \\ back"),
                Arguments.of("\"tab\\there\\nnew line\\r\\f\\b\"", "tab\there\nnew line\r\f\b"),
                Arguments.of("\"\\u0001 control\"", "\u0001 control"),
                Arguments.of("'c'", 'c'),
                Arguments.of("42", 42),
                Arguments.of("-7L", -7L),
                Arguments.of("1.5", 1.5),
                Arguments.of("true", true),
                Arguments.of("new int[]{1, 2, 3}", new int[]{1, 2, 3}),
                Arguments.of("new String[]{\"a\", null}", new String[]{"a", null}),
                Arguments.of("new String[][]{{\"x\"}, {}}", new String[][]{{"x"}, {}}),
                Arguments.of("new char[]{'a', 'b'}", new char[]{'a', 'b'}),
                Arguments.of("new long[0]", new long[0]),
                Arguments.of("new boolean[]{true}", new boolean[]{true}),
                Arguments.of("new double[]{0.5}", new double[]{0.5}),
                Arguments.of("new Integer[]{1}", new Integer[]{1}),
                Arguments.of("java.util.List.of(\"a\", \"b\")", List.of("a", "b")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("values")
    void printsTheValueAsJShellPrintsIt(String expression, Object sameValue) {
        String jshell = shell.eval(expression + ";").get(0).value();
        assertEquals(jshell, ValueText.of(sameValue), expression);
    }

    @org.junit.jupiter.api.Test
    void nullIsNull() {
        assertEquals(shell.eval("(Object) null;").get(0).value(), ValueText.of(null));
    }
}
