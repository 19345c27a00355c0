/* The Go/Java split view, after IntelliJ's diff viewer: connector ribbons in the middle gutter,
   counterparts lit on hover or focus, commentary laid out as margin notes beside its rows. */
(function () {
  'use strict';
  var SVG = 'http://www.w3.org/2000/svg';
  var splits = Array.prototype.slice.call(document.querySelectorAll('.split'));
  if (!splits.length) return;

  function numbers(attr) {
    return (attr || '').split(/\s+/).filter(Boolean).map(Number);
  }

  function setup(split) {
    var bodyEl = split.querySelector('.split-body');
    var svg = bodyEl.querySelector('svg.connectors');
    var links = [];
    try { links = JSON.parse(bodyEl.getAttribute('data-links') || '[]'); } catch (e) { links = []; }
    var goById = {}, javaById = {};
    bodyEl.querySelectorAll('.go-src[data-go]').forEach(function (n) { goById[n.getAttribute('data-go')] = n; });
    bodyEl.querySelectorAll('.java-src[data-java]').forEach(function (n) { javaById[n.getAttribute('data-java')] = n; });
    var notes = Array.prototype.slice.call(bodyEl.querySelectorAll('.row > .note'));

    // Each note gets an id and a marker in its row, so the row and its note find each other.
    notes.forEach(function (note, i) {
      var row = note.parentNode;
      note.id = note.id || (split.getAttribute('data-excerpt') + '-note-' + (i + 1));
      var mark = document.createElement('span');
      mark.className = 'note-mark';
      mark.setAttribute('aria-hidden', 'true');
      mark.textContent = String(i + 1);
      row.querySelector('.java-num').appendChild(mark);
      note.setAttribute('data-mark', String(i + 1));
      var src = row.querySelector('.java-src[tabindex], .go-src[tabindex]');
      if (src) src.setAttribute('aria-describedby', note.id);
    });

    function marginMode() {
      return getComputedStyle(split).getPropertyValue('--notes-mode').trim() === 'margin';
    }

    // Notes sit at their row's offset in a column of their own; a note that would overlap the
    // previous one is pushed down. The code rows keep their own height.
    function layoutNotes() {
      var margin = marginMode();
      split.classList.toggle('margin-notes', margin);
      var bottom = 0;
      notes.forEach(function (note) {
        if (!margin) { note.style.top = ''; return; }
        var top = Math.max(note.parentNode.offsetTop, bottom);
        note.style.top = top + 'px';
        bottom = top + note.offsetHeight + 6;
      });
      bodyEl.style.minHeight = margin && bottom ? bottom + 'px' : '';
    }

    function mid(node, box) {
      var r = node.getBoundingClientRect();
      return r.top - box.top + Math.min(r.height, 22) / 2;
    }

    // Connectors: a curve from the Go line's gutter edge to the Java line's, dashed when the
    // pair crosses the aligned order.
    function drawConnectors() {
      while (svg.firstChild) svg.removeChild(svg.firstChild);
      var gutter = bodyEl.querySelector('.gutter');
      if (!gutter || !gutter.offsetWidth) return;
      var box = bodyEl.getBoundingClientRect();
      var g = gutter.getBoundingClientRect();
      var x0 = g.left - box.left, x1 = g.right - box.left, dx = (x1 - x0) / 2;
      svg.setAttribute('width', box.width);
      svg.setAttribute('height', box.height);
      links.forEach(function (l) {
        var go = goById[l[0]], java = javaById[l[1]];
        if (!go || !java) return;
        var y0 = mid(go, box), y1 = mid(java, box);
        var path = document.createElementNS(SVG, 'path');
        path.setAttribute('d', 'M' + x0 + ' ' + y0 + ' C' + (x0 + dx) + ' ' + y0 + ' ' + (x1 - dx) + ' ' + y1 + ' ' + x1 + ' ' + y1);
        path.setAttribute('data-go', l[0]);
        path.setAttribute('data-java', l[1]);
        if (l[2]) path.setAttribute('class', 'crossing');
        else if (Math.abs(y0 - y1) < 1) path.setAttribute('class', 'level');
        svg.appendChild(path);
      });
      if (current) highlight(current);
    }

    var current = null;
    function clearHighlight() {
      current = null;
      split.querySelectorAll('.hl').forEach(function (n) { n.classList.remove('hl'); });
    }

    function highlight(src) {
      clearHighlight();
      current = src;
      var isGo = src.hasAttribute('data-go');
      var own = src.getAttribute(isGo ? 'data-go' : 'data-java');
      src.classList.add('hl');
      numbers(src.getAttribute('data-links')).forEach(function (n) {
        var other = isGo ? javaById[n] : goById[n];
        if (other) other.classList.add('hl');
      });
      svg.querySelectorAll('path[' + (isGo ? 'data-go' : 'data-java') + '="' + own + '"]').forEach(function (p) {
        p.classList.add('hl');
      });
      var note = src.parentNode.querySelector('.note');
      if (note) note.classList.add('hl');
      window.Duet.status((isGo ? 'Go ' : 'Java ') + own + ' ↔ ' + (src.getAttribute('data-links') || '—'));
    }

    function sourceOf(e) {
      return e.target.closest && e.target.closest('.go-src[data-go], .java-src[data-java]');
    }
    bodyEl.addEventListener('mouseover', function (e) {
      var src = sourceOf(e);
      if (src) { highlight(src); return; }
      var note = e.target.closest && e.target.closest('.note');
      if (note) {
        var row = note.parentNode.querySelector('.java-src[data-java], .go-src[data-go]');
        if (row) highlight(row);
      }
    });
    bodyEl.addEventListener('mouseleave', clearHighlight);
    bodyEl.addEventListener('focusin', function (e) { var src = sourceOf(e); if (src) highlight(src); });
    bodyEl.addEventListener('focusout', clearHighlight);

    function redraw() { layoutNotes(); drawConnectors(); }
    return redraw;
  }

  var redraws = splits.map(setup);
  var pending = null;
  function redrawAll() {
    if (pending) return;
    pending = requestAnimationFrame(function () { pending = null; redraws.forEach(function (r) { r(); }); });
  }
  // The first layout runs at once (the stylesheet has loaded before this script runs), so the
  // page never shows notes stretching rows; later ones are batched into an animation frame.
  redraws.forEach(function (r) { r(); });
  window.addEventListener('resize', redrawAll);
  window.addEventListener('load', redrawAll);
  window.addEventListener('beforeprint', redrawAll);
  window.addEventListener('afterprint', redrawAll);
  if (document.fonts && document.fonts.ready) document.fonts.ready.then(redrawAll);
})();
