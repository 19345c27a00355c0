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
//! ask.zh: 排空期间 b 被从存储里取走了。现在 a 完成了。drained.getCount() 返回多少？
//! ask.en: During the drain, b was taken from storage. a is now done. What does drained.getCount() return?
//! choices: 0 | 1
//! answer: 1
//! explain.zh: shutDownWithDrain 要等到没有任何键在处理。b 是排空开始后才交出去的，仍在处理中，所以排空还没结束：闩锁仍是 1。
//! explain.en: shutDownWithDrain waits until nothing is processing. b was handed out after the drain began and is still processing, so the drain goes on: the latch still reads 1.
q.done("a");
drained.getCount()
//= 1

//# zh: b 完成，处理集合空了，排空结束。
//# en: b is done, nothing is processing, and the drain ends.
q.done("b");
drained.await();
//= shutDownWithDrain returned
