//! title.zh: 没有选主的两个控制器：同一个键同时被同步，resourceVersion 把一次写入变成冲突和重试
//! title.en: Two controllers without leader election: one key synced twice at once, and resourceVersion turns one write into a conflict and a retry
//! timeout: 60s
//! state: b, aSees

//# zh: 一个 API server，两个控制器实例 a 和 b，就像两个进程：各有自己的 informer 和队列，彼此一无所知。b 的 ReplicaSet watch 可以被压住，就像一个忙不过来、落后于 API server 的 informer。
//# en: One API server and two controller instances, a and b, as two processes would be: each with its own informers and queue, and neither knowing of the other. b's ReplicaSet watch can be held back, like an informer that is busy and behind the API server.
import dev.duet.deployment.*;
import dev.duet.deployment.api.*;
import dev.duet.deployment.apiserver.*;
import dev.duet.deployment.cache.Informer;
import dev.duet.workqueue.RateLimiters;
import dev.duet.clock.FakeClock;
import java.time.*;
import java.util.*;
var clock = new FakeClock(Instant.parse("2024-12-11T00:00:00Z"));
var server = new ApiServer(Readiness.IMMEDIATE, clock);
class LateWatch implements ResourceClient<ReplicaSet> {
    private final ResourceClient<ReplicaSet> real = server.replicaSets();
    private final List<Runnable> late = new ArrayList<>();
    private boolean holding;
    public ReplicaSet create(ReplicaSet rs) { return real.create(rs); }
    public ReplicaSet update(ReplicaSet rs) { return real.update(rs); }
    public ReplicaSet updateStatus(ReplicaSet rs) { return real.updateStatus(rs); }
    public void delete(String namespace, String name) { real.delete(namespace, name); }
    public ReplicaSet get(String namespace, String name) { return real.get(namespace, name); }
    public ListResult<ReplicaSet> list(String namespace) { return real.list(namespace); }
    public Watch watch(long since, WatchListener<ReplicaSet> listener) {
        return real.watch(since, event -> deliver(() -> listener.onEvent(event)));
    }
    synchronized void deliver(Runnable event) { if (holding) late.add(event); else event.run(); }
    synchronized void hold() { holding = true; }
    synchronized void catchUp() { holding = false; late.forEach(Runnable::run); late.clear(); }
}
DeploymentController controller(ResourceClient<ReplicaSet> rsSource, SyncGate gate, LogSink log) {
    var dInformer = new Informer<Deployment>(Deployment.KIND, server.deployments());
    var rsInformer = new Informer<ReplicaSet>(ReplicaSet.KIND, rsSource);
    var c = new DeploymentController(dInformer, rsInformer, server,
            RateLimiters.defaultTypedControllerRateLimiter(), clock, log, gate);
    dInformer.start();
    rsInformer.start();
    return c; // zh: 不启动 worker 线程：每一轮都由演示自己来跑 // en: no workers started: the demo runs each round itself
}
void drain(DeploymentController c) { while (c.queue().len() > 0) c.processNextWorkItem(); }
var gateA = new SyncGate();
var gateB = new SyncGate();
var lateB = new LateWatch();
var logB = new RecordingLogSink();
var a = controller(server.replicaSets(), gateA, LogSink.discard());
var b = controller(lateB, gateB, logB);
// zh: 播放器画出 b 的队列；对 a，则画出它正在同步的键、各键的同步次数，以及它缓存中的 ReplicaSet。
// en: The player draws b's queue; for a, the keys it syncs, its sync counts and the ReplicaSets its cache holds.
record Seen(List<String> syncing, Map<String, Integer> syncs, Map<String, List<ReplicaSetSummary>> replicaSets) {}
class SeenBy {
    Seen snapshot() { var s = a.snapshot(); return new Seen(s.syncing(), s.syncs(), s.replicaSets()); }
}
var aSees = new SeenBy();

//# zh: 创建 web，让两个控制器把手头的事做完：a 建好 ReplicaSet，b 随后同步时发现已经没什么可做。
//# en: Create web and let both controllers finish what they have: a makes the ReplicaSet, and b, syncing after it, finds nothing left to do.
var web = server.deployments().create(Deployment.of("default", "web", 3, "v1"));
drain(a);
drain(b);
System.out.println(server.replicaSets().list("default").items().get(0).spec().replicas() + " replicas, "
        + "nothing left in either queue: " + (a.queue().len() + b.queue().len() == 0));
