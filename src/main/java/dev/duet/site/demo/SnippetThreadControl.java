package dev.duet.site.demo;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import jdk.jshell.execution.LocalExecutionControl;
import jdk.jshell.execution.LoaderDelegate;

/**
 * JShell's local engine, except that a snippet's run waits for the snippet's own thread only.
 *
 * <p>JDK 17's engine starts the snippet thread and then joins every thread of its group that it
 * sees. A snippet that starts a thread which lives on (a queue's waiting loop, a controller's
 * worker) is usually faster to be seen than to start it, but on a busy machine the new thread can
 * already exist when the engine looks, and the run then waits for it for ever (seen as a demo step
 * that timed out with nothing running). Here the group still holds every thread the snippet
 * starts, so {@link #stop()} ends them all, but only the snippet thread is waited for.
 */
final class SnippetThreadControl extends LocalExecutionControl {
    private volatile ThreadGroup group;
    private volatile boolean running;

    SnippetThreadControl(LoaderDelegate loaderDelegate) {
        super(loaderDelegate);
    }

    @Override
    @SuppressWarnings("deprecation") // ThreadDeath: how JShell's stop reaches a snippet on JDK 17
    protected String invoke(Method doitMethod) throws Exception {
        ThreadGroup snippetGroup = new ThreadGroup("JShell process local execution");
        AtomicReference<InvocationTargetException> thrown = new AtomicReference<>();
        AtomicReference<IllegalAccessException> refused = new AtomicReference<>();
        AtomicBoolean stopped = new AtomicBoolean();
        // As JDK 17's engine does: a stop reaching a thread of the snippet is a stop, not a crash.
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> {
            if (e instanceof ThreadDeath || e instanceof InvocationTargetException && e.getCause() instanceof ThreadDeath) {
                stopped.set(true);
            } else if (e instanceof InvocationTargetException ite) {
                thrown.set(ite);
            } else if (e instanceof IllegalAccessException iae) {
                refused.set(iae);
            }
        });
        Object[] result = new Object[1];
        Thread snippet = new Thread(snippetGroup, () -> {
            try {
                result[0] = doitMethod.invoke(null);
            } catch (InvocationTargetException e) {
                if (e.getCause() instanceof ThreadDeath) {
                    stopped.set(true);
                } else {
                    thrown.set(e);
                }
            } catch (IllegalAccessException e) {
                refused.set(e);
            } catch (ThreadDeath e) {
                stopped.set(true);
            }
        });
        group = snippetGroup;
        running = true;
        try {
            snippet.start();
            snippet.join();
        } finally {
            running = false;
        }
        if (stopped.get()) {
            throw new StoppedException();
        }
        if (thrown.get() != null) {
            throw thrown.get();
        }
        if (refused.get() != null) {
            throw refused.get();
        }
        return valueString(result[0]);
    }

    @Override
    @SuppressWarnings("removal")
    public void stop() {
        ThreadGroup current = group;
        if (running && current != null) {
            current.stop();
        }
    }
}
