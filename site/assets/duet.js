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

  /**
   * A UI string as a fragment, for arguments that are elements (links): the pattern keeps the
   * language's punctuation and word order around them, which joining pieces in script would not.
   */
  function msgNodes(key) {
    var text = Object.prototype.hasOwnProperty.call(msgs, key) ? msgs[key] : key;
    return fillNodes(text, Array.prototype.slice.call(arguments, 1));
  }

  function fillNodes(pattern, args) {
    var out = document.createDocumentFragment();
    pattern.split(/(\{\d+\})/).forEach(function (piece) {
      var arg = /^\{\d+\}$/.test(piece) ? args[parseInt(piece.slice(1), 10)] : undefined;
      if (arg === undefined || arg === null) { if (piece) out.appendChild(document.createTextNode(piece)); }
      else out.appendChild(arg.nodeType ? arg : document.createTextNode(String(arg)));
    });
    return out;
  }

  /** Items (strings or elements) joined by the language's list pattern 'list.pair' ("{0}, {1}"). */
  function listNodes(items) {
    return items.reduce(function (acc, item) { return acc ? msgNodes('list.pair', acc, item) : fillNodes('{0}', [item]); },
      null) || document.createDocumentFragment();
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
    document.dispatchEvent(new Event('duet-presenter'));
    status(msg(on ? 'help.present-on' : 'help.present-off'));
    window.dispatchEvent(new Event('resize'));
  }

  // Presenting a page: → and ← stop at each part of it in turn (the title, the split view, each
  // section, each demo), like slides, and only past the last or first part go to the next or
  // previous page. A part taller than the window (a split view on a projector) is shown screen
  // by screen first, each screen starting at the first row the last one cut off, so every row is
  // seen whole; on a demo, the arrows step its player before moving on. The current part is
  // outlined and its number shown, since the status bar is hidden in presenter mode. Scrolling
  // by hand is respected: the next key starts from what is at the top of the window.
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
  // The bottom of what a screen shows whole: the window, less the sticky scroll bars of a split
  // view and the part counter.
  function screenBottom() { return window.innerHeight - 28; }
  var LINES = '.split-head, .row, p, li, pre, table, figure, h3, h4, .demo-console, .note, .diagram-box';
  // Where part i ends: where the next part starts (or the end of the main column).
  function partEnd(parts, i) {
    if (parts[i + 1]) return parts[i + 1].getBoundingClientRect().top;
    var main = document.querySelector('main .pager') || document.querySelector('main');
    return main.getBoundingClientRect().top;
  }
  // How far to scroll down to show the rest of part i, 0 when it is all on screen.
  function nextScreen(parts, i) {
    var top = underTopBar(), bottom = screenBottom(), end = partEnd(parts, i);
    if (end <= bottom + 1) return 0;
    var first = null;
    var scope = parts[i].matches('h2') ? document.querySelector('main') : parts[i];
    scope.querySelectorAll(LINES).forEach(function (n) {
      var r = n.getBoundingClientRect();
      if (!r.height || r.top >= end - 1 || r.bottom <= bottom + 0.5 || r.top <= top + 1) return;
      if (n.closest('.demo-console') && !n.matches('.demo-console')) return;
      if (!first || r.top < first) first = r.top;
    });
    var page = bottom - top - 24;
    return Math.max(1, Math.min(first === null ? page : first - top, page, end - top));
  }
  // How far to scroll up to show the screen before, within part i; 0 at the part's top.
  function previousScreen(parts, i) {
    var top = underTopBar(), start = parts[i].getBoundingClientRect().top;
    if (start >= top - 1) return 0;
    return Math.min(top - start, screenBottom() - top - 24);
  }
  function presentStep(delta) {
    var parts = presentParts();
    if (!parts.length) return false;
    if (presentAt < 0 || presentAt >= parts.length || Math.abs(window.scrollY - presentY) > 2) {
      presentAt = 0;
      parts.forEach(function (n, i) { if (n.getBoundingClientRect().top <= underTopBar() + 2) presentAt = i; });
    }
    var part = parts[presentAt];
    var target = presentAt, by = 0;
    if (part.duetStep && part.classList.contains('present-current') && part.duetStep(delta)) {
      by = null;
    } else if (delta > 0 && (by = nextScreen(parts, presentAt)) > 0) {
      // the rest of this part first
    } else if (delta < 0 && (by = -previousScreen(parts, presentAt)) < 0) {
      // the screen before, within this part
    } else {
      target = presentAt + delta;
      if (target < 0 || target >= parts.length) return false;
      by = parts[target].getBoundingClientRect().top - underTopBar();
    }
    presentAt = target;
    parts.forEach(function (n, i) { n.classList.toggle('present-current', i === target); });
    if (by !== null) window.scrollTo(0, window.scrollY + by);
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

  // The URL hash names a line (#L12, #go-487, #java-290) or a symbol (#add(T)): light it up and
  // land there (place.js keeps it below the top bar while the page settles); scroll: false only lights.
  function showHashTarget(scroll) {
    document.querySelectorAll('.target').forEach(function (n) { n.classList.remove('target'); });
    if (!location.hash) return;
    var id;
    try { id = decodeURIComponent(location.hash.slice(1)); } catch (e) { id = location.hash.slice(1); }
    var target = document.getElementById(id);
    if (!target) return;
    target.classList.add('target');
    var line = target.closest('.ln');
    if (line && line !== target) line.classList.add('target');
    if (scroll === false) return;
    if (window.Duet.land) window.Duet.land(target); else target.scrollIntoView({ block: 'center' });
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

  // As in the IDE, the key of a tool window pressed inside it folds it away, and the code takes its
  // width; pressed anywhere else it unfolds the window and moves into it. Remembered across pages.
  function toggleToolWindow(which) {
    var selector = '.toolwin.' + which;
    var win = document.querySelector(selector);
    if (!win) return false;
    var folded = doc.classList.contains('fold-' + which);
    if (!folded && win.offsetParent && win.contains(document.activeElement)) {
      setFold(which, true);
      var main = document.getElementById('main');
      if (main) main.focus({ preventScroll: true });
      return true;
    }
    if (folded) setFold(which, false);
    return focusToolWindow(selector) || folded;
  }
  function setFold(which, on) {
    doc.classList.toggle('fold-' + which, on);
    store('duet-fold-' + which, on ? 'on' : 'off');
    window.dispatchEvent(new Event('resize'));
  }

  // The same by mouse, as in the IDE: a hide button on each tool window's header and, while it is
  // folded, a stripe button at that edge of the window that brings it back. Focus follows the
  // control, so a keyboard reader who hides a window lands on the button that restores it.
  var TOOL_KEYS = { project: 'Alt+1', structure: 'Alt+7' };
  Object.keys(TOOL_KEYS).forEach(function (which) {
    var win = document.querySelector('.toolwin.' + which);
    if (!win) return;
    var name = win.getAttribute('aria-label') || which;
    var hide = el('button', { type: 'button', 'class': 'toolwin-hide', 'data-fold': which,
      title: msg('toolwin.hide', name, TOOL_KEYS[which]), 'aria-label': msg('toolwin.hide', name, TOOL_KEYS[which]) });
    hide.innerHTML = '<svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12"><path d="M2 6h8" stroke="currentColor" stroke-width="1.6"/></svg>';
    win.insertBefore(hide, win.firstChild);
    var stripe = el('button', { type: 'button', 'class': 'toolwin-stripe ' + which, 'data-unfold': which,
      title: msg('toolwin.show', name, TOOL_KEYS[which]), 'aria-label': msg('toolwin.show', name, TOOL_KEYS[which]) }, name);
    win.parentNode.insertBefore(stripe, win.nextSibling);
    hide.addEventListener('click', function () {
      setFold(which, true);
      stripe.focus();
    });
    stripe.addEventListener('click', function () {
      setFold(which, false);
      if (!focusToolWindow('.toolwin.' + which)) hide.focus();
    });
  });

  document.addEventListener('keydown', function (e) {
    if (e.key === 'Escape' && open) { e.preventDefault(); closePopup(); return; }
    if (e.altKey && !e.ctrlKey && !e.metaKey && (e.code === 'Digit1' || e.code === 'Digit7')) {
      if (toggleToolWindow(e.code === 'Digit1' ? 'project' : 'structure')) e.preventDefault();
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

  // The Project tree is one script for all pages of a language (assets/data/tree-<lang>.js):
  // its links are site-relative, and the page says which file is current and which to reveal.
  (function buildTree() {
    var ul = document.querySelector('ul.tree');
    if (!ul || typeof window.DuetTreeHtml !== 'string') return;
    ul.innerHTML = window.DuetTreeHtml;
    var root = ul.getAttribute('data-root') || '';
    var current = ul.getAttribute('data-current');
    var reveal = [];
    try { reveal = JSON.parse(ul.getAttribute('data-reveal') || '[]'); } catch (e) { reveal = []; }
    ul.querySelectorAll('a[href]').forEach(function (a) {
      a.setAttribute('href', root + a.getAttribute('href'));
      var file = a.getAttribute('data-file');
      if (file === current) { a.classList.add('current'); a.setAttribute('aria-current', 'page'); }
      if (reveal.indexOf(file) >= 0) {
        for (var n = a.parentNode; n && n !== ul; n = n.parentNode) if (n.tagName === 'DETAILS') n.open = true;
      }
    });
  })();

  // The Project tool window shows the current file (or the current page): scrolled into the
  // middle of the window when it is out of sight, without moving the page itself.
  function revealCurrent() {
    var win = document.querySelector('.toolwin.project');
    if (!win || !win.offsetParent) return;
    var current = win.querySelector('.tree a.current') || win.querySelector('a.current');
    if (!current) return;
    var w = win.getBoundingClientRect(), c = current.getBoundingClientRect();
    if (c.top < w.top || c.bottom > w.bottom) win.scrollTop += c.top - w.top - (w.height - c.height) / 2;
  }
  revealCurrent();

  // On a phone the Project tool window is a drawer that the menu button in the top bar opens.
  var menu = document.querySelector('[data-action="menu"]');
  var drawer = document.querySelector('.toolwin.project');
  function setDrawer(on) {
    if (!menu || !drawer) return;
    body.classList.toggle('drawer-open', on);
    menu.setAttribute('aria-expanded', on ? 'true' : 'false');
    if (on) {
      revealCurrent();
      var link = drawer.querySelector('a.current') || drawer.querySelector('a');
      if (link) link.focus({ preventScroll: true });
    }
  }
  if (menu && drawer) {
    menu.addEventListener('click', function () { setDrawer(!body.classList.contains('drawer-open')); });
    document.addEventListener('keydown', function (e) {
      if (e.key === 'Escape' && body.classList.contains('drawer-open')) { setDrawer(false); menu.focus(); }
    });
    document.addEventListener('mousedown', function (e) {
      if (body.classList.contains('drawer-open') && !drawer.contains(e.target) && !menu.contains(e.target)) setDrawer(false);
    });
  }

  // On-demand data: classic scripts under assets/data/ that call Duet.shard(name, data) when they
  // run (fetch and XHR are blocked from file://, a script tag is not). Each shard is requested
  // once; callbacks wait for every shard they asked for. A shard that fails to load counts as
  // empty, so a missing file shows no data instead of a popup that never opens.
  var shards = {};
  var symbols = {}, usages = {};
  var manifest = window.DUET_SYMBOLS || { f: [], t: {}, s: [], u: [] };
  function shard(name, data) {
    var s = shards[name] || (shards[name] = { waiting: [] });
    if (s.done) return;
    s.done = true;
    if (data) {
      var into = name.indexOf('sym/') === 0 ? symbols : name.indexOf('use/') === 0 ? usages : null;
      if (into) Object.keys(data).forEach(function (id) { into[id] = data[id]; });
      s.data = data;
    }
    s.waiting.splice(0).forEach(function (cb) { cb(s.data); });
  }
  function loadShard(name, cb) {
    var s = shards[name];
    if (s && s.done) { cb(s.data); return; }
    if (s && s.tag) { s.waiting.push(cb); return; }
    s = shards[name] = s || { waiting: [] };
    s.waiting.push(cb);
    s.tag = document.createElement('script');
    s.tag.src = root + 'assets/data/' + name + '.js';
    s.tag.onerror = function () { shard(name, null); };
    document.head.appendChild(s.tag);
  }
  /** Loads every shard named, then calls cb(array of their data, in order). */
  function loadShards(names, cb) {
    var left = names.length, out = [];
    if (!left) { cb(out); return; }
    names.forEach(function (name, i) {
      loadShard(name, function (data) { out[i] = data; if (--left === 0) cb(out); });
    });
  }
  // The part of a file's shard that holds an id: FNV-1a, as DataScripts.bucket computes it.
  function bucket(id, parts) {
    var h = 0x811c9dc5;
    for (var i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
    return (h >>> 0) % parts;
  }
  /** The shard ('sym' or 'use') that holds a symbol id, or null when the site does not show its file. */
  function shardOf(kind, id) {
    var file = manifest.t[id.split('#')[0]];
    if (file === undefined) return null;
    return kind + '/' + manifest.f[file] + '.' + bucket(id, (kind === 'sym' ? manifest.s : manifest.u)[file]);
  }
  /** Loads what the ids need of one kind ('sym': declarations, 'use': usages), then calls cb(). */
  function needSymbols(kind, ids, cb) {
    var names = [];
    ids.forEach(function (id) {
      var name = id && shardOf(kind, id);
      if (name && names.indexOf(name) < 0) names.push(name);
    });
    loadShards(names, function () { cb(); });
  }
  /** A usage's file: shards name it by its index in the manifest's list. */
  function usageFile(index) { return typeof index === 'number' ? manifest.f[index] : index; }

  window.Duet = {
    msg: msg, msgNodes: msgNodes, listNodes: listNodes, el: el, root: root, lang: lang, store: store, status: status,
    symbols: symbols, usages: usages, needSymbols: needSymbols, usageFile: usageFile,
    shard: shard, loadShard: loadShard, loadShards: loadShards, bucket: bucket, symbolHref: symbolHref, lineHref: lineHref,
    openPopup: openPopup, closePopup: closePopup, openedPopup: openedPopup, typing: typing,
    showHashTarget: showHashTarget
  };
})();
