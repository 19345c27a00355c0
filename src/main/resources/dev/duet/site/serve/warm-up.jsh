//! title.zh: 预热
//! title.en: Warm-up
//! timeout: 60s
//! state: q

//# zh: 让编译器和队列代码先跑一遍，真正的运行就不用等它们启动。
//# en: Run the compiler and the queue once, so a real run does not wait for them to start.
import dev.duet.workqueue.*;
import java.util.*;
import java.util.concurrent.*;
var q = Typed.<String>newTyped();
record Pair(String key, int n) {}
class Counter { int n; void hit() { n++; } }
var counter = new Counter();
for (String key : List.of("a", "b", "a")) { q.add(key); counter.hit(); }
var latch = new CountDownLatch(1);
new Thread(() -> { q.done(q.get().item()); latch.countDown(); }).start();
latch.await();
System.out.println(new Pair("a", counter.n) + " " + q.len());
q.snapshot()
//= Pair[key=a, n=3] 1
//= queue=[b] dirty=[b] processing=[] shuttingDown=false
