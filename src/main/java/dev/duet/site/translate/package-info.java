/**
 * The translation stage: checks the authors' translations of the shown sources' Javadoc against
 * the analysed declarations and renders them for the quick docs and the source pages.
 */
package dev.duet.site.translate;
