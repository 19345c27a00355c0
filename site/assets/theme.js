/* Runs in <head> before the page paints: applies the remembered theme, if any (otherwise the
   system's preference applies through CSS). */
(function () {
  try {
    var t = localStorage.getItem('duet-theme');
    if (t === 'light' || t === 'dark') document.documentElement.setAttribute('data-theme', t);
    if (localStorage.getItem('duet-presenter') === 'on') document.documentElement.classList.add('presenter');
    // tool windows folded away with Alt+1 / Alt+7 (duet.js)
    if (localStorage.getItem('duet-fold-project') === 'on') document.documentElement.classList.add('fold-project');
    if (localStorage.getItem('duet-fold-structure') === 'on') document.documentElement.classList.add('fold-structure');
  } catch (e) { /* storage may be unavailable from file:// in some browsers */ }
})();
