//! title.zh: 处理中再次添加：完成后恰好重排一次
//! title.en: Added while processing: queued again exactly once, on done
//! timeout: 20s
//! state: q

//# zh: worker 1 取走 a，先不调用 done。
//# en: Worker 1 takes a and does not call done yet.
import dev.duet.workqueue.*;
import java.util.concurrent.CountDownLatch;
var q = Typed.<String>newTyped();
q.add("a");
var worker1HasA = new CountDownLatch(1);
var worker1MayFinish = new CountDownLatch(1);
var worker1 = new Thread(() -> {
    String item = q.get().item();
    System.out.println("worker 1 got " + item);
    worker1HasA.countDown();
    try { worker1MayFinish.await(); } catch (InterruptedException e) { return; }
    System.out.println("worker 1 calls done(" + item + ")");
    q.done(item);
});
worker1.start();
worker1HasA.await();
//= worker 1 got a

//# zh: worker 2 开始等活；此时 a 又被添加了一次。
//# en: Worker 2 starts waiting for work; meanwhile a is added again.
var worker2HasA = new CountDownLatch(1);
var worker2 = new Thread(() -> {
    String item = q.get().item();
    System.out.println("worker 2 got " + item);
    worker2HasA.countDown();
});
worker2.start();
while (worker2.getState() != Thread.State.WAITING) Thread.yield();
q.add("a");
q.len()
//= 0

//# zh: a 只记在 dirty 集合里，没有进入队列，所以 worker 2 还在等。
//# en: a is only marked dirty, not queued, so worker 2 is still waiting.
worker2.getState()
//= WAITING

//# zh: worker 1 完成后，a 重新入队一次，交给了 worker 2。
//# en: When worker 1 is done, a is queued again, once, and worker 2 gets it.
worker1MayFinish.countDown();
worker2HasA.await();
//= worker 1 calls done(a)
//= worker 2 got a

//# zh: worker 2 完成后，队列空了：没有多出第二份 a。
//# en: After worker 2 is done the queue is empty: no second copy of a.
q.done("a");
q.len()
//= 0
