/* Search everywhere (Shift Shift or /): pages, headings and the port's symbols, in the page's
   language. Case-insensitive substring match (so Chinese matches Chinese), plus camel-hump
   initials for symbols (e.g. "pnwi" finds processNextWorkItem). */
(function () {
  'use strict';
  var D = window.Duet;
  var box = document.querySelector('.search-box');
  if (!box) return;
  var input = box.querySelector('.search-input');
  var list = box.querySelector('.search-results');
  var none = box.querySelector('.search-none');
  var entries = (window.DUET_SEARCH || []).map(function (e) {
    return { e: e, t: e.t.toLowerCase(), x: (e.x || '').toLowerCase(), hump: humps(e.t) };
  });
  var results = [], active = -1;
  var LIMIT = 60;
  list.id = 'search-results';
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-controls', list.id);
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');

  function humps(title) {
    var m = title.match(/[A-Z]|^[a-z]|(?:[^A-Za-z])[a-z]/g);
    return m ? m.join('').replace(/[^A-Za-z]/g, '').toLowerCase() : '';
  }

  function isSymbol(kind) { return kind !== 'page' && kind !== 'section'; }

  function score(entry, q) {
    var i = entry.t.indexOf(q);
    if (entry.t === q) return 0;
    if (i === 0) return 1;
    if (i > 0) return 2;
    if (isSymbol(entry.e.k) && entry.hump.indexOf(q) === 0) return 3;
    if (entry.x.indexOf(q) >= 0) return 4;
    return -1;
  }

  function kindLabel(kind) {
    if (kind === 'page') return D.msg('search.kind.page');
    if (kind === 'section') return D.msg('search.kind.section');
    return kind;
  }

  function render() {
    var q = input.value.trim().toLowerCase();
    list.innerHTML = '';
    results = [];
    if (q) {
      entries.forEach(function (entry) {
        var s = score(entry, q);
        if (s >= 0) results.push({ s: s, entry: entry });
      });
      results.sort(function (a, b) {
        return a.s - b.s || (isSymbol(a.entry.e.k) - isSymbol(b.entry.e.k)) || a.entry.t.length - b.entry.t.length;
      });
      results = results.slice(0, LIMIT);
    }
    results.forEach(function (r, i) {
      var e = r.entry.e;
      var li = D.el('li', { id: 'search-result-' + i, role: 'option', 'aria-selected': 'false' });
      var a = D.el('a', { href: D.root + e.h, tabindex: '-1' });
      a.appendChild(D.el('span', { 'class': 'k k-' + e.k }, kindLabel(e.k)));
      a.appendChild(D.el('span', isSymbol(e.k) ? { 'class': 't', lang: 'en' } : { 'class': 't' }, e.t));
      if (e.x) a.appendChild(D.el('span', isSymbol(e.k) ? { 'class': 'x', lang: 'en' } : { 'class': 'x' }, e.x));
      li.appendChild(a);
      list.appendChild(li);
    });
    none.hidden = !q || results.length > 0;
    input.setAttribute('aria-expanded', results.length ? 'true' : 'false');
    select(results.length ? 0 : -1);
  }

  function select(i) {
    var items = list.children;
    if (active >= 0 && items[active]) { items[active].classList.remove('active'); items[active].setAttribute('aria-selected', 'false'); }
    active = i;
    if (i >= 0 && items[i]) {
      items[i].classList.add('active');
      items[i].setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', items[i].id);
      items[i].scrollIntoView({ block: 'nearest' });
    } else {
      input.removeAttribute('aria-activedescendant');
    }
  }

  function openSearch() {
    D.openPopup(box, document.activeElement, input);
    input.select();
    render();
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