//= 3 replicas, nothing left in either queue: true

//# zh: b 的 ReplicaSet watch 开始落后。用户把 web 扩到 5 个副本：两个队列都收到 default/web，两个控制器各派一个 worker 同时同步它。每个队列只保证自己的 worker 之间互斥，管不到另一个进程。
//# en: b's ReplicaSet watch falls behind. A user scales web to 5 replicas: both queues get default/web, and each controller has a worker sync it at the same time. Each queue keeps only its own workers apart; it knows nothing of the other process.
lateB.hold();
web = server.deployments().update(server.deployments().get("default", "web").withReplicas(5));
gateA.holdNext("default/web");
gateB.holdNext("default/web");
var workerA = new Thread(() -> a.processNextWorkItem());
var workerB = new Thread(() -> b.processNextWorkItem());
workerA.start();
workerB.start();
gateA.awaitHeld("default/web", Duration.ofSeconds(10));
gateB.awaitHeld("default/web", Duration.ofSeconds(10));
System.out.println("a syncing " + a.snapshot().syncing() + ", b syncing " + b.snapshot().syncing());
//= a syncing [default/web], b syncing [default/web]

//# zh: 先放行 a：它把 ReplicaSet 从 3 扩到 5，写入成功，resourceVersion 随之变了。b 的缓存还没收到这次变化，仍然以为是 3 个副本。
//# en: Let a go first: it scales the ReplicaSet from 3 to 5, the write succeeds, and the resourceVersion moves on. b's cache has not heard of it yet and still thinks there are 3.
gateA.release("default/web");
workerA.join();
drain(a);
System.out.println("server " + server.replicaSets().list("default").items().get(0).spec().replicas()
        + ", b's cache " + b.snapshot().replicaSets().get("default/web").get(0).replicas());
//= server 5, b's cache 3

//# zh: 再放行 b：它按缓存里那份旧的 ReplicaSet 也去扩容，带着旧的 resourceVersion，被 API server 以冲突拒绝。handleErr 按限速安排一次重试；a 写 Deployment 状态引发的事件也已让这个键再次排队。
//# en: Now let b go: working from the old ReplicaSet in its cache, it scales too, sends the old resourceVersion, and the API server refuses with a conflict. handleErr schedules a rate-limited retry; the event from a's status write has queued the key again as well.
gateB.release("default/web");
workerB.join();
var retryWaiting = b.queue().awaitIdle(Duration.ofSeconds(5)); // zh: 等延迟队列的循环把这次重试收进它的堆里 // en: until the delaying queue's loop has taken the retry into its heap
logB.linesContaining("Error syncing").forEach(System.out::println);
//= I Error syncing deployment default/web: Operation cannot be fulfilled on ReplicaSet default/web-5f466b6c78: the object has been modified (resourceVersion 3, stored 8)

//# zh: b 的 informer 追上来了。b 再同步一次：缓存里已是 5 个副本，无事可做，也没有任何写入。两个控制器都算过同一件事，但副本数只被写了一次，一次也没写错。
//# en: b's informer catches up. b syncs once more: its cache now shows 5 replicas, there is nothing to do and nothing is written. Both controllers worked out the same thing, yet the replica count was written once, and never wrongly.
long versionBefore = server.resourceVersion();
lateB.catchUp();
drain(b);
System.out.println("b's cache " + b.snapshot().replicaSets().get("default/web").get(0).replicas()
        + ", writes " + (server.resourceVersion() - versionBefore) + ", retries " + b.snapshot().retries());
//= b's cache 5, writes 0, retries {}

//# zh: 5 ms 后，冲突后安排的那次重试照样到点，又多一轮同步，同样无事可做。
//# en: 5 ms later the retry scheduled after the conflict still comes due: one more sync, again with nothing to do.
clock.step(Duration.ofMillis(5));
var settled = b.queue().awaitIdle(Duration.ofSeconds(5));
drain(b);
System.out.println("a synced " + a.snapshot().syncs() + ", b synced " + b.snapshot().syncs());
//= a synced {default/web=6}, b synced {default/web=4}
