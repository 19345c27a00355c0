/** The informer cache: a thread-safe indexed store fed by list and watch, event handlers, and listers by namespace and name. */
package dev.duet.deployment.cache;
