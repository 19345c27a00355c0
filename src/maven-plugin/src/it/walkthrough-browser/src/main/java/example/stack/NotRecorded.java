package example.stack;

import java.lang.annotation.ElementType;
import java.lang.annotation.Target;

/**
 * Leaves a method or class out of the lines a demo step executed. Duet recognises any
 * annotation with this simple name, in any package; use it for observers (snapshots,
 * toString, waiting helpers), whose lines run whenever a demo looks, not when it acts.
 */
@Target({ElementType.METHOD, ElementType.TYPE})
public @interface NotRecorded {}
