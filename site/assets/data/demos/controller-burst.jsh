//! title.zh: 同步期间的一阵更新只带来一次额外同步
//! title.en: A burst of updates during a sync causes exactly one more sync
//! timeout: 20s
//! state: cluster

//# zh: 在假时钟上启动一个小集群（两个 worker，没有计时器会自己触发），创建 Deployment web，等控制器忙完。
//# en: Start a small cluster with two workers on a fake clock (no timer fires by itself), create the Deployment web, and wait until the controller is idle.
import dev.duet.deployment.*;
import dev.duet.deployment.api.*;
import dev.duet.clock.FakeClock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
var gate = new SyncGate();
var clock = new FakeClock(Instant.parse("2024-12-11T00:00:00Z"));
var cluster = Cluster.builder().clock(clock).workers(2).interceptor(gate).start();
var web = cluster.apply(Deployment.of("default", "web", 3, "v1"));
cluster.awaitIdle(Duration.ofSeconds(10));
int before = cluster.snapshot().syncs().get("default/web");

//# zh: 改一次标签，让下一次同步停在开头，等它真的停住。
//# en: Change a label, hold the next sync at its start, and wait until it is held.
void relabel(int i) {
    cluster.update("default", "web", d -> d.withMetadata(d.metadata().withLabels(
            Map.of("app", "web", "burst", Integer.toString(i)))));
}
gate.holdNext("default/web");
relabel(0);
gate.awaitHeld("default/web", Duration.ofSeconds(10));
cluster.snapshot().syncing()
//= [default/web]

//# zh: 同步进行中，再连改一百次：键只被记为 dirty，没有再次入队，也没有交给另一个 worker。
//# en: While it syncs, change it a hundred more times: the key is only marked dirty, not queued again, and not given to the other worker.
for (int i = 1; i <= 100; i++) relabel(i);
cluster.snapshot().queue().queue()
//= queue=[] dirty=[default/web] processing=[default/web] shuttingDown=false

//# zh: 放行后，一百次更新只换来一次额外同步。
//# en: Once released, the hundred updates cost exactly one more sync.
//! ask.zh: 在一次同步被挡住期间，web 被改了 101 次。连同被挡住的那次，web 一共同步了几次？
//! ask.en: web was changed 101 times while one sync was held. Counting the held one, how many syncs of web run in all?
//! choices: 1 | 2 | 101
//! answer: 2
//! explain.zh: 第一次修改触发了被挡住的那次同步；之后的一百次只是把正在处理的键标为 dirty。被挡住的同步结束时，done 把 web 排回队列一次，于是再同步一次读到最新对象：一共两次。
//! explain.en: The first change started the held sync; the hundred that followed only marked the processing key dirty. When the held sync ended, done queued web once, so one more sync read the latest object: two in all.
gate.release("default/web");
cluster.awaitIdle(Duration.ofSeconds(10));
cluster.snapshot().syncs().get("default/web") - before
//= 2
