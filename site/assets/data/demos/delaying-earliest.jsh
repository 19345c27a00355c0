//! title.zh: 延迟队列对同一个键只保留最早的就绪时间
//! title.en: The delaying queue keeps a key's earliest ready time
//! timeout: 20s
//! state: q

//# zh: 用假时钟建一个延迟队列，让 a 十秒后就绪。
//# en: Build a delaying queue on a fake clock; a becomes ready in ten seconds.
import dev.duet.workqueue.*;
import dev.duet.clock.FakeClock;
import java.time.*;
var clock = new FakeClock(Instant.parse("2024-12-11T00:00:00Z"));
var q = TypedDelayingQueue.newTypedDelayingQueueWithConfig(TypedDelayingQueueConfig.<String>defaults().withClock(clock));
void settle() { q.awaitIdle(Duration.ofSeconds(5)); }
q.addAfter("a", Duration.ofSeconds(10));
settle();

//# zh: 再要求 a 两秒后就绪：更早，所以替换原来的时间。
//# en: Ask for a again in two seconds: earlier, so it replaces the old time.
q.addAfter("a", Duration.ofSeconds(2));
settle();

//# zh: 再要求三十秒后：更晚，被忽略。
//# en: Ask again for thirty seconds: later, so it is ignored.
//! ask.zh: 先要求 10 秒后处理 a，再要求 2 秒后，再要求 30 秒后。现在等待中的是什么？
//! ask.en: a was asked for in 10 s, then in 2 s, then in 30 s. What is waiting now?
//! choices: [a@2024-12-11T00:00:02Z] | [a@2024-12-11T00:00:10Z] | [a@2024-12-11T00:00:30Z] | [a@2024-12-11T00:00:02Z, a@2024-12-11T00:00:10Z, a@2024-12-11T00:00:30Z]
//! answer: [a@2024-12-11T00:00:02Z]
//! explain.zh: 延迟队列对每个键只保留一个条目，而且只会把它提前：2 秒替换了 10 秒，30 秒更晚，被忽略。要求更晚的时间永远不会推迟一个键。
//! explain.en: The delaying queue keeps one entry per key and only ever moves it earlier: 2 s replaced 10 s, and 30 s, being later, was dropped. Asking for a later time never postpones a key.
q.addAfter("a", Duration.ofSeconds(30));
settle();
q.snapshot().waiting()
//= [a@2024-12-11T00:00:02Z]

//# zh: 时钟走一秒：还没到时间，a 仍在等。
//# en: The clock moves one second: not yet time, a keeps waiting.
clock.step(Duration.ofSeconds(1));
settle();
q.len()
//= 0

//# zh: 再走一秒，正好到点（相等也算就绪），a 进入队列，只有一份。
//# en: One more second, exactly on time (equal counts as ready): a is queued, once.
clock.step(Duration.ofSeconds(1));
settle();
q.len()
//= 1
