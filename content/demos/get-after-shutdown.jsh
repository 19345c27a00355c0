//! title.zh: 关闭之后，已排队的键照样取得出来
//! title.en: After shutdown, queued items still come out
//! timeout: 20s
//! state: q

//# zh: 放入 a 和 b，然后关闭队列。
//# en: Add a and b, then shut the queue down.
import dev.duet.workqueue.*;
var q = Typed.<String>newTyped();
q.add("a");
q.add("b");
q.shutDown();

//# zh: 关闭后第一次取：得到 a，shutdown 为 false。
//# en: The first get after shutdown returns a, with shutdown=false.
q.get()
//= GetResult[item=a, shutdown=false]

//# zh: 第二次取得到 b，仍然是 false。
//# en: The second returns b, still false.
q.get()
//= GetResult[item=b, shutdown=false]

//# zh: 队列取空后，get 立刻返回 shutdown=true，不再阻塞。
//# en: Once storage is empty, get returns shutdown=true at once instead of blocking.
q.get()
//= GetResult[item=null, shutdown=true]

//# zh: 关闭后添加的键会被悄悄丢弃。
//# en: Items added after shutdown are dropped silently.
q.add("c");
q.len()
//= 0
