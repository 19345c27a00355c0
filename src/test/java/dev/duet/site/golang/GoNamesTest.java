package dev.duet.site.golang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The names of a Go method excerpt resolve to their declarations within it. */
class GoNamesTest {
    private static final String GET = """
            func (q *Typed[T]) Get() (item T, shutdown bool) {
            \tq.cond.L.Lock()
            \tfor q.queue.Len() == 0 && !q.shuttingDown {
            \t\tq.cond.Wait()
            \t}
            \tif n := q.queue.Len(); n == 0 {
            \t\treturn *new(T), true
            \t}
            \titem = q.queue.Pop()
            \tq.Done(item)
            \treturn item, false
            }
            """;

    private static String at(GoNames.Resolved r, int line, int column, boolean declares) {
        for (GoNames.Name n : r.names()) {
            if (n.line() == line && n.column() == column) return declares ? n.declares() : n.refers() != null ? n.refers() : "member of " + n.memberOf();
        }
        return null;
    }

    @Test
    void receiverParametersLocalsAndMethodsResolve() {
        Map<String, GoNames.Declaration> functions = new HashMap<>();
        for (GoNames.Declaration d : GoNames.functions("wq", "func (q *Typed[T]) Done(item T) {\n}\n", 296)) functions.put(d.id(), d);
        for (GoNames.Declaration d : GoNames.functions("wq", GET, 273)) functions.put(d.id(), d);
        assertEquals(List.of("wq#Typed.Done", "wq#Typed.Get"), functions.keySet().stream().sorted().toList());
        GoNames.Resolved r = GoNames.resolve("get", "wq", GET, 273, functions);
        assertEquals("get@273:7", at(r, 273, 7, true), "the receiver q");
        assertEquals("get@273:16", at(r, 273, 16, true), "the type parameter T");
        assertEquals("get@273:27", at(r, 273, 27, true), "the result item");
        assertEquals("get@273:16", at(r, 273, 32, false), "item's type T is the type parameter");
        assertEquals("get@273:7", at(r, 274, 2, false), "q in q.cond");
        assertEquals("member of Typed", at(r, 274, 4, false), "cond, a field of Typed");
        assertNull(at(r, 274, 9, false), "L: what cond's type holds is not in the excerpt");
        assertEquals("get@278:5", at(r, 278, 5, true), "n, declared in the if's header");
        assertEquals("get@278:5", at(r, 278, 25, false), "n, used in the if's condition");
        assertEquals("get@273:27", at(r, 281, 2, false), "item assigned");
        assertEquals("wq#Typed.Done", at(r, 282, 4, false), "a method another excerpt declares");
        assertEquals("wq#Typed.Get", at(r, 273, 20, true), "the method's own name");
    }
}
