/* Search everywhere (Shift Shift or /), in the page's language: page titles and headings, the text
   of every section, demo titles and captions, and the port's symbols. Case-insensitive substring
   match, which is what Chinese (written without spaces) needs; several words separated by spaces
   must all occur. Symbols also match by camel-hump initials (e.g. "pnwi" finds processNextWorkItem).
   Titles rank above text; among text matches, more occurrences rank higher. A text match shows
   the words around it. The data is not part of the page: the first time the box is opened it
   loads the language's index (titles, kinds, links, details) and its body shards as classic
   scripts (Duet.shard, see SearchIndex: no fetch, works from file://); the box is open and
   typed into meanwhile, and shows results once they are in. */
(function () {
  'use strict';
  var D = window.Duet;
  var box = document.querySelector('.search-box');
  if (!box) return;
  var input = box.querySelector('.search-input');
  var list = box.querySelector('.search-results');
  var none = box.querySelector('.search-none');
  var entries = null, loading = false;
  /** Loads the index and its shards once, then calls ready(). */
  function load(ready) {
    if (entries) { ready(); return; }
    if (loading) return;
    loading = true;
    var name = 'search-' + D.lang;
    D.loadShard(name, function (index) {
      index = index || { n: 0, e: [] };
      var parts = [];
      for (var i = 0; i < index.n; i++) parts.push(name + '/' + i);
      D.loadShards(parts, function (bodies) {
        var body = {};
        bodies.forEach(function (b) { if (b) Object.keys(b).forEach(function (k) { body[k] = b[k]; }); });
        entries = index.e.map(function (e, i) {
          if (body[i]) e.b = body[i];
          return { e: e, t: fold(e.t), x: fold(e.x || ''), b: fold(e.b || ''), hump: humps(e.t) };
        });
        loading = false;
        ready();
      });
    });
  }
  /**
   * Lower case, with British and American spellings of the same word made one: -ise/-yse become
   * -ize/-yze ("amortised" finds "amortized" and back). Both replacements keep the length, so a
   * position found in the folded text is the same position in the original (the snippets rely on it).
   */
  function fold(text) {
    return text.toLowerCase().replace(/([a-z]{2,})([iy])s(e|es|ed|ing|ation|ations|er|ers)\b/g, '$1$2z$3');
  }
  var results = [], active = -1;
  var LIMIT = 60;
  // text kinds rank before demos, demos before symbols, when their scores tie
  var KIND_ORDER = { page: 0, section: 0, demo: 1 };
  list.id = 'search-results';
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-controls', list.id);
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');

  function humps(title) {
    var m = title.match(/[A-Z]|^[a-z]|(?:[^A-Za-z])[a-z]/g);
    return m ? m.join('').replace(/[^A-Za-z]/g, '').toLowerCase() : '';
  }

  function isSymbol(kind) { return !Object.prototype.hasOwnProperty.call(KIND_ORDER, kind); }

  function count(text, term) {
    var n = 0, i = text.indexOf(term);
    while (i >= 0) { n++; i = text.indexOf(term, i + term.length); }
    return n;
  }

  /** {s: rank (lower is better), n: occurrences in the text, at: the term to show a snippet of} or null. */
  function score(entry, q, terms) {
    if (entry.t === q) return { s: 0 };
    var i = entry.t.indexOf(q);
    if (i === 0) return { s: 1 };
    if (i > 0) return { s: 2 };
    if (isSymbol(entry.e.k) && terms.length === 1 && entry.hump.indexOf(q) === 0) return { s: 3 };
    var all = terms.every(function (term) { return entry.t.indexOf(term) >= 0; });
    if (all && terms.length > 1) return { s: 4 };
    if (isSymbol(entry.e.k) && entry.x.indexOf(q) >= 0) return { s: 5 }; // owner and signature
    var inText = count(entry.b, q);
    if (inText) return { s: 6, n: inText, at: q };
    if (terms.length > 1 && terms.every(function (term) {
      return entry.t.indexOf(term) >= 0 || entry.x.indexOf(term) >= 0 || entry.b.indexOf(term) >= 0;
    })) {
      var first = terms.filter(function (term) { return entry.b.indexOf(term) >= 0; })[0];
      return { s: 7, n: 0, at: first };
    }
    return null;
  }

  function kindLabel(kind) {
    return D.msg('search.kind.' + kind);
  }

  var CJK = /[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/;

  /** The words around the first occurrence of {@code term} in the entry's text, with every term marked. */
  function snippet(entry, term, terms) {
    var text = entry.e.b, at = entry.b.indexOf(term);
    if (at < 0) return null;
    var start = Math.max(0, at - (CJK.test(term) ? 24 : 48));
    var end = Math.min(text.length, at + term.length + (CJK.test(term) ? 60 : 110));
    // Latin text is cut between words; Chinese may be cut anywhere
    if (start > 0 && !CJK.test(text.charAt(start))) {
      var space = text.indexOf(' ', start);
      if (space >= 0 && space < at) start = space + 1;
    }
    if (end < text.length && !CJK.test(text.charAt(end))) {
      var back = text.lastIndexOf(' ', end);
      if (back > at + term.length) end = back;
    }
    var node = D.el('span', { 'class': 'snip' });
    if (start > 0) node.appendChild(document.createTextNode('…'));
    var piece = text.slice(start, end), lower = entry.b.slice(start, end), pos = 0;
    while (pos < piece.length) {
      var next = -1, len = 0;
      terms.forEach(function (t) {
        var j = lower.indexOf(t, pos);
        if (j >= 0 && (next < 0 || j < next)) { next = j; len = t.length; }
      });
      if (next < 0) { node.appendChild(document.createTextNode(piece.slice(pos))); break; }
      if (next > pos) node.appendChild(document.createTextNode(piece.slice(pos, next)));
      node.appendChild(D.el('mark', null, piece.slice(next, next + len)));
      pos = next + len;
    }
    if (end < text.length) node.appendChild(document.createTextNode('…'));
    return node;
  }

  function render() {
    var q = fold(input.value.trim()).replace(/\s+/g, ' ');
    var terms = q ? q.split(' ') : [];
    list.innerHTML = '';
    results = [];
    if (q && entries) {
      entries.forEach(function (entry) {
        var s = score(entry, q, terms);
        if (s) results.push({ s: s, entry: entry });
      });
      results.sort(function (a, b) {
        return a.s.s - b.s.s || (b.s.n || 0) - (a.s.n || 0)
          || (isSymbol(a.entry.e.k) ? 2 : KIND_ORDER[a.entry.e.k]) - (isSymbol(b.entry.e.k) ? 2 : KIND_ORDER[b.entry.e.k])
          || a.entry.t.length - b.entry.t.length;
      });
      results = results.slice(0, LIMIT);
    }
    results.forEach(function (r, i) {
      var e = r.entry.e;
      // the link itself is the option: an option holding a link would nest one control in another
      var li = D.el('li', { role: 'none' });
      var a = D.el('a', { id: 'search-result-' + i, role: 'option', 'aria-selected': 'false', href: D.root + e.h, tabindex: '-1', 'data-kind': e.k });
      a.appendChild(D.el('span', { 'class': 'k k-' + e.k }, kindLabel(e.k)));
      a.appendChild(D.el('span', isSymbol(e.k) ? { 'class': 't', lang: 'en' } : { 'class': 't' }, e.t));
      if (e.x) a.appendChild(D.el('span', isSymbol(e.k) ? { 'class': 'x', lang: 'en' } : { 'class': 'x' }, e.x));
      var snip = r.s.at ? snippet(r.entry, r.s.at, terms) : null;
      if (snip) a.appendChild(snip);
      li.appendChild(a);
      list.appendChild(li);
    });
    // "Nothing found" only once there was something to search in
    none.hidden = !q || !entries || results.length > 0;
    input.setAttribute('aria-expanded', results.length ? 'true' : 'false');
    select(results.length ? 0 : -1);
  }

  function select(i) {
    var items = list.children;
    if (active >= 0 && items[active]) { items[active].classList.remove('active'); items[active].firstChild.setAttribute('aria-selected', 'false'); }
    active = i;
    if (i >= 0 && items[i]) {
      items[i].classList.add('active');
      items[i].firstChild.setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', items[i].firstChild.id);
      items[i].scrollIntoView({ block: 'nearest' });
    } else {
      input.removeAttribute('aria-activedescendant');
    }
  }

  // The box opens and takes the focus at once, before its data is in: what the reader types while
  // the index loads goes into the box (never to the page's shortcuts), and is searched when it is ready.
  function openSearch() {
    if (D.openedPopup() !== box) D.openPopup(box, document.activeElement, input);
    input.select();
    if (entries) { render(); return; }
    box.setAttribute('aria-busy', 'true');
    load(function () {
      box.removeAttribute('aria-busy');
      render();
    });
  }

  input.addEventListener('input', render);
  input.addEventListener('keydown', function (e) {
    if (e.key === 'ArrowDown') { e.preventDefault(); if (results.length) select((active + 1) % results.length); }
    else if (e.key === 'ArrowUp') { e.preventDefault(); if (results.length) select((active - 1 + results.length) % results.length); }
    else if (e.key === 'Enter') {
      e.preventDefault();
      var item = list.children[active];
      if (item) {
        var href = item.querySelector('a').getAttribute('href');
        D.closePopup();
        location.href = href;
      }
    }
  });
  list.addEventListener('click', function () { D.closePopup(); });

  document.addEventListener('click', function (e) {
    if (e.target.closest && e.target.closest('[data-action="search"]')) openSearch();
  });

  // Shift pressed twice in a row (nothing in between) opens search, as in the IDE.
  var lastShift = 0;
  document.addEventListener('keydown', function (e) {
    if (e.key === 'Shift' && !e.repeat) {
      var now = Date.now();
      if (now - lastShift < 450 && D.openedPopup() !== box) { lastShift = 0; openSearch(); return; }
      lastShift = now;
      return;
    }
    lastShift = 0;
    if (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !D.typing(e.target) && !D.openedPopup()) {
      e.preventDefault();
      openSearch();
    }
  });
})();
