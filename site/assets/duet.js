/* Duet page behaviour. Classic script, no modules, no network: works from file://. */
(function () {
  'use strict';
  var doc = document.documentElement;

  function store(key, value) { try { localStorage.setItem(key, value); } catch (e) {} }

  // Theme: follows the system until the reader toggles it; the choice is remembered.
  function currentTheme() {
    var t = doc.getAttribute('data-theme');
    if (t) return t;
    return window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.addEventListener('click', function (e) {
    var btn = e.target.closest && e.target.closest('[data-action="theme"]');
    if (!btn) return;
    var next = currentTheme() === 'dark' ? 'light' : 'dark';
    doc.setAttribute('data-theme', next);
    store('duet-theme', next);
  });

  // Language switch keeps the reader's place: same page, same anchor.
  document.addEventListener('click', function (e) {
    var a = e.target.closest && e.target.closest('.langs a[data-lang]');
    if (!a) return;
    store('duet-lang', a.getAttribute('data-lang'));
    if (location.hash) a.setAttribute('href', a.getAttribute('href').split('#')[0] + location.hash);
  });

  // Keyboard: arrows move between pages.
  document.addEventListener('keydown', function (e) {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    var t = e.target;
    if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.isContentEditable)) return;
    var rel = e.key === 'ArrowLeft' ? 'prev' : e.key === 'ArrowRight' ? 'next' : null;
    if (rel) {
      var link = document.querySelector('.pager a[rel="' + rel + '"]');
      if (link) { e.preventDefault(); location.href = link.getAttribute('href'); }
    }
  });
})();
