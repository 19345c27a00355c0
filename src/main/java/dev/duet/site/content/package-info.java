/** Loading the walkthrough's content: manifest, pages with front matter, pinned excerpts, diagrams, UI messages. */
package dev.duet.site.content;
