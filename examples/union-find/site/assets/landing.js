/* The root page: follow the reader's remembered language choice, and remember a new one. */
(function () {
  try {
    var lang = localStorage.getItem('duet-lang');
    if (lang && !/[?&]choose/.test(location.search)) {
      var link = document.querySelector('a[data-lang="' + lang + '"]');
      if (link) { location.replace(link.getAttribute('href')); return; }
    }
  } catch (e) { /* no storage: just show the choice */ }
  document.addEventListener('click', function (e) {
    var a = e.target.closest && e.target.closest('a[data-lang]');
    if (a) try { localStorage.setItem('duet-lang', a.getAttribute('data-lang')); } catch (x) {}
  });
})();
