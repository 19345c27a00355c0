//! title.zh: 多调一次 done：同一个键排进队列两次
//! title.en: One done too many: the same key queued twice
//! timeout: 20s
//! state: q

//# zh: a 被取走、处理完，worker 调用了 done。
//# en: a is handed out, processed, and its worker calls done.
import dev.duet.workqueue.*;
var q = Typed.<String>newTyped();
q.add("a");
q.get();
q.done("a");
q.len()
//= GetResult[item=a, shutdown=false]
//= 0

//# zh: a 又被添加。还没有 worker 取它，就来了一次多余的 done(a)。
//# en: a is added again. Before any worker takes it, a stray second done(a) arrives.
//! ask.zh: 多余的 done 之后，len() 返回多少？
//! ask.en: After the stray done, what does len() return?
//! choices: 0 | 1 | 2
//! answer: 2
//! explain.zh: Done 不检查键是否真的在处理中：它把 a 从 processing 中删掉（本来就不在），看到 a 是 dirty，就再放进队列一次。队列里现在有两个 a。
//! explain.en: Done does not check that the key was being processed: it removes a from processing (where it was not) and, finding a dirty, pushes it into storage once more. Storage now holds a twice.
q.add("a");
q.done("a");
q.len()
//= 2

//# zh: 两个 worker 各取一次：两个都拿到 a，同一个键被同时处理。
//# en: Two workers take one each: both get a, and one key is processed twice at once.
q.get().item() + " and " + q.get().item()
//= "a and a"
