//! title.zh: 带排空的关闭会等正在处理的键
//! title.en: Shutdown with drain waits for items being processed
//! timeout: 20s
//! state: q

//# zh: a 被取走正在处理，b 还在队列里。
//# en: a has been handed out and is being processed; b is still queued.
import dev.duet.workqueue.*;
import java.util.concurrent.CountDownLatch;
var q = Typed.<String>newTyped();
q.add("a");
q.add("b");
q.get().item()
//= "a"

//# zh: 另一个线程调用 shutDownWithDrain，它停下来等 a。
//# en: Another thread calls shutDownWithDrain, which stops to wait for a.
var drained = new CountDownLatch(1);
var drainer = new Thread(() -> {
    q.shutDownWithDrain();
    System.out.println("shutDownWithDrain returned");
    drained.countDown();
});
drainer.start();
while (drainer.getState() != Thread.State.WAITING) Thread.yield();
drained.getCount()
//= 1

//# zh: 只等被取走的键：b 还在队列里，照样能取出来。
//# en: It waits only for handed-out items: b is still in storage and can still be fetched.
q.get()
//= GetResult[item=b, shutdown=false]

//# zh: a 完成时排空还没结束，b 完成后 shutDownWithDrain 才返回。
//# en: Done on a does not end the drain yet; it returns once b is done too.
q.done("a");
drained.getCount()
//= 1

//# zh: b 完成，处理集合空了，排空结束。
//# en: b is done, nothing is processing, and the drain ends.
q.done("b");
drained.await();
//= shutDownWithDrain returned
