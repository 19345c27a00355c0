//! title.zh: 反例：每个事件都排进先进先出队列
//! title.en: The alternative: a FIFO of every event
//! timeout: 20s
//! state: fifo, q

//# zh: 在演示里写一个朴素的队列：每次添加都追加到末尾，取出就删掉。旁边放一个真正的队列。
//# en: Write a naive queue in the demo: every add appends, get removes the head. Put the real queue beside it.
import dev.duet.workqueue.*;
import java.util.*;
import java.util.concurrent.*;
record FifoState(List<String> queue) {}
class EventFifo {
    private final LinkedBlockingQueue<String> events = new LinkedBlockingQueue<>();
    void add(String key) { events.add(key); }
    String get() throws InterruptedException { return events.take(); }
    FifoState snapshot() { return new FifoState(List.copyOf(events)); }
}
var fifo = new EventFifo();
var q = Typed.<String>newTyped();

//# zh: 热点键 a 连续变化三次，b 变化一次：FIFO 里 a 堆了三份，真队列里只有一份。
//# en: The hot key a changes three times, b once: the FIFO piles up three a's, the real queue holds one.
for (String key : List.of("a", "a", "a", "b")) {
    fifo.add(key);
    q.add(key);
}
System.out.println("fifo " + fifo.snapshot().queue() + ", real queue " + q.snapshot().queue());
//= fifo [a, a, a, b], real queue [a, b]

//# zh: 两个 worker 从 FIFO 各取一个：同一个键 a 同时交给了两个 worker。
//# en: Two workers each take one from the FIFO: the same key a is handed to both at once.
var fifoTaken = new CountDownLatch(2);
for (int w = 1; w <= 2; w++) {
    int worker = w;
    new Thread(() -> {
        try {
            String key = fifo.get();
            synchronized (fifo) { System.out.println("FIFO worker " + worker + " got " + key); }
            fifoTaken.countDown();
        } catch (InterruptedException e) { }
    }).start();
    while (fifoTaken.getCount() > 2 - worker) Thread.yield();
}
fifoTaken.await();
//= FIFO worker 1 got a
//= FIFO worker 2 got a

//# zh: 像两个 worker 那样从真队列连取两次：a 正在处理，不会再交出去，第二次拿到的是 b。
//# en: Take twice from the real queue, as two workers would: a is processing and not handed out again, so the second take gets b.
for (int w = 1; w <= 2; w++) {
    System.out.println("real worker " + w + " got " + q.get().item());
}
q.snapshot().processing()
//= real worker 1 got a
//= real worker 2 got b
//= [a, b]
