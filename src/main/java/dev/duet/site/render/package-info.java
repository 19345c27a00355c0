/** Rendering the linked site model to HTML with Thymeleaf, plus the data scripts the pages load. */
package dev.duet.site.render;
