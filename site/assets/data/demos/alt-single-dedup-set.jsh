//! title.zh: 反例：只有一个去重集合，完成时清除
//! title.en: The alternative: one dedup set, cleared on done
//! timeout: 20s
//! state: naive, q

//# zh: 在演示里写一个只用一个集合去重的队列：添加时已在集合里就忽略，完成时从集合里删掉。
//# en: Write a queue that dedups with one set: an add is ignored while the key is in the set, and done removes it.
import dev.duet.workqueue.*;
import java.util.*;
record NaiveState(List<String> queue, List<String> seen) {}
class SingleSetQueue {
    private final ArrayDeque<String> queue = new ArrayDeque<>();
    private final TreeSet<String> seen = new TreeSet<>();
    synchronized void add(String key) { if (seen.add(key)) queue.add(key); }
    synchronized String get() { return queue.poll(); }
    synchronized void done(String key) { seen.remove(key); }
    synchronized NaiveState snapshot() { return new NaiveState(List.copyOf(queue), List.copyOf(seen)); }
}
var naive = new SingleSetQueue();
var q = Typed.<String>newTyped();

//# zh: 两个队列都放入 a，再由 worker 取走开始处理。
//# en: Add a to both queues, and a worker takes it from each and starts processing.
naive.add("a");
q.add("a");
System.out.println("naive hands out " + naive.get() + ", real hands out " + q.get().item());
//= naive hands out a, real hands out a

//# zh: 处理期间 a 又被更新了。朴素队列认为 a 已在集合里，于是忽略；真队列把 a 记为 dirty。
//# en: a is updated during processing. The naive queue sees a in its set and ignores it; the real queue marks a dirty.
naive.add("a");
q.add("a");
System.out.println("naive " + naive.snapshot());
System.out.println("real  " + q.snapshot());
//= naive NaiveState[queue=[], seen=[a]]
//= real  queue=[] dirty=[a] processing=[a] shuttingDown=false

//# zh: 处理完成。朴素队列把 a 从集合删掉，这次更新就丢了；真队列把 a 重新排队。
//# en: Processing ends. The naive queue drops a from its set and the update is lost; the real queue queues a again.
//! ask.zh: a 处理结束。两个队列接下来各交出什么？
//! ask.en: Processing of a ends. What does each queue hand out next?
//! predict: output:1
//! choices: naive next: null | naive next: a
//! answer: naive next: null
//! explain.zh: 朴素队列因为 a 还在它唯一的集合里，忽略了处理期间的更新，完成时又清掉了标记：更新丢了。真正的队列把它记在 dirty 里，于是 a 重新入队。
//! explain.en: The naive queue ignored the mid-processing update because a was in its one set, then cleared the mark on done: the update is lost. The real queue kept it in dirty and queues a again.
naive.done("a");
q.done("a");
System.out.println("naive next: " + naive.get());
System.out.println("real next:  " + q.get().item());
//= naive next: null
//= real next:  a
