//! title.zh: 同一个键加两次，只排一次队
//! title.en: Adding a key twice queues it once
//! timeout: 20s
//! state: q

//# zh: 新建一个队列，放入键 a。
//# en: Create a queue and add the key a.
import dev.duet.workqueue.*;
var q = Typed.<String>newTyped();
q.add("a");
q.len()
//= 1

//# zh: 再放一次 a：它已经在 dirty 集合里，队列原样不动。
//# en: Add a again: it is already dirty, so the queue stays as it was.
q.add(/*edit*/"a");
q.len()
//= 1

//# zh: 放入 b，它排在 a 后面；a 没有因为第二次添加而挪到队尾。
//# en: Add b; it lines up behind a, which did not move to the back when added again.
//! ask.zh: 现在存储里有哪些键？按 Get 交出的顺序写（例如 x, y）。
//! ask.en: Which keys does storage hold now, in the order Get will hand them out? (type them, e.g. x, y)
//! predict: q.queue
//! answer: a, b
//! explain.zh: 第二次添加 a 时它已经是 dirty，什么都没改，所以 a 仍在最前面；b 是新键，排在它后面。再次添加不会把等待中的键挪到队尾。
//! explain.en: The second add of a found it already dirty and changed nothing, so a kept its place at the front; b, a new key, went in behind it. Adding again never moves a waiting key to the back.
q.add("b");
q.snapshot()
//= queue=[a, b] dirty=[a, b] processing=[] shuttingDown=false

//# zh: 取出的是 a，而且只有一份。
//# en: Get hands out a, and there is only one of it.
q.get();
q.len()
//= GetResult[item=a, shutdown=false]
//= 1
