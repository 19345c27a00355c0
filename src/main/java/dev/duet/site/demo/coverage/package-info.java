/** Records, with JaCoCo, which lines of the port each demo step executed. */
package dev.duet.site.demo.coverage;
