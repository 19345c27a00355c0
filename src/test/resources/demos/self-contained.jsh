//! title.zh: 自带的小例子
//! title.en: A self-contained example
//! timeout: 5s
//! state: counter

//# zh: 定义一个带快照的计数器。
//# en: Define a counter that has a snapshot.
record CounterState(int count, java.util.List<String> seen) {}
class Counter {
    private int count;
    private final java.util.List<String> seen = new java.util.ArrayList<>();
    void hit(String who) { count++; seen.add(who); }
    public CounterState snapshot() { return new CounterState(count, java.util.List.copyOf(seen)); }
}
var counter = new Counter();

//# zh: 表达式的值会显示出来。
//# en: A bare expression shows its value.
counter.hit("main");
System.out.println("hits: " + counter.snapshot().count());
counter.snapshot().count()
//= hits: 1
//= 1

//# zh: 工作线程用闩锁排好先后。
//# en: A worker thread, ordered by a latch.
var done = new java.util.concurrent.CountDownLatch(1);
new Thread(() -> { counter.hit("worker"); System.out.println("worker ran"); done.countDown(); }).start();
done.await();
//= worker ran
