//! title.zh: 指标：depth、adds、latency，以及 Len 与 depth 的区别
//! title.en: Metrics: depth, adds, latency, and how Len differs from depth
//! timeout: 20s
//! state: q

//# zh: 写一个记录型指标提供者，给有名字的队列用上假时钟。
//# en: Write a recording metrics provider and give a named queue a fake clock.
import dev.duet.workqueue.*;
import dev.duet.clock.FakeClock;
import java.time.*;
import java.util.*;
class Recorder implements MetricsProvider {
    int depth, adds;
    final List<Double> latency = new ArrayList<>();
    public GaugeMetric newDepthMetric(String n) {
        return new GaugeMetric() { public void inc() { depth++; } public void dec() { depth--; } };
    }
    public CounterMetric newAddsMetric(String n) { return () -> adds++; }
    public HistogramMetric newLatencyMetric(String n) { return latency::add; }
    public HistogramMetric newWorkDurationMetric(String n) { return v -> { }; }
    public SettableGaugeMetric newUnfinishedWorkSecondsMetric(String n) { return v -> { }; }
    public SettableGaugeMetric newLongestRunningProcessorSecondsMetric(String n) { return v -> { }; }
    public CounterMetric newRetriesMetric(String n) { return () -> { }; }
    public String toString() { return "depth=" + depth + " adds=" + adds + " latency=" + latency; }
}
var metrics = new Recorder();
var clock = new FakeClock(Instant.parse("2024-12-11T00:00:00Z"));
var q = Typed.newTypedWithConfig(TypedQueueConfig.<String>defaults()
        .withName("demo").withMetricsProvider(metrics).withClock(clock));

//# zh: 加入 a、再加一次 a、加入 b：重复的那次不计数。
//# en: Add a, a again, then b: the duplicate is not counted.
q.add("a");
q.add("a");
q.add("b");
metrics
//= depth=2 adds=2 latency=[]

//# zh: 三秒后取出 a：depth 减一，latency 记下它等了 3 秒。
//# en: Three seconds later, get a: depth drops by one and latency records 3 seconds of waiting.
clock.step(Duration.ofSeconds(3));
q.get();
metrics
//= GetResult[item=a, shutdown=false]
//= depth=1 adds=2 latency=[3.0]

//# zh: a 还在处理时再加一次：adds 和 depth 都加一，但 Len 不变，因为 a 没有进入队列。
//# en: Add a while it is still processing: adds and depth go up, but Len does not, because a is not in storage.
//! ask.zh: a 还在处理中时又被添加，depth 指标升到 2。len() 返回多少？
//! ask.en: a is added while it is still processing, and the depth metric goes up to 2. What does len() return?
//! predict: output:2
//! choices: 1 | 2 | 3
//! answer: 1
//! explain.zh: depth 统计每次把键标为 dirty 的添加，不管它是否在处理中；len() 只数存储，而处理中的键不在存储里。等 done 把 a 放回去，两者才重新一致。
//! explain.en: depth counts every add that marks a key dirty, processing or not; len() counts only storage, and a processing key is not in storage. The two agree again once done puts a back.
q.add("a");
System.out.println(metrics);
q.len()
//= depth=2 adds=3 latency=[3.0]
//= 1

//# zh: a 完成后被重新放进队列，Len 和 depth 又一致了。
//# en: Done puts a back in storage, and Len agrees with depth again.
q.done("a");
System.out.println(metrics);
q.len()
//= depth=2 adds=3 latency=[3.0]
//= 2
