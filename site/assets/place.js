/* Where the reader lands. A link to a demo, a section or a row shows its target below the top
   bar (a block from its top, a line in the middle of what the window shows), and keeps it there
   while the page is still settling: the code font swapping in, data scripts writing rows, the
   split view laying out its notes. It lets go as soon as the reader scrolls, types or clicks.
   Switching language keeps the place as well as the anchor: the element at the top of the
   window (a heading, a demo, a row) opens at the same height on the other language's page.
   Classic script, no network: works from file://. Builds on window.Duet (duet.js). */
(function () {
  'use strict';
  var D = window.Duet;
  if (!D) return;
  var main = document.querySelector('main');

  /** Where the window's visible part starts: under the sticky top bar. */
  function barBottom() {
    var bar = document.querySelector('.topbar');
    return bar ? Math.max(0, bar.getBoundingClientRect().bottom) : 0;
  }

  // Blocks (a demo, a section, a heading, anything taller than a third of the window) land
  // with their top a little under the bar, so their title and first controls show; a line
  // lands in the middle of the window, with context above and below.
  var BLOCKS = 'section, article, header, h1, h2, h3, h4, .demo, .split, .note, figure, table';
  function landingY(target) {
    var top = barBottom() + 8, room = window.innerHeight - top;
    var h = target.getBoundingClientRect().height;
    if (target.matches(BLOCKS) || h > room / 3) return top;
    return top + Math.max(0, (room - h) / 2);
  }

  // The pin: while it holds, every change of the page's layout puts the target back at its y.
  var pin = null, laidOut = 0;
  function place() {
    laidOut = document.documentElement.scrollHeight;
    if (!pin || !document.contains(pin.target)) return;
    var by = pin.target.getBoundingClientRect().top - pin.y;
    if (Math.abs(by) >= 1) window.scrollTo(window.scrollX, window.scrollY + by);
  }
  function release() { pin = null; }
  ['wheel', 'touchstart', 'mousedown', 'keydown'].forEach(function (type) {
    window.addEventListener(type, release, { passive: true, capture: true });
  });
  // A scroll that no change of layout explains (the scroll bar dragged) is the reader's too.
  window.addEventListener('scroll', function () {
    if (pin && document.documentElement.scrollHeight === laidOut
        && Math.abs(pin.target.getBoundingClientRect().top - pin.y) > 2) release();
  }, { passive: true });
  var observer = window.ResizeObserver ? new ResizeObserver(function () { place(); }) : null;
  if (observer) {
    observer.observe(document.body);
    if (main) Array.prototype.forEach.call(main.children, function (n) { observer.observe(n); });
  }
  window.addEventListener('load', place);
  window.addEventListener('resize', place);
  if (document.fonts && document.fonts.ready) document.fonts.ready.then(place);

  /** Shows target at y (a viewport offset; by default where a link to it lands) and keeps it there. */
  function land(target, y) {
    pin = { target: target, y: y === undefined ? landingY(target) : y };
    place();
  }

  // The language switch: the first element with an id that starts at or under the top bar (or,
  // when a long one fills the window, the innermost one across the bar's edge), and its height
  // in the window, carried to the other page for the length of the tab's session.
  var KEY = 'duet-place';
  function here() {
    if (!main) return null;
    var top = barBottom(), below = null, across = null;
    main.querySelectorAll('[id]').forEach(function (n) {
      var r = n.getBoundingClientRect();
      if (!r.height || r.top >= window.innerHeight || r.bottom <= top) return;
      if (r.top >= top - 1) { if (!below || r.top < below.r.top) below = { n: n, r: r }; }
      else if (!across || r.height <= across.r.height) across = { n: n, r: r };
    });
    var at = below && (!across || below.r.top < top + (window.innerHeight - top) / 2) ? below : across;
    return at ? { id: at.n.id, y: Math.round(at.r.top) } : null;
  }
  function pageOf(href) { return String(href).split('#')[0]; }
  document.addEventListener('click', function (e) {
    var a = e.target.closest && e.target.closest('.langs a[data-lang]');
    if (!a || a.classList.contains('current')) return;
    var spot = window.scrollY >= 1 ? here() : null; // at the very top, the top is the place
    if (!spot) return;
    try {
      sessionStorage.setItem(KEY, JSON.stringify({ page: pageOf(a.href), id: spot.id, y: spot.y }));
    } catch (err) {
      // no session storage (a locked-down file:// browser): the anchor still carries the place
      if (!location.hash) a.setAttribute('href', pageOf(a.getAttribute('href')) + '#' + encodeURIComponent(spot.id));
    }
  });
  // The other language may fold what this one shows (a Javadoc comment's original lines, under
  // its translation): the nearest element before it that is shown stands in for it.
  function shown(n) {
    for (var p = n; p; p = p.previousElementSibling) if (p.getClientRects().length) return p;
    for (var q = n; q; q = q.nextElementSibling) if (q.getClientRects().length) return q;
    return n && n.parentNode && n.parentNode.getClientRects && n.parentNode.getClientRects().length ? n.parentNode : null;
  }
  function restore() {
    var saved = null;
    try {
      saved = JSON.parse(sessionStorage.getItem(KEY) || 'null');
      sessionStorage.removeItem(KEY);
    } catch (err) { saved = null; }
    if (!saved || saved.page !== pageOf(location.href)) return false;
    var target = shown(document.getElementById(saved.id));
    if (!target) return false;
    land(target, Math.max(barBottom(), Math.min(saved.y, window.innerHeight - 40)));
    return true;
  }

  D.land = land;
  // The scripts before this one have written the page (rows, tree): land now; the pin keeps the
  // place through what the later scripts, fonts and images change.
  D.showHashTarget(!restore());
})();
