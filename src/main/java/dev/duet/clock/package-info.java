/** Injectable time: a real clock for production and a fake clock that tests and demos step by hand. */
package dev.duet.clock;
