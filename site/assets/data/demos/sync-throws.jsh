//! title.zh: 抛异常的同步不会被重试
//! title.en: A sync that throws is not retried
//! timeout: 20s
//! state: cluster

//# zh: 在假时钟上启动集群，并让 web 的第一次同步在结束时抛出异常（不是返回错误）。
//# en: Start a cluster on a fake clock and make web's first sync throw at its end (rather than return an error).
import dev.duet.deployment.*;
import dev.duet.deployment.api.*;
import dev.duet.clock.FakeClock;
import java.time.*;
import java.util.concurrent.atomic.AtomicBoolean;
var clock = new FakeClock(Instant.parse("2024-12-11T00:00:00Z"));
var log = new RecordingLogSink();
var first = new AtomicBoolean(true);
var cluster = Cluster.builder().clock(clock).log(log).interceptor((key, sync) -> {
    Exception err = sync.sync(key);
    if (first.getAndSet(false)) throw new IllegalStateException("sync of " + key + " blew up");
    return err;
}).start();
var web = cluster.apply(Deployment.of("default", "web", 3, "v1"));
cluster.awaitIdle(Duration.ofSeconds(10));
log.linesContaining("recovered")
//= [E worker recovered from java.lang.IllegalStateException: sync of default/web blew up]

//# zh: worker 恢复了，但 handleErr 没有运行：web 没有被重新排队，也没有记下重试。
//# en: The worker recovered, but handleErr never ran: web was not queued again and no retry was counted.
//! ask.zh: web 的同步抛了异常。现在有几个键在等待重试？
//! ask.en: web's sync threw. How many keys are now waiting for a retry?
//! predict: cluster.queue.waiting.size
//! choices: 0 | 1
//! answer: 0
//! explain.zh: 只有同步返回的错误才会交给 handleErr，由它调用 AddRateLimited。异常绕过了 handleErr：finally 里的 Done 照样执行，键就此离开队列，直到下一次事件才会再同步。
//! explain.en: Only an error the sync returns reaches handleErr, which calls AddRateLimited. An exception skips handleErr: the Done in finally still runs, and the key leaves the queue until the next event syncs it again.
cluster.controller().queue().numRequeues("default/web")
//= 0
