/* Code navigation, after IntelliJ: click / Ctrl+B go to declaration, hover / Ctrl+Q / F1 quick
   documentation, click on a declaration / Alt+F7 find usages (the calls of the method's whole
   hierarchy, grouped by file), Ctrl+Alt+B go to implementation, Ctrl+U go to super method,
   Ctrl+G go to line. The data comes in shards loaded on demand (see DataScripts): an action first
   loads the shards of the symbols it shows, then opens its popup, filled. */
(function () {
  'use strict';
  var D = window.Duet;
  var popup = document.querySelector('.symbol-popup');
  if (!popup) return;
  var symbols = D.symbols;
  var popupId = 0;

  // Each action is a request; a newer one (or the mouse leaving before a hover's data came) makes
  // an older one drop its answer, so a slow shard never opens a popup the reader has moved on from.
  var request = 0;
  /** Loads the declaration behind a token, then calls cb({id, sym}) if it is known and still wanted. */
  function withSymbol(node, cb) {
    var id = node && node.getAttribute && node.getAttribute('data-sym');
    if (!id) return;
    if (node !== hovering) hovering = null;
    var mine = ++request;
    D.needSymbols('sym', [id], function () {
      if (mine === request && symbols[id]) cb({ id: id, sym: symbols[id] }, mine);
    });
  }
  /** Loads the declarations of ids, then calls cb() if request {@code mine} is still the latest. */
  function withSymbols(ids, mine, cb) {
    D.needSymbols('sym', ids, function () { if (mine === request) cb(); });
  }
  function docTargets(html, into) {
    (html || '').replace(/data-target="([^"]*)"/g, function (m, id) { into.push(id.replace(/&quot;/g, '"').replace(/&amp;/g, '&')); });
    return into;
  }
  function tokenOf(target) {
    return target && target.closest ? target.closest('[data-sym], [data-gosym]') : null;
  }

  // Javadoc links name their target by id; point them at the target's declaration.
  function docHtml(sym) {
    var box = document.createElement('div');
    box.innerHTML = sym.d || '';
    box.querySelectorAll('code[data-target]').forEach(function (code) {
      var target = symbols[code.getAttribute('data-target')];
      if (!target) return;
      var a = D.el('a', { href: D.symbolHref(target) });
      code.parentNode.replaceChild(a, code);
      a.appendChild(code);
    });
    box.querySelectorAll('a[href^="http"]').forEach(function (a) { a.setAttribute('rel', 'external noopener'); });
    return box;
  }

  function place(anchor) {
    var r = anchor.getBoundingClientRect();
    popup.style.left = Math.max(8, Math.min(r.left, window.innerWidth - popup.offsetWidth - 8)) + 'px';
    var below = r.bottom + 4;
    popup.style.top = (below + popup.offsetHeight > window.innerHeight - 8 ? Math.max(8, r.top - popup.offsetHeight - 4) : below) + 'px';
  }

  function fill(kind, titleText) {
    popup.innerHTML = '';
    popup.className = 'popup symbol-popup ' + kind;
    var title = D.el('h2', { id: 'symbol-popup-title-' + (++popupId), 'class': 'popup-title' }, titleText);
    popup.setAttribute('aria-labelledby', title.id);
    popup.appendChild(title);
    return title;
  }

  // The Go side: a name an excerpt declares (data-gosym) has its declaring line, its kind and its
  // usages in assets/data/go.js, one shard for the site, loaded on the first use; a Go name with a
  // Java twin (data-sym too) shows that as well.
  var here = location.pathname.replace(/^.*\//, '').replace(/\.html$/, '');
  function goHref(slug, line) {
    return (slug === here ? '' : D.root + D.lang + '/' + slug + '.html') + '#go-' + line;
  }
  function withGo(token, cb) {
    var id = token.getAttribute('data-gosym');
    if (token !== hovering) hovering = null;
    var mine = ++request;
    D.loadShard('go', function (data) {
      if (mine !== request || !data || !data[id]) return;
      var twin = token.getAttribute('data-sym');
      if (twin) withSymbols([twin], mine, function () { cb(data[id], symbols[twin]); });
      else cb(data[id], null);
    });
  }
  function showGoDoc(token, viaKeyboard) {
    withGo(token, function (g, twin) {
      hovering = null;
      fill('doc go', D.msg('code.go-declaration'));
      popup.setAttribute('aria-modal', 'false');
      popup.appendChild(D.el('p', { 'class': 'kind' }, D.msg('go.kind.' + g.k)));
      var sig = D.el('pre', { 'class': 'sig', lang: 'en' });
      sig.appendChild(D.el('code', null, g.s));
      popup.appendChild(sig);
      if (twin) {
        var line = D.el('p', { 'class': 'supers' });
        line.appendChild(D.el('span', { 'class': 'label' }, D.msg('code.java-twin') + ' '));
        line.appendChild(D.el('a', { href: D.symbolHref(twin), lang: 'en' }, twin.s || twin.n));
        popup.appendChild(line);
      }
      var foot = D.el('p', { 'class': 'where' });
      var link = g.p ? D.el('a', { href: goHref(g.p, g.l), lang: 'en' }, g.f + ':' + g.l) : D.el('span', { lang: 'en' }, g.f + ':' + g.l);
      foot.appendChild(link);
      popup.appendChild(foot);
      popup.classList.toggle('by-mouse', !viaKeyboard);
      D.openPopup(popup, viaKeyboard ? token : document.activeElement, viaKeyboard && g.p ? link : null);
      place(token);
    });
  }
  function showGoUsages(token) {
    withGo(token, function (g) {
      fill('usages', D.msg('code.usages-of', g.n));
      popup.setAttribute('aria-modal', 'true');
      popup.appendChild(D.el('p', { 'class': 'count' }, g.u.length ? D.msg('code.usage-count', g.u.length) : D.msg('code.no-usages')));
      var list = D.el('ul', { 'class': 'usages', lang: 'en' });
      g.u.forEach(function (u) {
        var a = D.el('a', u[0] ? { href: goHref(u[0], u[1]), title: g.f + ':' + u[1] } : { title: g.f + ':' + u[1] });
        a.appendChild(D.el('span', { 'class': 'at' }, String(u[1])));
        a.appendChild(D.el('code', { 'class': 'line' }, u[2]));
        var li = D.el('li');
        li.appendChild(a);
        list.appendChild(li);
      });
      popup.appendChild(list);
      D.openPopup(popup, token, list.querySelector('a[href]') || null);
      place(token);
    });
  }

  function showDoc(token, viaKeyboard) {
    if (token.hasAttribute('data-gosym')) { showGoDoc(token, viaKeyboard); return; }
    withSymbol(token, function (s, mine) {
      // what the doc links to and the methods it overrides are shown by name: load them too
      var ids = docTargets(s.sym.d, docTargets(s.sym.t && s.sym.t[D.lang], []));
      (s.sym.p || []).forEach(function (id) { ids.push(id, id.split('#')[0]); });
      withSymbols(ids, mine, function () { renderDoc(token, viaKeyboard, s); });
    });
  }
  function renderDoc(token, viaKeyboard, s) {
    hovering = null;
    fill('doc', D.msg('code.quickdoc'));
    popup.setAttribute('aria-modal', 'false');
    var sig = D.el('pre', { 'class': 'sig', lang: 'en' });
    sig.appendChild(D.el('code', null, s.sym.s || s.sym.n));
    popup.appendChild(sig);
    var translated = s.sym.t && s.sym.t[D.lang];
    var doc = docHtml(translated ? { d: translated } : s.sym);
    doc.className = 'doc';
    doc.setAttribute('lang', translated ? D.lang : 'en');
    popup.appendChild(doc);
    if (s.sym.k === 'method') supersNote(s.sym, popup);
    if (translated) {
      // The page's language first; the Javadoc as written in the sources one click away.
      var original = D.el('details', { 'class': 'doc-original' });
      original.appendChild(D.el('summary', { title: D.msg('doc.original-title') }, D.msg('doc.original')));
      var originalDoc = docHtml(s.sym);
      originalDoc.className = 'doc';
      originalDoc.setAttribute('lang', 'en');
      original.appendChild(originalDoc);
      popup.appendChild(original);
    }
    var foot = D.el('p', { 'class': 'where' });
    var link = D.el('a', { href: D.symbolHref(s.sym), lang: 'en' }, s.sym.f + ':' + s.sym.l);
    foot.appendChild(link);
    popup.appendChild(foot);
    popup.classList.toggle('by-mouse', !viaKeyboard);
    D.openPopup(popup, viaKeyboard ? token : document.activeElement, viaKeyboard ? link : null);
    place(token);
  }

  // As the IDE's documentation does: "Specified by" an interface's method, "Overrides" a class's.
  function supersNote(sym, into) {
    (sym.p || []).forEach(function (id) {
      var target = symbols[id];
      if (!target) return;
      var owner = symbols[id.split('#')[0]];
      var line = D.el('p', { 'class': 'supers' });
      line.appendChild(D.el('span', { 'class': 'label' },
        D.msg(owner && owner.k === 'interface' ? 'code.specified-by' : 'code.overrides') + ' '));
      line.appendChild(D.el('a', { href: D.symbolHref(target), lang: 'en' }, simpleOwner(id) + '#' + target.n));
      into.appendChild(line);
    });
  }

  var usageKinds = { read: 'usage.read', write: 'usage.write', call: 'usage.call', type: 'usage.type' };

  function simpleOwner(id) {
    var type = id.split('#')[0];
    return type.slice(type.lastIndexOf('.') + 1);
  }
  function fileName(path) { return path.replace(/^.*\//, ''); }

  // Usages grouped by file, as the IDE's Find tool window does; a call that names another method
  // of the hierarchy (through the interface, or of a sibling implementation) says which.
  function showUsages(token) {
    if (token.hasAttribute('data-gosym')) { showGoUsages(token); return; }
    withSymbol(token, function (s, mine) {
      D.needSymbols('use', [s.id], function () { if (mine === request) renderUsages(token, s); });
    });
  }
  function renderUsages(token, s) {
    var uses = (D.usages[s.id] || []).map(function (u) { return [D.usageFile(u[0])].concat(u.slice(1)); });
    fill('usages', D.msg('code.usages-of', s.sym.n));
    popup.setAttribute('aria-modal', 'true');
    popup.appendChild(D.el('p', { 'class': 'count' }, uses.length ? D.msg('code.usage-count', uses.length) : D.msg('code.no-usages')));
    var list = D.el('ul', { 'class': 'usages grouped', lang: 'en' });
    var group = null, groupFile = null;
    uses.forEach(function (u) {
      if (u[0] !== groupFile) {
        groupFile = u[0];
        var head = D.el('li', { 'class': 'group', title: u[0] });
        head.appendChild(D.el('span', { 'class': 'file' }, fileName(u[0])));
        head.appendChild(D.el('span', { 'class': 'n' }, String(uses.filter(function (o) { return o[0] === u[0]; }).length)));
        list.appendChild(head);
        group = D.el('ul', { 'class': 'in-file', 'aria-label': fileName(u[0]) });
        head.appendChild(group);
      }
      var li = D.el('li');
      var a = D.el('a', { href: D.lineHref(u[0], u[1]) });
      a.appendChild(D.el('span', { 'class': 'at' }, String(u[1])));
      var kind = D.el('span', { 'class': 'kind kind-' + u[2], lang: D.lang }, D.msg(usageKinds[u[2]] || u[2]));
      if (u[4]) {
        kind.appendChild(D.el('span', { 'class': 'via', lang: 'en' }, ' ' + D.msg('usage.via', simpleOwner(u[4]))));
        a.setAttribute('data-via', u[4]);
      }
      a.appendChild(kind);
      a.appendChild(D.el('code', { 'class': 'line' }, u[3]));
      a.title = u[0] + ':' + u[1];
      li.appendChild(a);
      group.appendChild(li);
    });
    popup.appendChild(list);
    var first = list.querySelector('a');
    D.openPopup(popup, token, first || null);
    place(token);
  }

  // Go to implementation (Ctrl+Alt+B) and to super method (Ctrl+U): one target is followed, several
  // are listed to choose from, none is said so.
  function goToRelated(token, key, titleKey, noneKey) {
    withSymbol(token, function (s, mine) {
      withSymbols(s.sym[key] || [], mine, function () { renderRelated(token, s, key, titleKey, noneKey); });
    });
  }
  function renderRelated(token, s, key, titleKey, noneKey) {
    var ids = (s.sym[key] || []).filter(function (id) { return symbols[id]; });
    if (ids.length === 1) {
      D.closePopup();
      location.href = D.symbolHref(symbols[ids[0]]);
      return;
    }
    var type = s.sym.k !== 'method';
    fill('related', D.msg(titleKey + (type ? '-type' : ''), s.sym.n));
    popup.setAttribute('aria-modal', 'true');
    if (!ids.length) {
      popup.appendChild(D.el('p', { 'class': 'count' }, D.msg(noneKey + (type ? '-type' : ''))));
      D.openPopup(popup, token, null);
      place(token);
      return;
    }
    var list = D.el('ul', { 'class': 'usages related', lang: 'en' });
    ids.forEach(function (id) {
      var target = symbols[id];
      var a = D.el('a', { href: D.symbolHref(target), 'data-target': id, title: target.f + ':' + target.l });
      a.appendChild(D.el('span', { 'class': 'file' }, type ? target.n : simpleOwner(id)));
      a.appendChild(D.el('code', { 'class': 'line' }, target.s || target.n));
      a.appendChild(D.el('span', { 'class': 'at' }, fileName(target.f) + ':' + target.l));
      var li = D.el('li');
      li.appendChild(a);
      list.appendChild(li);
    });
    popup.appendChild(list);
    D.openPopup(popup, token, list.querySelector('a'));
    place(token);
  }

  function goToDeclaration(token) {
    if (token.tagName === 'A') { location.href = token.getAttribute('href'); return; }
    withSymbol(token, function (s) { location.href = D.symbolHref(s.sym); });
  }

  var hoverTimer = null, hovering = null;
  // a list the reader is choosing from (usages, implementations, super methods) is not replaced by hover
  function isList() { return popup.classList.contains('usages') || popup.classList.contains('related'); }

  // Click on a declaring token lists its usages; references are plain links (click and
  // ctrl/cmd-click both follow them to the declaration).
  document.addEventListener('click', function (e) {
    var token = tokenOf(e.target);
    if (!token || token.tagName === 'A') return;
    if (token.classList.contains('decl')) { e.preventDefault(); clearTimeout(hoverTimer); showUsages(token); }
  });

  // Hover shows quick documentation after a short pause, like the IDE.
  document.addEventListener('mouseover', function (e) {
    var token = tokenOf(e.target);
    clearTimeout(hoverTimer);
    if (!token) return;
    if (D.openedPopup() && D.openedPopup() !== popup) return;
    if (isList() && !popup.hidden) return;
    hoverTimer = setTimeout(function () {
      if (D.openedPopup() && (D.openedPopup() !== popup || isList())) return;
      hovering = token;
      showDoc(token, false);
    }, 450);
  });
  var closeTimer = null;
  document.addEventListener('mouseout', function (e) {
    if (!tokenOf(e.target) && !popup.contains(e.target)) return;
    clearTimeout(hoverTimer);
    // a hover whose data is still loading is dropped once the mouse leaves its token
    if (hovering && tokenOf(e.target) === hovering && !hovering.contains(e.relatedTarget)) { hovering = null; request++; }
    clearTimeout(closeTimer);
    if (popup.hidden || !popup.classList.contains('by-mouse')) return;
    closeTimer = setTimeout(function () {
      if (!popup.matches(':hover') && D.openedPopup() === popup) D.closePopup();
    }, 400);
  });

  function sourceLineOf(node) {
    var ln = node && node.closest && node.closest('.ln[data-java], .src[data-java], .src[data-go]');
    return ln ? (ln.getAttribute('data-java') || ln.getAttribute('data-go')) : null;
  }
  document.addEventListener('focusin', function (e) {
    var line = sourceLineOf(e.target);
    if (line && document.body.classList.contains('kind-source')) D.status(D.msg('goto.line', line));
  });

  // Go to line (Ctrl+G): a dialog in the page, on every page with code. A step page asks which
  // side (the Go excerpt or the Java port); a number outside the code's lines is said, not clamped.
  function lineSides() {
    var sides = [];
    var go = document.querySelectorAll('.split [id^="go-"][data-go]');
    if (go.length) sides.push({ name: 'Go', rows: go, num: function (n) { return +n.getAttribute('data-go'); } });
    var java = document.querySelectorAll('.source .ln[id^="L"]');
    if (!java.length) java = document.querySelectorAll('.split [id^="java-"][data-java]');
    if (!java.length) java = document.querySelectorAll('pre.code .ln[data-java]');
    if (java.length) sides.push({ name: 'Java', rows: java, num: function (n) { return +n.getAttribute('data-java'); } });
    return sides;
  }
  var gotoBox = null;
  function goToLine() {
    var sides = lineSides();
    if (!sides.length) return false;
    if (!gotoBox) {
      gotoBox = D.el('div', { 'class': 'popup goto-box', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'goto-title', hidden: '' });
      var form = D.el('form');
      var label = D.el('label', { id: 'goto-title', 'for': 'goto-input' }, D.msg('goto.prompt'));
      form.appendChild(label);
      var sideBox = D.el('div', { 'class': 'goto-sides', role: 'radiogroup', 'aria-label': D.msg('goto.prompt') });
      form.appendChild(sideBox);
      var input = D.el('input', { id: 'goto-input', type: 'text', inputmode: 'numeric', autocomplete: 'off', 'aria-describedby': 'goto-error' });
      form.appendChild(input);
      form.appendChild(D.el('button', { type: 'submit', 'class': 'btn' }, D.msg('goto.submit')));
      form.appendChild(D.el('p', { id: 'goto-error', 'class': 'goto-error', role: 'alert' }));
      gotoBox.appendChild(form);
      document.body.appendChild(gotoBox);
      form.addEventListener('submit', function (e) { e.preventDefault(); jump(); });
    }
    var sideBox = gotoBox.querySelector('.goto-sides');
    var chosen = sideBox.querySelector('input:checked');
    var keep = chosen ? chosen.value : (document.activeElement && document.activeElement.closest
      && document.activeElement.closest('[data-go]') ? 'Go' : null);
    sideBox.innerHTML = '';
    sideBox.hidden = sides.length < 2;
    sides.forEach(function (side, i) {
      var l = D.el('label');
      var r = D.el('input', { type: 'radio', name: 'goto-side', value: side.name });
      r.checked = keep ? side.name === keep : i === sides.length - 1;
      l.appendChild(r);
      l.appendChild(document.createTextNode(' ' + side.name));
      sideBox.appendChild(l);
    });
    gotoBox.querySelector('.goto-error').textContent = '';
    var field = gotoBox.querySelector('input[type="text"]');
    field.value = '';
    D.openPopup(gotoBox, document.activeElement, field);
    return true;
  }
  function jump() {
    var sides = lineSides();
    var picked = gotoBox.querySelector('.goto-sides input:checked');
    var side = sides.filter(function (x) { return picked && x.name === picked.value; })[0] || sides[sides.length - 1];
    var text = gotoBox.querySelector('input[type="text"]').value.trim();
    var n = /^\d+$/.test(text) ? parseInt(text, 10) : NaN;
    var rows = Array.prototype.slice.call(side.rows);
    var first = side.num(rows[0]), last = side.num(rows[rows.length - 1]);
    rows.forEach(function (r) { var k = side.num(r); if (k < first) first = k; if (k > last) last = k; });
    var error = gotoBox.querySelector('.goto-error');
    if (!(n >= first && n <= last)) { error.textContent = D.msg('goto.out-of-range', text, first, last); return; }
    // the row of that number, or the next one shown (a split view leaves some Java lines out)
    var row = null;
    rows.forEach(function (r) { var k = side.num(r); if (k >= n && (!row || k < side.num(row))) row = r; });
    D.closePopup();
    if (row.id) {
      if (location.hash === '#' + row.id) D.showHashTarget();
      else location.hash = row.id;
    } else {
      document.querySelectorAll('.target').forEach(function (x) { x.classList.remove('target'); });
      row.classList.add('target');
      row.scrollIntoView({ block: 'center' });
    }
    var focusable = row.matches('[tabindex]') ? row : row.querySelector('[tabindex], a');
    if (focusable) focusable.focus({ preventScroll: true });
  }

  document.addEventListener('keydown', function (e) {
    var token = tokenOf(e.target);
    var ctrl = e.ctrlKey || e.metaKey;
    if (ctrl && !e.altKey && (e.key === 'b' || e.key === 'B') && token) {
      e.preventDefault(); goToDeclaration(token);
    } else if (((ctrl && (e.key === 'q' || e.key === 'Q')) || e.key === 'F1') && token) {
      e.preventDefault(); showDoc(token, true);
    } else if (ctrl && e.altKey && e.code === 'KeyB' && token) {
      e.preventDefault(); goToRelated(token, 'i', 'code.implementations-of', 'code.no-implementations');
    } else if (ctrl && !e.altKey && !e.shiftKey && e.code === 'KeyU' && token) {
      e.preventDefault(); goToRelated(token, 'p', 'code.supers-of', 'code.no-supers');
    } else if (e.altKey && e.key === 'F7' && token) {
      e.preventDefault(); showUsages(token);
    } else if (ctrl && !e.altKey && (e.key === 'g' || e.key === 'G')) {
      if (lineSides().length) { e.preventDefault(); goToLine(); }
    }
  });

  // Translated Javadoc on source and topic pages: the button on it shows or hides the original
  // comment's lines. They are looked up in the button's own code block, since a topic page shows
  // several declarations, possibly of several files.
  function originalRows(button) {
    var range = button.getAttribute('data-doc-rows').split('-');
    var block = button.closest('pre') || document;
    var rows = [];
    for (var n = +range[0]; n <= +range[1]; n++) {
      var row = block.querySelector('.ln[data-java="' + n + '"]');
      if (row) rows.push(row);
    }
    return rows;
  }
  function showOriginal(button, shown) {
    button.setAttribute('aria-expanded', shown ? 'true' : 'false');
    originalRows(button).forEach(function (row) { row.classList.toggle('shown', shown); });
  }
  document.addEventListener('click', function (e) {
    var button = e.target.closest && e.target.closest('.doc-toggle');
    if (button) showOriginal(button, button.getAttribute('aria-expanded') !== 'true');
  });
  // A translated code comment (.cmt-tr) swaps with its original on a click, Enter or Space; it
  // stays on its line, so the code keeps its line numbers and its rows beside the Go.
  function swapComment(span) {
    var shown = span.textContent, lang = span.getAttribute('lang');
    span.textContent = span.getAttribute('data-alt');
    span.setAttribute('data-alt', shown);
    span.setAttribute('lang', span.getAttribute('data-alt-lang'));
    span.setAttribute('data-alt-lang', lang);
    span.setAttribute('aria-pressed', span.getAttribute('aria-pressed') === 'true' ? 'false' : 'true');
  }
  document.addEventListener('click', function (e) {
    var span = e.target.closest && e.target.closest('.cmt-tr');
    if (span) swapComment(span);
  });
  document.addEventListener('keydown', function (e) {
    var span = e.target.closest && e.target.closest('.cmt-tr');
    if (span && (e.key === 'Enter' || e.key === ' ')) { e.preventDefault(); swapComment(span); }
  });
  // A link to a line of a folded original (#L12) unfolds it.
  function revealTarget() {
    var row = location.hash && document.getElementById(location.hash.slice(1));
    if (!row || !row.classList.contains('doc-orig') || row.classList.contains('shown')) return;
    var tr = row.previousElementSibling;
    while (tr && !tr.classList.contains('doc-tr')) tr = tr.previousElementSibling;
    var button = tr && tr.querySelector('.doc-toggle');
    if (button) { showOriginal(button, true); row.scrollIntoView({ block: 'center' }); }
  }
  revealTarget();
  window.addEventListener('hashchange', revealTarget);

  // On source pages, the structure outline follows the reader's position.
  var outline = document.querySelectorAll('.outline a');
  if (outline.length) {
    var current = location.hash;
    outline.forEach(function (a) {
      if (a.getAttribute('href') === current) a.classList.add('current');
    });
    window.addEventListener('hashchange', function () {
      outline.forEach(function (a) { a.classList.toggle('current', a.getAttribute('href') === location.hash); });
    });
  }
})();
