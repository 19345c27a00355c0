package edu.unionfind;

import java.lang.annotation.ElementType;
import java.lang.annotation.Target;

/** Leaves observers (the snapshot the demo player draws) out of the lines a demo step executed. */
@Target({ElementType.METHOD, ElementType.TYPE})
@interface NotRecorded {}
