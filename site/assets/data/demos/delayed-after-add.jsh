//! title.zh: 普通 Add 处理过的键，延迟条目到点后还会再来一轮
//! title.en: A delayed entry still fires after a plain add has handled the key
//! timeout: 20s
//! state: q

//# zh: 用假时钟建一个延迟队列，安排 a 在十秒后重试（就像 handleErr 在一次失败后做的那样）。
//# en: Build a delaying queue on a fake clock and schedule a retry of a in ten seconds (as handleErr does after a failure).
import dev.duet.workqueue.*;
import dev.duet.clock.FakeClock;
import java.time.*;
var clock = new FakeClock(Instant.parse("2024-12-11T00:00:00Z"));
var q = TypedDelayingQueue.newTypedDelayingQueueWithConfig(TypedDelayingQueueConfig.<String>defaults().withClock(clock));
void settle() { q.awaitIdle(Duration.ofSeconds(5)); }
q.addAfter("a", Duration.ofSeconds(10));
settle();
q.snapshot().waiting()
//= [a@2024-12-11T00:00:10Z]

//# zh: 没等到那时，a 又来了一次普通的 Add（比如一个 informer 事件）。它直接进入队列；等待中的条目原封不动。
//# en: Before then, a plain Add of a arrives (an informer event, say). It goes straight into the queue; the waiting entry stays as it is.
q.add("a");
q.snapshot()
//= queue=[a] dirty=[a] processing=[] shuttingDown=false waiting=[a@2024-12-11T00:00:10Z]

//# zh: worker 取出 a、处理完毕、调用 Done。这个键已经没有欠下的轮次了。
//# en: A worker takes a, handles it and calls Done. The key owes no more rounds.
String item = q.get().item();
q.done(item);
q.len()
//= 0

//# zh: 十秒到了，等待中的条目照样触发：它调用普通的 Add，a 重新入队，多出一轮处理。延迟队列的去重只管还在等待的条目。
//# en: Ten seconds pass and the waiting entry fires anyway: it calls the ordinary Add, a is queued again, and there is one more round. The delaying queue's dedup covers only entries still waiting.
clock.step(Duration.ofSeconds(10));
settle();
q.snapshot()
//= queue=[a] dirty=[a] processing=[] shuttingDown=false waiting=[]

//# zh: 对比：如果条目到点时 a 还在队列里等着，普通 Add 会把两者合并，不会多一轮。
//# en: By contrast: if a is still queued when its entry fires, the ordinary Add merges the two, and there is no extra round.
q.addAfter("b", Duration.ofSeconds(5));
settle();
q.add("b");
clock.step(Duration.ofSeconds(5));
settle();
q.snapshot()
//= queue=[a, b] dirty=[a, b] processing=[] shuttingDown=false waiting=[]
