//! title.zh: ReplicaSet 变化会唤醒它的 Deployment
//! title.en: A ReplicaSet change wakes its owning Deployment
//! timeout: 20s
//! state: cluster

//# zh: 在假时钟上启动集群，新 Pod 要手动标记为就绪；创建 web，控制器为它建一个 ReplicaSet。
//# en: Start a cluster on a fake clock whose new pods wait to be marked ready; create web, and the controller makes it a ReplicaSet.
import dev.duet.deployment.*;
import dev.duet.deployment.api.*;
import dev.duet.deployment.apiserver.Readiness;
import dev.duet.clock.FakeClock;
import java.time.Duration;
import java.time.Instant;
var gate = new SyncGate();
var clock = new FakeClock(Instant.parse("2024-12-11T00:00:00Z"));
var cluster = Cluster.builder().clock(clock).readiness(Readiness.MANUAL).interceptor(gate).start();
var web = cluster.apply(Deployment.of("default", "web", 3, "v1"));
cluster.awaitIdle(Duration.ofSeconds(10));
cluster.deployment("default", "web").status().readyReplicas()
//= 0

//# zh: 只改 ReplicaSet：把它的 Pod 标为就绪。事件处理器找到所有者，把 default/web 放进队列。
//# en: Change only the ReplicaSet: mark its pods ready. The event handler finds the owner and queues default/web.
gate.holdNext("default/web");
String rsName = cluster.replicaSets("default", "web").get(0).metadata().name();
cluster.server().markReady("default", rsName);
gate.awaitHeld("default/web", Duration.ofSeconds(10));
cluster.snapshot().syncing()
//= [default/web]

//# zh: 放行这次同步：Deployment 的状态跟上了 ReplicaSet。
//# en: Let that sync run: the Deployment's status catches up with its ReplicaSet.
gate.release("default/web");
cluster.awaitIdle(Duration.ofSeconds(10));
cluster.deployment("default", "web").status().readyReplicas()
//= 3
