/* Duet page behaviour, core: UI strings, theme, language switch, popups, keyboard.
   Classic script, no modules, no network: works from file://. The other scripts (split.js,
   code.js, search.js, demo.js) build on window.Duet. */
(function () {
  'use strict';
  var doc = document.documentElement;
  var body = document.body;
  var msgs = {};
  try { msgs = JSON.parse(document.getElementById('duet-msg').textContent); } catch (e) { /* landing page */ }

  function store(key, value) { try { localStorage.setItem(key, value); } catch (e) { /* file:// without storage */ } }

  /** A UI string; {0}, {1} are replaced by the arguments. */
  function msg(key) {
    var args = Array.prototype.slice.call(arguments, 1);
    var text = Object.prototype.hasOwnProperty.call(msgs, key) ? msgs[key] : key;
    return text.replace(/\{(\d+)\}/g, function (m, i) { return args[i] !== undefined ? args[i] : m; });
  }

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    if (attrs) Object.keys(attrs).forEach(function (k) { if (attrs[k] !== null && attrs[k] !== undefined) node.setAttribute(k, attrs[k]); });
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }

  var root = body.getAttribute('data-root') || '';
  var lang = body.getAttribute('data-lang') || doc.lang || 'en';

  /** The site-relative href of a Java declaration's anchor, as seen from this page. */
  function symbolHref(sym) {
    return root + lang + '/src/' + sym.f + '.html#' + (sym.a || '');
  }
  function lineHref(file, line) {
    return root + lang + '/src/' + file + '.html#L' + line;
  }

  // Popups: one open at a time; Esc closes it and gives the focus back.
  var open = null;
  function openPopup(popup, opener, focusTarget) {
    if (open && open.popup !== popup) closePopup();
    popup.hidden = false;
    open = { popup: popup, opener: opener || document.activeElement };
    if (focusTarget) focusTarget.focus();
  }
  function closePopup() {
    if (!open) return;
    var o = open;
    open = null;
    o.popup.hidden = true;
    if (o.opener && o.opener.focus && document.contains(o.opener)) o.opener.focus({ preventScroll: true });
  }
  function openedPopup() { return open && open.popup; }
  // A modal popup (search, usages, help) keeps Tab and Shift+Tab inside it, as a dialog does;
  // the quick-documentation tooltip is not modal and lets the focus go.
  function focusables(popup) {
    return Array.prototype.filter.call(
      popup.querySelectorAll('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])'),
      function (n) { return !n.disabled && n.getClientRects().length > 0; });
  }
  document.addEventListener('keydown', function (e) {
    if (e.key !== 'Tab' || !open || open.popup.getAttribute('aria-modal') !== 'true') return;
    var items = focusables(open.popup);
    if (!items.length) { e.preventDefault(); return; }
    var first = items[0], last = items[items.length - 1], at = document.activeElement;
    var inside = open.popup.contains(at);
    if (e.shiftKey && (at === first || !inside)) { e.preventDefault(); last.focus(); }
    else if (!e.shiftKey && (at === last || !inside)) { e.preventDefault(); first.focus(); }
  });
  document.addEventListener('mousedown', function (e) {
    if (open && !open.popup.contains(e.target) && !e.target.closest('[data-action]')) closePopup();
  });

  // Theme: follows the system until the reader toggles it; the choice is remembered.
  function currentTheme() {
    var t = doc.getAttribute('data-theme');
    if (t) return t;
    return window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  function markTheme() {
    var btn = document.querySelector('[data-action="theme"]');
    if (btn) btn.setAttribute('aria-pressed', currentTheme() === 'dark' ? 'true' : 'false');
  }
  markTheme();

  // Presenter mode: large type, no side panels; remembered across pages.
  function togglePresenter() {
    var on = !doc.classList.contains('presenter');
    doc.classList.toggle('presenter', on);
    store('duet-presenter', on ? 'on' : 'off');
    status(msg(on ? 'help.present-on' : 'help.present-off'));
    window.dispatchEvent(new Event('resize'));
  }

  // Presenting a page: → and ← stop at each part of it in turn (the title, the split view, each
  // section, each demo), like slides, and only past the last or first part go to the next or
  // previous page. The current part is outlined and its number shown, since the status bar is
  // hidden in presenter mode. Scrolling by hand is respected: the next key starts from what is
  // at the top of the window.
  var presentAt = -1, presentY = -1;
  function presenting() { return doc.classList.contains('presenter'); }
  function presentParts() {
    return Array.prototype.slice.call(document.querySelectorAll(
      'main .page-head, main section.split, main h2[id], main section.demo'));
  }
  function underTopBar() {
    var bar = document.querySelector('.topbar');
    return (bar ? bar.getBoundingClientRect().height : 0) + 8;
  }
  function presentStep(delta) {
    var parts = presentParts();
    if (!parts.length) return false;
    if (presentAt < 0 || presentAt >= parts.length || Math.abs(window.scrollY - presentY) > 2) {
      presentAt = 0;
      parts.forEach(function (n, i) { if (n.getBoundingClientRect().top <= underTopBar() + 2) presentAt = i; });
    }
    var target = presentAt + delta;
    if (target < 0 || target >= parts.length) return false;
    presentAt = target;
    parts.forEach(function (n, i) { n.classList.toggle('present-current', i === target); });
    window.scrollTo(0, window.scrollY + parts[target].getBoundingClientRect().top - underTopBar());
    presentY = window.scrollY;
    var pos = document.querySelector('.present-pos');
    if (!pos) {
      pos = el('div', { 'class': 'present-pos', 'aria-live': 'polite' });
      document.body.appendChild(pos);
    }
    pos.textContent = msg('present.part', target + 1, parts.length);
    return true;
  }

  function status(text) {
    var pos = document.querySelector('.status-pos');
    if (pos) pos.textContent = text;
  }

  var help = document.querySelector('.help-box');
  document.addEventListener('click', function (e) {
    var btn = e.target.closest && e.target.closest('[data-action]');
    if (!btn) return;
    var action = btn.getAttribute('data-action');
    if (action === 'theme') {
      var next = currentTheme() === 'dark' ? 'light' : 'dark';
      doc.setAttribute('data-theme', next);
      store('duet-theme', next);
      markTheme();
      window.dispatchEvent(new Event('duet:theme'));
    } else if (action === 'help' && help) {
      openPopup(help, btn, help.querySelector('[data-action="close"]'));
    } else if (action === 'close') {
      closePopup();
    } else if (action === 'presenter') {
      togglePresenter();
    }
  });

  // Language switch keeps the reader's place: same page, same anchor.
  document.addEventListener('click', function (e) {
    var a = e.target.closest && e.target.closest('.langs a[data-lang]');
    if (!a) return;
    store('duet-lang', a.getAttribute('data-lang'));
    if (location.hash) a.setAttribute('href', a.getAttribute('href').split('#')[0] + location.hash);
  });

  // The URL hash names a line (#L12, #go-487, #java-290) or a symbol (#add(T)): light it up.
  function showHashTarget() {
    document.querySelectorAll('.target').forEach(function (n) { n.classList.remove('target'); });
    if (!location.hash) return;
    var id;
    try { id = decodeURIComponent(location.hash.slice(1)); } catch (e) { id = location.hash.slice(1); }
    var target = document.getElementById(id);
    if (!target) return;
    target.classList.add('target');
    var line = target.closest('.ln');
    if (line && line !== target) line.classList.add('target');
    target.scrollIntoView({ block: 'center' });
  }
  window.addEventListener('hashchange', showHashTarget);

  function typing(t) {
    return t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' || t.isContentEditable);
  }

  // Keyboard: arrows between pages, ? help, p presenter, Esc closes popups.
  // Alt+1 / Alt+7 jump into the Project and Structure tool windows, as in the IDE.
  function focusToolWindow(selector) {
    var win = document.querySelector(selector);
    if (!win || !win.offsetParent) return false;
    var link = win.querySelector('a.current, a[aria-current]') || win.querySelector('a');
    if (link) link.focus();
    return !!link;
  }

  document.addEventListener('keydown', function (e) {
    if (e.key === 'Escape' && open) { e.preventDefault(); closePopup(); return; }
    if (e.altKey && !e.ctrlKey && !e.metaKey && (e.code === 'Digit1' || e.code === 'Digit7')) {
      if (focusToolWindow(e.code === 'Digit1' ? '.toolwin.project' : '.toolwin.structure')) e.preventDefault();
      return;
    }
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    var t = e.target;
    if (typing(t) || open) return;
    if (e.key === '?') {
      e.preventDefault();
      if (help) openPopup(help, t, help.querySelector('[data-action="close"]'));
      return;
    }
    if (e.key === 'p' || e.key === 'P') { e.preventDefault(); togglePresenter(); return; }
    if (t && t.closest && t.closest('.demo')) return; // the demo player uses the arrows itself
    var rel = e.key === 'ArrowLeft' ? 'prev' : e.key === 'ArrowRight' ? 'next' : null;
    if (rel && presenting() && presentStep(rel === 'next' ? 1 : -1)) { e.preventDefault(); return; }
    if (rel) {
      var link = document.querySelector('.pager a[rel="' + rel + '"]');
      if (link) { e.preventDefault(); location.href = link.getAttribute('href'); }
    }
  });

  window.Duet = {
    msg: msg, el: el, root: root, lang: lang, store: store, status: status,
    symbols: window.DUET_SYMBOLS || {}, symbolHref: symbolHref, lineHref: lineHref,
    openPopup: openPopup, closePopup: closePopup, openedPopup: openedPopup, typing: typing,
    showHashTarget: showHashTarget
  };
  window.addEventListener('load', showHashTarget);
})();
