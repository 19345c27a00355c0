/* The code of a source page. Every language's page of a file shares one code script
   (assets/data/code/<file>.js, see SourcePages.codeScript), so a file costs its bytes once, not
   once per language; it calls DuetSource, which writes the rows into the page while it loads,
   before the other scripts run and before the browser looks for the #L12 target. Classic script,
   no network: works from file://. */
window.DuetSource = function (data) {
  'use strict';
  function esc(s) {
    return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  }
  var code = document.querySelector('pre.code.source > code');
  if (!code) return;
  var x = data.x[document.body.getAttribute('data-lang')] || { b: {}, c: {}, g: {}, t: '' };
  var title = esc(x.t || ''), out = [];
  for (var i = 0; i < data.r.length; i++) {
    var n = data.o + i;
    if (x.b[n]) out.push(x.b[n]);
    out.push('<span class="ln' + (x.c[n] || '') + '" id="L' + n + '" data-java="' + n + '"><a class="num" href="#L' + n + '">' + n
      + '</a><span class="chips">');
    var chips = x.g[n];
    if (chips) {
      for (var j = 0; j < chips.length; j++) {
        out.push('<a class="chip" href="' + esc(chips[j][1]) + '" title="' + title + '">' + esc(chips[j][0]) + '</a>');
      }
    }
    // a line whose comment is translated into the page's language has its own HTML
    out.push('</span><span class="src">' + ((x.l && x.l[n]) || data.r[i]) + '</span>\n</span>');
  }
  code.innerHTML = out.join('');
};
