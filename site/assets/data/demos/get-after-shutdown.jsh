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
//! ask.zh: 队列里有 a 和 b，然后队列被关闭。第一次 get 返回什么？
//! ask.en: a and b were queued, then the queue was shut down. What does the first get return?
//! choices: GetResult[item=a, shutdown=false] | GetResult[item=a, shutdown=true] | GetResult[item=null, shutdown=true]
//! answer: GetResult[item=a, shutdown=false]
//! explain.zh: 关闭并不会清空存储：get 照样交出已经排队的键，shutdown 为 false。只有存储空了，get 才报告 shutdown=true。
//! explain.en: Shutting down does not empty storage: get keeps handing out the keys already queued, with shutdown false. Only when storage is empty does get report shutdown=true.
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
//! ask.zh: 关闭之后、存储已空时添加 c。len() 返回多少？
//! ask.en: After shutdown and once storage is empty, c is added. What does len() return?
//! choices: 0 | 1
//! answer: 0
//! explain.zh: 队列一旦在关闭中，add 就悄悄丢弃新键：不报错，也不存储。
//! explain.en: Once the queue is shutting down, add drops new keys without a word: no error, nothing stored.
q.add("c");
q.len()
//= 0
