//! title.zh: 许多键同时失败：所有键共用一个令牌桶
//! title.en: Many keys failing at once share one token bucket
//! timeout: 20s
//! state: waits

//# zh: 按默认控制器限速器的配方搭一个限速器（按键指数退避 5 ms 起，与 10 qps、突发 100 的令牌桶取最大值），只是令牌桶改用假时钟；再写一个小记录器，记下每个键被要求等多久。
//# en: Build the default controller limiter from its parts (per-key backoff from 5 ms, max-of a 10 qps bucket with a burst of 100), only with the bucket on a fake clock, and a tally of how long each key is told to wait.
import dev.duet.workqueue.*;
import dev.duet.clock.FakeClock;
import java.time.*;
import java.util.*;
var clock = new FakeClock(Instant.parse("2024-12-11T00:00:00Z"));
var limiter = new TypedMaxOfRateLimiter<String>(
        new TypedItemExponentialFailureRateLimiter<String>(Duration.ofMillis(5), Duration.ofSeconds(1000)),
        new TypedBucketRateLimiter<String>(10, 100, clock));
record Waits(int asked, String last, long lastMillis, long longestMillis) {}
class Tally {
    int asked;
    String last = "";
    long lastMillis, longestMillis;
    long fail(String key) {
        long millis = limiter.when(key).toMillis();
        asked++;
        last = key;
        lastMillis = millis;
        longestMillis = Math.max(longestMillis, millis);
        return millis;
    }
    Waits snapshot() { return new Waits(asked, last, lastMillis, longestMillis); }
}
var waits = new Tally();
String key(int i) { return String.format("key-%03d", i); }

//# zh: 同一时刻有 100 个不同的键失败。桶里本来有 100 个令牌，每个键都拿到一个，所以只等各自的 5 ms。
//# en: 100 different keys fail at the same instant. The bucket starts with 100 tokens, one for each, so each waits only its own 5 ms.
var first100 = new TreeSet<Long>();
for (int i = 1; i <= 100; i++) first100.add(waits.fail(key(i)));
System.out.println("keys 1-100 wait " + first100 + " ms");
//= keys 1-100 wait [5] ms

//# zh: 还是同一时刻，第 101 个键失败：桶已经空了，差一个令牌，按每秒 10 个算要等 100 ms，比它自己的 5 ms 长，取长的。
//# en: Still the same instant, key 101 fails: the bucket is empty, one token short, which at 10 per second is 100 ms; longer than its own 5 ms, so the longer one wins.
waits.fail(key(101))
//= 100

//# zh: 第 102 到第 150 个键接着失败：每个都排在前一个后面，多等 100 ms。第 150 个键要等 5 秒，尽管它自己一次也没失败过。
//# en: Keys 102 to 150 fail next: each queues up behind the one before, 100 ms later. Key 150 waits 5 seconds although it has never failed before.
for (int i = 102; i < 150; i++) waits.fail(key(i));
waits.fail(key(150))
//= 5000

//# zh: 第 1 个键再次失败：它自己的退避是 10 ms，但共享的桶已经欠了 50 个令牌，要等 5.1 秒。
//# en: Key 1 fails again: its own backoff says 10 ms, but the shared bucket is 50 tokens in debt and says 5.1 s.
//! ask.zh: 键 1 第二次失败，它自己的退避是 10 毫秒。它被告知要等多少毫秒？
//! ask.en: Key 1 fails a second time. Its own backoff says 10 ms. How many milliseconds is it told to wait?
//! choices: 10 | 5000 | 5100
//! answer: 5100
//! explain.zh: 限速器取两者中更长的那个。那一阵失败之后共享令牌桶欠了 50 个令牌，按每秒 10 个再要一个需要 5.1 秒，远长于这个键自己的 10 毫秒。
//! explain.en: The limiter takes the longer of the two answers. The shared bucket is 50 tokens in debt after the burst, and at 10 tokens a second it needs 5.1 s for one more: far longer than the key's own 10 ms.
waits.fail(key(1))
//= 5100

//# zh: 时钟走 10 秒：桶按每秒 10 个补回 100 个令牌，还清欠账后还剩 49 个。新失败的键又只等自己的 5 ms。
//# en: The clock moves 10 seconds: the bucket gets 100 tokens back at 10 per second, pays off its debt and keeps 49. A key that fails now waits only its own 5 ms again.
clock.step(Duration.ofSeconds(10));
waits.fail(key(151))
//= 5
