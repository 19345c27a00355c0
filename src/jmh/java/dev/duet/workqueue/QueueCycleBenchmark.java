package dev.duet.workqueue;

import io.kubernetes.client.extended.workqueue.DefaultWorkQueue;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One thread, no contention: add a key, get it, mark it done, over 1,024 string keys. One
 * operation is one full cycle.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class QueueCycleBenchmark {

    @State(Scope.Thread)
    public static class DuetState {
        final String[] keys = Keys.of(1024, "key-");
        Typed<String> queue;
        int next;

        @Setup
        public void setUp() {
            queue = Typed.newTyped();
        }
    }

    @State(Scope.Thread)
    public static class KubernetesJavaState {
        final String[] keys = Keys.of(1024, "key-");
        DefaultWorkQueue<String> queue;
        int next;

        @Setup
        public void setUp() {
            queue = new DefaultWorkQueue<>();
        }
    }

    @Benchmark
    public String duet(DuetState s) {
        String key = s.keys[s.next++ & 1023];
        s.queue.add(key);
        String item = s.queue.get().item();
        s.queue.done(item);
        return item;
    }

    @Benchmark
    public String kubernetesJava(KubernetesJavaState s) throws InterruptedException {
        String key = s.keys[s.next++ & 1023];
        s.queue.add(key);
        String item = s.queue.get();
        s.queue.done(item);
        return item;
    }
}
