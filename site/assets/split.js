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

    var rowsEl = bodyEl.querySelector('.rows');

    // Each note sits in a column of its own, level with its row when there is room; a note that
    // does not fit there (the note above it still runs) goes on down the column, just below that
    // one, tied to its row by a line (drawn with the connectors). The code stays whole: no blank
    // rows are put in it, so a method reads as one block (as an editor's inlay hints keep it);
    // the only blank rows are those the Go/Java alignment has. When the notes run past the last
    // row, the view grows to hold them.
    var ties = [];
    // The "Line N" chip of a note set far below its row (N its Java line, else its Go line).
    function rowChip(note, row) {
      var chip = note.querySelector('.note-row');
      if (!row) { if (chip) chip.remove(); return; }
      var src = row.querySelector('.java-src[data-java]') || row.querySelector('.go-src[data-go]');
      if (!src) return;
      if (!chip) {
        chip = document.createElement('span');
        chip.className = 'note-row';
        note.insertBefore(chip, note.firstChild);
      }
      chip.textContent = window.Duet.msg('goto.line', src.getAttribute('data-java') || src.getAttribute('data-go'));
    }
    function layoutNotes() {
      var margin = marginMode();
      split.classList.toggle('margin-notes', margin);
      ties = [];
      bodyEl.style.minHeight = '';
      var bottom = 0;
      notes.forEach(function (note) {
        if (!margin) { note.style.top = ''; note.classList.remove('stacked', 'far'); rowChip(note, null); return; }
        var row = note.parentNode;
        var top = Math.max(row.offsetTop, bottom);
        note.style.top = top + 'px';
        note.classList.toggle('stacked', top > row.offsetTop + 1);
        // Far from its row (more than a row down), a tie would run nearly upright in the narrow
        // gap beside the others and read as a bundle: such a note names its line instead, and
        // its tie shows only while its row or the note is pointed at or focused (highlight()).
        var far = top > row.offsetTop + row.offsetHeight;
        note.classList.toggle('far', far);
        rowChip(note, far ? row : null);
        ties.push([row, note]);
        bottom = top + note.offsetHeight + 6;
      });
      if (margin && notes.length && bottom > rowsEl.offsetTop + rowsEl.offsetHeight) bodyEl.style.minHeight = bottom + 'px';
    }

    // Code never wraps. Each line scrolls sideways on its own (trackpad, Shift+wheel, the
    // keyboard), and every other line of its side follows, so the lines stay in columns and
    // the two sides keep their rows level; the scroll bar of each side sits in a last row that
    // sticks to the bottom of the window. On phones, where Go and Java lines alternate in one
    // column, the whole view scrolls as one.
    var hscroll = document.createElement('div');
    hscroll.className = 'row hscroll';
    hscroll.setAttribute('aria-hidden', 'true');
    hscroll.innerHTML = '<span class="num go-num"></span><div class="bar go-bar" tabindex="-1"><div></div></div>'
      + '<span class="gutter"></span><span class="num java-num"></span><div class="bar java-bar" tabindex="-1"><div></div></div>';
    rowsEl.appendChild(hscroll);
    var bars = { go: hscroll.querySelector('.go-bar'), java: hscroll.querySelector('.java-bar') };
    function oneColumn() { var g = bodyEl.querySelector('.gutter'); return !g || !g.offsetWidth; }
    function sideOf(node) { return node.classList.contains('go-src') || node === bars.go ? 'go' : 'java'; }
    function lines(side) {
      var sel = oneColumn() ? '.row > .src' : '.row > .' + side + '-src';
      return Array.prototype.slice.call(rowsEl.querySelectorAll(sel));
    }
    var syncing = false;
    function scrollSide(side, x, from) {
      if (syncing) return;
      syncing = true;
      var sides = oneColumn() ? ['go', 'java'] : [side];
      sides.forEach(function (sd) {
        lines(sd).forEach(function (n) { if (n !== from && n.scrollLeft !== x) n.scrollLeft = x; });
        if (bars[sd] !== from && bars[sd].scrollLeft !== x) bars[sd].scrollLeft = x;
      });
      syncing = false;
    }
    bodyEl.addEventListener('scroll', function (e) {
      var n = e.target;
      if (!n.classList || !(n.classList.contains('src') || n.classList.contains('bar'))) return;
      scrollSide(sideOf(n), n.scrollLeft, n);
    }, true);
    function sizeBars() {
      ['go', 'java'].forEach(function (side) {
        var bar = bars[side], widest = 0, shown = 0;
        lines(side).forEach(function (n) {
          if (n.classList.contains(side + '-src')) {
            widest = Math.max(widest, n.scrollWidth);
            shown = Math.max(shown, n.clientWidth);
          }
        });
        var one = oneColumn();
        if (one && side === 'java') { bar.classList.add('idle'); return; }
        if (one) lines('java').forEach(function (n) { widest = Math.max(widest, n.scrollWidth); shown = Math.max(shown, n.clientWidth); });
        bar.firstChild.style.width = widest + 'px';
        bar.classList.toggle('idle', widest <= shown + 1);
        scrollSide(side, bar.scrollLeft, bar);
      });
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
      // Ties from each row's right edge to its note: level ones a short stub, stacked ones a
      // curve down the gap to where the note went.
      var rowsRight = rowsEl.getBoundingClientRect().right - box.left;
      ties.forEach(function (t) {
        var row = t[0].querySelector('.java-src') || t[0], note = t[1];
        var n = note.getBoundingClientRect();
        var ya = mid(row, box), yb = n.top - box.top + 11, xb = n.left - box.left;
        var path = document.createElementNS(SVG, 'path');
        var dx = (xb - rowsRight) / 2;
        var far = note.classList.contains('far');
        // a far note's tie, shown alone, is an elbow: along the row, down the gap, into the note
        path.setAttribute('d', far ? 'M' + rowsRight + ' ' + ya + ' H' + (rowsRight + dx) + ' V' + yb + ' H' + xb
          : 'M' + rowsRight + ' ' + ya + ' C' + (rowsRight + dx) + ' ' + ya + ' ' + (xb - dx) + ' ' + yb + ' ' + xb + ' ' + yb);
        path.setAttribute('class', 'note-tie' + (note.classList.contains('stacked') ? ' stacked' : '') + (far ? ' far' : ''));
        path.setAttribute('data-note', note.id);
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
      if (note) {
        note.classList.add('hl');
        var tie = svg.querySelector('path.note-tie[data-note="' + note.id + '"]');
        if (tie) tie.classList.add('hl');
      }
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

    function redraw() { sizeBars(); layoutNotes(); drawConnectors(); }
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
