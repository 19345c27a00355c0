//! title.zh: 指数退避：5ms、10ms、20ms……forget 之后从头开始
//! title.en: Exponential backoff: 5ms, 10ms, 20ms... and forget starts over
//! timeout: 20s
//! state: q

//# zh: 用默认的控制器限速器和假时钟建一个限速队列；第一次重试等 5ms。
//# en: A rate-limiting queue with the default controller limiter on a fake clock; the first retry waits 5ms.
import dev.duet.workqueue.*;
import dev.duet.clock.FakeClock;
import java.time.*;
var clock = new FakeClock(Instant.parse("2024-12-11T00:00:00Z"));
var q = TypedRateLimitingQueue.newTypedRateLimitingQueueWithConfig(
        RateLimiters.<String>defaultTypedControllerRateLimiter(),
        TypedRateLimitingQueueConfig.<String>defaults().withClock(clock));
long waitMillis() {
    q.awaitIdle(Duration.ofSeconds(5));
    return Duration.between(clock.now(), q.snapshot().waiting().get(0).readyAt()).toMillis();
}
q.addRateLimited("a");
System.out.println("retry 1 waits " + waitMillis() + "ms");
//= retry 1 waits 5ms

//# zh: 每次失败都取出、完成、再限速重排：等待时间逐次翻倍。
//# en: Each failure: get, done, add rate-limited again. The wait doubles every time.
void failOnceMore() {
    clock.step(Duration.ofMillis(waitMillis()));
    q.awaitIdle(Duration.ofSeconds(5));
    String item = q.get().item();
    q.done(item);
    q.addRateLimited(item);
}
for (int retry = 2; retry <= 5; retry++) {
    failOnceMore();
    System.out.println("retry " + retry + " waits " + waitMillis() + "ms");
}
q.numRequeues("a")
//= retry 2 waits 10ms
//= retry 3 waits 20ms
//= retry 4 waits 40ms
//= retry 5 waits 80ms
//= 5

//# zh: 处理成功后调用 forget：计数清零。
//# en: After a success, forget clears the count.
q.forget("a");
q.numRequeues("a")
//= 0

//# zh: 下一次失败又从 5ms 开始。
//# en: The next failure starts again at 5ms.
//! ask.zh: a 失败了五次，然后成功并被 forget。它再失败一次，要等多久？
//! ask.en: a failed five times, then succeeded and was forgotten. It fails once more: how long is the wait?
//! choices: next retry waits 5ms | next retry waits 160ms | next retry waits 0ms
//! answer: next retry waits 5ms
//! explain.zh: forget 清除了这个键的失败计数，所以退避从 5 毫秒的起点重新开始，而不是接着到 160 毫秒。
//! explain.en: Forget wipes the key's failure count, so the backoff starts over at its base of 5 ms instead of going on to 160 ms.
failOnceMore();
System.out.println("next retry waits " + waitMillis() + "ms");
//= next retry waits 5ms
