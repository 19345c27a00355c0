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
q.add("b");
q.snapshot()
//= queue=[a, b] dirty=[a, b] processing=[] shuttingDown=false

//# zh: 取出的是 a，而且只有一份。
//# en: Get hands out a, and there is only one of it.
q.get();
q.len()
//= GetResult[item=a, shutdown=false]
//= 1
