package dev.duet.site.demo;

import jdk.jshell.execution.LoaderDelegate;
import jdk.jshell.spi.ExecutionControl.ClassBytecodes;
import jdk.jshell.spi.ExecutionControl.ClassInstallException;

import java.nio.file.Path;

/** Installs JShell's compiled snippets into a {@link SnippetClassLoader}. */
final class SnippetLoaderDelegate implements LoaderDelegate {
    private final SnippetClassLoader loader;

    SnippetLoaderDelegate(SnippetClassLoader loader) {
        this.loader = loader;
    }

    @Override
    public void load(ClassBytecodes[] classes) throws ClassInstallException {
        boolean[] installed = new boolean[classes.length];
        for (ClassBytecodes c : classes) {
            loader.defineSnippet(c.name(), c.bytecodes());
        }
        try {
            for (int i = 0; i < classes.length; i++) {
                loader.loadClass(classes[i].name());
                installed[i] = true;
            }
        } catch (ClassNotFoundException | LinkageError e) {
            throw new ClassInstallException("cannot load snippet class: " + e, installed);
        }
    }

    @Override
    public void classesRedefined(ClassBytecodes[] classes) {
        for (ClassBytecodes c : classes) {
            loader.defineSnippet(c.name(), c.bytecodes());
        }
    }

    @Override
    public void addToClasspath(String path) {
        for (String entry : path.split(java.io.File.pathSeparator)) {
            if (!entry.isEmpty()) {
                loader.addPath(Path.of(entry));
            }
        }
    }

    @Override
    public Class<?> findClass(String name) throws ClassNotFoundException {
        // JShell's engine looks a class up here to run a snippet or to read one of its variables.
        loader.noteRun(name);
        return loader.loadClass(name);
    }
}
