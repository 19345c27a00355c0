//! title.zh: 换一种存储：按紧急程度排序，Touch 让它重新排位
//! title.en: Another storage: ordered by urgency, and Touch lets it re-rank a key
//! timeout: 20s
//! state: q

//# zh: 键带上紧急程度，但相等只看名字，这样队列仍把同名的键当作同一个。存储按紧急程度从高到低保存，同等紧急的先来先出；通过配置交给队列。
//# en: Keys carry an urgency, but equality looks only at the name, so the queue still treats same-named keys as one. The storage keeps them most urgent first, first come first served among equals, and is handed to the queue through its config.
import dev.duet.workqueue.*;
import java.util.ArrayList;
import java.util.List;
final class Key {
    final String name;
    final int urgency;
    Key(String name, int urgency) { this.name = name; this.urgency = urgency; }
    @Override public boolean equals(Object o) { return o instanceof Key k && k.name.equals(name); }
    @Override public int hashCode() { return name.hashCode(); }
    @Override public String toString() { return name + "!" + urgency; }
}
class ByUrgency implements Queue<Key> {
    // zh: 只在持有队列的锁时被调用，所以这里不用加锁。
    // en: Called only under the queue's lock, so no locking here.
    private final List<Key> keys = new ArrayList<>();
    private void place(Key key) {
        int i = 0;
        while (i < keys.size() && keys.get(i).urgency >= key.urgency) i++;
        keys.add(i, key);
    }
    public void push(Key key) { place(key); }
    public void touch(Key key) {
        // zh: 队列传入的是刚添加的那个副本：它带着新的紧急程度。
        // en: The queue passes the copy that was just added: it carries the new urgency.
        keys.remove(key);
        place(key);
    }
    public int len() { return keys.size(); }
    public Key pop() { return keys.remove(0); }
    public List<Key> items() { return List.copyOf(keys); }
}
var q = Typed.newTypedWithConfig(TypedQueueConfig.<Key>defaults().withQueue(new ByUrgency()));
q.add(new Key("a", 0));
q.add(new Key("b", 0));
q.add(new Key("c", 0));
q.snapshot().queue()
//= [a!0, b!0, c!0]

//# zh: c 又被加入一次，这回很紧急。c 已经是 dirty 且还在存储里，所以队列不会再放一份，而是调用 touch(c)；存储从这个新副本读到紧急程度，把 c 挪到最前面。
//# en: c is added again, this time urgent. c is already dirty and still in storage, so the queue adds no second copy but calls touch(c); the storage reads the urgency from that new copy and moves c to the front.
q.add(new Key("c", 5));
q.snapshot().queue()
//= [c!5, a!0, b!0]

//# zh: worker 取走 c。处理期间 c 又被标成更紧急：键不在存储里，队列只把这份新副本记进 dirty，不调用 touch，存储什么也看不到。
//# en: A worker takes c. While it is processed, c is marked even more urgent: the key is not in storage, so the queue only records the new copy in dirty and calls no touch; the storage sees nothing.
Key taken = q.get().item();
q.add(new Key("c", 9));
q.snapshot()
//= queue=[a!0, b!0] dirty=[a!0, b!0, c!9] processing=[c!5] shuttingDown=false

//# zh: Done 把 c 放回存储，放回的却是 worker 交回的那份（紧急程度 5），处理期间给的 9 就这样丢了。存储若要记住它，只能另想办法，比如自己按名字记一张紧急程度表。
//# en: Done puts c back into storage, but what it puts back is the copy the worker hands in (urgency 5), so the 9 given during processing is lost. A storage that must keep it has to learn it some other way, say from an urgency table of its own, kept by name.
q.done(taken);
q.snapshot().queue()
//= [c!5, a!0, b!0]
