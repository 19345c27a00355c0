/* Live demos under `duet serve`. The server injects <meta name="duet-token"> into the pages it
   serves; on a static host or from file:// there is no token and this script does nothing, so the
   recorded transcript and player stay as they are. With a token, each demo gets an editor holding
   its source and a Run button that sends it to the local server, which runs it in its own JVM and
   streams one JSON event per line back. */
(function () {
  'use strict';
  var meta = document.querySelector('meta[name="duet-token"]');
  if (!meta || !window.fetch || !window.TextDecoder) return;
  var token = meta.getAttribute('content');
  var msgEl = document.getElementById('duet-msg');
  var msg = {};
  try { msg = JSON.parse(msgEl ? msgEl.textContent : '{}'); } catch (e) {}
  function t(key, fallback) { return msg[key] || fallback; }

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = text;
    return e;
  }

  function describe(event) {
    switch (event.type) {
      case 'queued': return '… ' + t('demo.queued', 'waiting for a free runner');
      case 'step':
        var head = '▶ ' + t('demo.step', 'Step') + ' ' + event.index + (event.outcome && event.outcome !== 'PASSED' ? ' · ' + event.outcome : '');
        var body = event.output || '';
        if (event.problem) body += (body ? '\n' : '') + event.problem;
        if (event.stateText) body += (body ? '\n' : '') + event.stateText;
        return head + (body ? '\n' + body : '');
      case 'invalid': return '✗ ' + (event.diagnostics || []).join('\n');
      case 'truncated': return '✂ ' + t('demo.truncated', 'output cut at the limit');
      case 'end': return '■ ' + (event.message || event.reason || 'end') + (event.millis != null ? ' · ' + event.millis + ' ms' : '');
      case 'done': return null;
      default: return JSON.stringify(event);
    }
  }

  function run(section, editor, out, button) {
    var id = section.getAttribute('data-demo');
    out.textContent = '';
    button.disabled = true;
    fetch('/__duet/run?id=' + encodeURIComponent(id), {
      method: 'POST',
      headers: { 'X-Duet-Token': token, 'Content-Type': 'text/plain; charset=utf-8' },
      body: editor.value
    }).then(function (response) {
      if (!response.ok || !response.body) {
        out.textContent = 'HTTP ' + response.status;
        button.disabled = false;
        return;
      }
      var reader = response.body.getReader();
      var decoder = new TextDecoder();
      var buffered = '';
      function pump() {
        return reader.read().then(function (chunk) {
          if (chunk.done) { button.disabled = false; return; }
          buffered += decoder.decode(chunk.value, { stream: true });
          var lines = buffered.split('\n');
          buffered = lines.pop();
          lines.forEach(function (line) {
            if (!line.trim()) return;
            var text;
            try { text = describe(JSON.parse(line)); } catch (e) { text = line; }
            if (text != null) out.textContent += text + '\n';
          });
          return pump();
        });
      }
      return pump();
    }).catch(function (e) {
      out.textContent += String(e);
      button.disabled = false;
    });
  }

  Array.prototype.forEach.call(document.querySelectorAll('section.demo[data-demo]'), function (section) {
    var data = section.querySelector('script.demo-data');
    var source = '';
    try { source = JSON.parse(data.textContent).source || ''; } catch (e) { return; }
    if (!source) return;
    var box = el('div', 'demo-live');
    var hint = el('p', 'demo-live-hint', t('demo.edit-hint', 'Editable: Run executes it on the local server'));
    var editor = el('textarea', 'demo-editor');
    editor.value = source;
    editor.spellcheck = false;
    editor.rows = Math.min(24, source.split('\n').length + 1);
    editor.setAttribute('aria-label', t('demo.title', 'Demo') + ' ' + section.getAttribute('data-demo'));
    editor.setAttribute('lang', 'en');
    var button = el('button', 'btn demo-run', t('demo.run', 'Run'));
    button.type = 'button';
    var out = el('pre', 'demo-live-output');
    out.setAttribute('aria-live', 'polite');
    out.setAttribute('lang', 'en');
    button.addEventListener('click', function () { run(section, editor, out, button); });
    box.appendChild(hint);
    box.appendChild(editor);
    box.appendChild(button);
    box.appendChild(out);
    section.appendChild(box);
  });
})();
