/**
 * What a later run may reuse, kept on disk: content hashes ({@link Hashes}), the fingerprint of
 * Duet's own code ({@link CodeVersion}) that every kept result is keyed by, and a store of
 * serialised results ({@link DiskStore}) that treats anything it cannot read as a miss.
 */
package dev.duet.site.cache;
