/* Runs in <head> before the page paints: applies the remembered theme, if any (otherwise the
   system's preference applies through CSS). */
(function () {
  try {
    var t = localStorage.getItem('duet-theme');
    if (t === 'light' || t === 'dark') document.documentElement.setAttribute('data-theme', t);
    if (localStorage.getItem('duet-presenter') === 'on') document.documentElement.classList.add('presenter');
  } catch (e) { /* storage may be unavailable from file:// in some browsers */ }
})();
