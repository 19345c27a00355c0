//! title.zh: 同步一直失败：延迟越来越长地重试，15 次后放弃
//! title.en: A failing sync is retried with growing delays, then dropped after 15
//! timeout: 20s
//! state: cluster

//# zh: 用假时钟启动集群，让 API 服务器拒绝创建 ReplicaSet，再创建 web：第一次同步失败，5ms 后重试。
//# en: Start a cluster on a fake clock whose API server refuses to create ReplicaSets, then create web: the first sync fails and is retried in 5ms.
import dev.duet.deployment.*;
import dev.duet.deployment.api.*;
import dev.duet.clock.FakeClock;
import java.time.*;
import java.util.function.BooleanSupplier;
var clock = new FakeClock(Instant.parse("2024-12-11T00:00:00Z"));
var log = new RecordingLogSink();
var cluster = Cluster.builder().clock(clock).log(log).start();
var queue = cluster.controller().queue();
void until(BooleanSupplier condition) {
    long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
    while (!condition.getAsBoolean()) {
        if (System.nanoTime() > deadline) throw new IllegalStateException("gave up waiting");
        Thread.yield();
    }
    cluster.awaitParked(Duration.ofSeconds(10));
}
long parkedRetry(int retries) {
    // zh: "停住"指：已计数、正在等待延迟，且 worker 已调用 done（所以键仍在处理时重试不会触发）。
    // en: Parked means: counted, waiting for its delay, and the worker has called done (so the retry
    // en: cannot fire while the key is still processing).
    until(() -> queue.numRequeues("default/web") == retries && queue.snapshot().waiting().size() == 1
            && queue.snapshot().queue().processing().isEmpty());
    return Duration.between(clock.now(), queue.snapshot().waiting().get(0).readyAt()).toMillis();
}
cluster.server().failNextWrites(ReplicaSet.KIND, 1000);
var web = cluster.apply(Deployment.of("default", "web", 3, "v1"));
System.out.println("retry 1 waits " + parkedRetry(1) + "ms");
//= retry 1 waits 5ms

//# zh: 每次到点就再同步一次，又失败；等待时间每次翻倍。
//# en: Each time the delay is up the key is synced again and fails again; the wait doubles each time.
for (int retry = 2; retry <= 15; retry++) {
    clock.step(Duration.ofMillis(parkedRetry(retry - 1)));
    System.out.println("retry " + retry + " waits " + parkedRetry(retry) + "ms");
}
//= retry 2 waits 10ms
//= retry 3 waits 20ms
//= retry 4 waits 40ms
//= retry 5 waits 80ms
//= retry 6 waits 160ms
//= retry 7 waits 320ms
//= retry 8 waits 640ms
//= retry 9 waits 1280ms
//= retry 10 waits 2560ms
//= retry 11 waits 5120ms
//= retry 12 waits 10240ms
//= retry 13 waits 20480ms
//= retry 14 waits 40960ms
//= retry 15 waits 81920ms

//# zh: 第 16 次同步仍然失败，重试次数已到 15：键被丢出队列，计数被清零。
//# en: The 16th sync fails too, and with 15 retries used up the key is dropped from the queue and its count forgotten.
//! ask.zh: 第 16 次同步也失败了。web 一共同步了几次？放弃之后 numRequeues 是多少？
//! ask.en: The 16th sync fails too. How many syncs of web have run, and what does numRequeues say after the drop?
//! predict: output:2
//! choices: syncs 15, requeues 15 | syncs 16, requeues 15 | syncs 16, requeues 0 | syncs 15, requeues 0
//! answer: syncs 16, requeues 0
//! explain.zh: 第一次同步加上 15 次重试，共 16 次。15 次重试用完后，handleErr 记录错误、放弃这个键并调用 Forget，所以它的计数重新从 0 开始。
//! explain.en: The first sync plus 15 retries makes 16 runs. With the 15 retries used up, handleErr logs the error, drops the key and calls Forget, so its count starts again from 0.
clock.step(Duration.ofMillis(parkedRetry(15)));
until(() -> !log.linesContaining("Dropping").isEmpty());
cluster.awaitIdle(Duration.ofSeconds(10));
System.out.println(log.linesContaining("Dropping").get(0));
System.out.println("syncs " + cluster.snapshot().syncs().get("default/web") + ", requeues " + queue.numRequeues("default/web"));
//= I Dropping deployment default/web out of the queue: injected fault: create ReplicaSet failed
//= syncs 16, requeues 0
