/**
 * Where demo code runs: a bubblewrap sandbox on Linux (namespaces, a read-only file system of
 * the JDK and the class path, a seccomp filter against new processes, resource limits), checked by
 * a self-test at start-up, or no sandbox at all where none can be made.
 */
package dev.duet.site.sandbox;
