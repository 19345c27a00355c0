package dev.duet.workqueue;

import io.kubernetes.client.extended.workqueue.DefaultRateLimitingQueue;
import io.kubernetes.client.extended.workqueue.DefaultWorkQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The queues under test behind the few calls the workloads make, so the port and the Kubernetes
 * Java client run the very same driver code. The adapters are final and each benchmark fork uses
 * one of them only, so the JIT sees one receiver type per call site.
 */
final class Subjects {

    /** The {@code @Param} values: the port, and {@code io.kubernetes:client-java-extended}. */
    static final String PORT = "port";
    static final String JAVA_CLIENT = "javaClient";

    private Subjects() {
    }

    /** Add, get, done and shut down: what W1 to W3 need. */
    interface WorkQueue {
        void add(String key);

        /** The next item, or null once shut down and empty. */
        String get() throws InterruptedException;

        void done(String key);

        void shutDown();
    }

    /** AddRateLimited, forget and shut down: what W4 needs. */
    interface RateLimitingQueue {
        void addRateLimited(String key);

        void forget(String key);

        void shutDown();
    }

    static WorkQueue workQueue(String impl) {
        return switch (impl) {
            case PORT -> new PortQueue(Typed.newTyped());
            case JAVA_CLIENT -> new JavaClientQueue(new DefaultWorkQueue<>());
            default -> throw new IllegalArgumentException("unknown impl " + impl);
        };
    }

    /** A queue with the default controller rate limiter of each library, on the real clock. */
    static RateLimitingQueue rateLimitingQueue(String impl) {
        return switch (impl) {
            case PORT -> new PortRateLimiting(TypedRateLimitingQueue.newTypedRateLimitingQueue(
                    RateLimiters.<String>defaultTypedControllerRateLimiter()));
            case JAVA_CLIENT -> new JavaClientRateLimiting();
            default -> throw new IllegalArgumentException("unknown impl " + impl);
        };
    }

    private record PortQueue(Typed<String> q) implements WorkQueue {
        @Override
        public void add(String key) {
            q.add(key);
        }

        @Override
        public String get() {
            return q.get().item();
        }

        @Override
        public void done(String key) {
            q.done(key);
        }

        @Override
        public void shutDown() {
            q.shutDown();
        }
    }

    private record JavaClientQueue(DefaultWorkQueue<String> q) implements WorkQueue {
        @Override
        public void add(String key) {
            q.add(key);
        }

        @Override
        public String get() throws InterruptedException {
            return q.get();
        }

        @Override
        public void done(String key) {
            q.done(key);
        }

        @Override
        public void shutDown() {
            q.shutDown();
        }
    }

    private record PortRateLimiting(TypedRateLimitingQueue<String> q) implements RateLimitingQueue {
        @Override
        public void addRateLimited(String key) {
            q.addRateLimited(key);
        }

        @Override
        public void forget(String key) {
            q.forget(key);
        }

        @Override
        public void shutDown() {
            q.shutDown();
        }
    }

    /** Its waiting loop runs on an executor of its own, which shutDown ends as well. */
    private static final class JavaClientRateLimiting implements RateLimitingQueue {
        private final ExecutorService loop = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "java-client-waiting-loop");
            t.setDaemon(true);
            return t;
        });
        private final DefaultRateLimitingQueue<String> q = new DefaultRateLimitingQueue<>(loop);

        @Override
        public void addRateLimited(String key) {
            q.addRateLimited(key);
        }

        @Override
        public void forget(String key) {
            q.forget(key);
        }

        @Override
        public void shutDown() {
            q.shutDown();
            loop.shutdownNow();
        }
    }
}
