/** {@code duet init}: writes a small, complete walkthrough project to start from. */
package dev.duet.site.init;
