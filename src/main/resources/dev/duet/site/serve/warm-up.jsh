//! title.en: Warm-up
//! timeout: 60s
//! state: q

//# en: Run the compiler, a record, a class, a thread and a latch once (JDK only: any site's spare JVM can run it), so a real run does not wait for them to start.
import java.util.*;
import java.util.concurrent.*;
var q = new ArrayDeque<String>();
record Pair(String key, int n) {}
class Counter { int n; void hit() { n++; } }
var counter = new Counter();
for (String key : List.of("a", "b", "a")) { if (!q.contains(key)) q.add(key); counter.hit(); }
var latch = new CountDownLatch(1);
new Thread(() -> { q.poll(); latch.countDown(); }).start();
latch.await();
System.out.println(new Pair("a", counter.n) + " " + q.size());
List.copyOf(q)
//= Pair[key=a, n=3] 1
//= [b]
