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
//! ask.zh: a 正在处理时又被添加了一次。len() 返回多少？
//! ask.en: a is being processed and is added again. What does len() return?
//! choices: 0 | 1 | 2
//! answer: 0
//! explain.zh: 正在处理的键不会进入存储：这次添加只是把它标为 dirty。len() 数的是存储，所以在 done(a) 把 a 放回去之前一直是 0。
//! explain.en: A key that is processing is never put in storage: the add only marks it dirty. len() counts storage, so it stays 0 until done(a) puts a back.
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
