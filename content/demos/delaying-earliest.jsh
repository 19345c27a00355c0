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
