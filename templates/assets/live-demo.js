/* Live demos under `duet serve`. The server injects <meta name="duet-runs" content="on"> into the
   pages it serves to a browser that may run demos (the one that opened the URL serve printed, whose
   HttpOnly cookie the requests below carry without this script ever seeing it; or any browser in
   classroom mode), and this script with it (StaticFiles): on a static host, from file://, or
   without that cookie neither is there, so the recorded transcript and player stay as they are. With it, each demo gets an editor holding
   its source (a bare snippet runs too), a Run button that sends it to the local server, and a Stop
   button. The server runs it in its own JVM and streams one JSON event per line back: output while
   a step prints, each step's result, then why the run ended. Events carry codes and numbers, and
   every sentence shown here comes from the page's UI messages, in the page's language. Each step
   that the recording also has is shown in the demo player, marked as live (duetPlayer in demo.js). */
(function () {
  'use strict';
  var meta = document.querySelector('meta[name="duet-runs"]');
  var D = window.Duet;
  if (!meta || meta.getAttribute('content') !== 'on' || !window.fetch || !window.TextDecoder || !D) return;

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = text;
    return e;
  }

  // What a step's problem says, in the page's language; the compiler's and the JVM's own words
  // (detail) are quoted as they are.
  function stepProblem(ev) {
    switch (ev.kind) {
      case 'rejected': return D.msg('live.step.rejected', ev.index, ev.detail);
      case 'unresolved': return D.msg('live.step.unresolved', ev.index, ev.detail);
      case 'threw': return D.msg('live.step.threw', ev.index, ev.detail);
      case 'timed-out': return D.msg('live.step.timed-out', ev.index, ev.detail);
      case 'state-unreadable': return D.msg('live.step.state-unreadable', ev.index, ev.detail);
      case 'mismatch': return D.msg('live.step.mismatch', ev.index) + '\n' + (ev.expected || '');
    }
    return ev.outcome === 'NOT_RUN' ? D.msg('live.step.not-run', ev.index) : null;
  }

  function endText(ev) {
    switch (ev.reason) {
      case 'finished': return D.msg('live.end.finished', ev.millis);
      case 'stopped': return D.msg('live.end.stopped');
      case 'time-limit': return D.msg('live.end.time-limit', ev.limitSeconds);
      case 'output-cap': return D.msg('live.end.output-cap', ev.limitBytes);
      case 'out-of-memory': return D.msg('live.end.out-of-memory', ev.heapMegabytes);
      case 'not-started': return D.msg('live.end.not-started', ev.detail || '');
      default: return D.msg('live.end.crashed', ev.exitCode, ev.detail || '');
    }
  }

  function refusalText(response) {
    var refusal = (response.headers.get('X-Duet-Refusal') || '').split(' ');
    if (response.status === 429) {
      if (refusal[0] === 'client-running') return D.msg('live.refused.client-running', refusal[1]);
      if (refusal[0] === 'client-rate') return D.msg('live.refused.client-rate', refusal[1], refusal[2]);
      return D.msg('live.refused.busy');
    }
    if (response.status === 403) return D.msg('live.forbidden');
    if (response.status === 413) return D.msg('live.too-large');
    return D.msg('live.http', response.status);
  }

  // The editor: a textarea with a gutter of line numbers, where problems mark their lines.
  function makeEditor(section, source) {
    var wrap = el('div', 'demo-editor-wrap');
    var gutter = el('div', 'demo-editor-gutter');
    gutter.setAttribute('aria-hidden', 'true');
    var editor = el('textarea', 'demo-editor');
    editor.value = source;
    editor.spellcheck = false;
    editor.wrap = 'off';
    editor.rows = Math.min(24, source.split('\n').length + 1);
    editor.setAttribute('aria-label', D.msg('demo.label', section.getAttribute('data-demo')));
    editor.setAttribute('lang', 'en');
    var marks = {};
    function numbers() {
      var count = editor.value.split('\n').length;
      if (gutter.children.length === count) return;
      gutter.innerHTML = '';
      for (var n = 1; n <= count; n++) {
        var ln = el('span', 'demo-editor-ln' + (marks[n] ? ' error' : ''), String(n));
        ln.setAttribute('data-line', n);
        if (marks[n]) ln.title = marks[n];
        gutter.appendChild(ln);
      }
    }
    editor.addEventListener('input', numbers);
    editor.addEventListener('scroll', function () { gutter.scrollTop = editor.scrollTop; });
    wrap.appendChild(gutter);
    wrap.appendChild(editor);
    numbers();
    return {
      node: wrap,
      textarea: editor,
      clearMarks: function () { marks = {}; gutter.innerHTML = ''; numbers(); },
      mark: function (line, text) {
        marks[line] = marks[line] ? marks[line] + '\n' + text : text;
        gutter.innerHTML = '';
        numbers();
      },
      // Puts the caret at line:column and shows it.
      reveal: function (line, column) {
        var lines = editor.value.split('\n'), at = 0;
        for (var i = 0; i < line - 1 && i < lines.length; i++) at += lines[i].length + 1;
        at += Math.max(0, column - 1);
        editor.focus();
        editor.setSelectionRange(at, at);
        var lineHeight = editor.scrollHeight / Math.max(1, lines.length);
        editor.scrollTop = Math.max(0, (line - 3) * lineHeight);
      }
    };
  }

  // The editor shows the page language's view of the demo: no '//!' header lines (title, time
  // limit, state: sent along as they are), one caption per step (this language's, else the
  // first one written), no '/*edit*/' markers (they mark the values the browser build lets
  // readers change, which a live run does not need), no exercise lines (a question's answer and
  // explanation are the page's; a live run checks no exercise, and they would give the answer
  // away). Lines the server names are the sent text's, so they are counted back past the hidden
  // header; exercise lines are not sent at all.
  function languageView(source) {
    var lines = source.split('\n'), header = [];
    while (lines.length && /^\/\/!/.test(lines[0])) header.push(lines.shift());
    while (header.length && lines.length && lines[0].trim() === '') header.push(lines.shift());
    var view = [], group = [];
    function flush() {
      if (!group.length) return;
      var mine = group.filter(function (c) { return c.lang === D.lang; })[0] || group[0];
      view.push(mine.line);
      group = [];
    }
    var exerciseLine = /^\s*\/\/!\s*(?:(?:ask|explain)\.[A-Za-z-]+|answer|predict|choices)\s*:/;
    lines.forEach(function (line) {
      if (exerciseLine.test(line)) return;
      var caption = /^\s*\/\/#\s*([A-Za-z][A-Za-z-]*)\s*:/.exec(line);
      if (caption) { group.push({ lang: caption[1], line: line }); return; }
      flush();
      view.push(line.replace(/\/\*edit\*\//g, ''));
    });
    flush();
    return { header: header, text: view.join('\n') };
  }

  // A demo's source is a file of the site's own (assets/data/demos/ID.jsh), which only this
  // script needs: pages read anywhere but under serve do not load it.
  function withSource(section) {
    var id = section.getAttribute('data-demo');
    if (!id) return;
    fetch('/assets/data/demos/' + encodeURIComponent(id) + '.jsh', { credentials: 'same-origin' })
      .then(function (r) { return r.ok ? r.text() : ''; })
      .then(function (source) { if (source) setup(section, source); })
      .catch(function () { /* no editor: the recording stays as it is */ });
  }

  function setup(section, source) {
    var view = languageView(source);
    var player = section.duetPlayer || null;
    var box = el('div', 'demo-live');
    var hint = el('p', 'demo-live-hint', D.msg('demo.edit-hint'));
    var editor = makeEditor(section, view.text);
    var run = el('button', 'btn demo-run', D.msg('demo.run'));
    run.type = 'button';
    var stopButton = el('button', 'btn demo-stop', D.msg('live.stop'));
    stopButton.type = 'button';
    stopButton.disabled = true;
    var status = el('p', 'demo-live-status');
    status.setAttribute('aria-live', 'polite');
    status.setAttribute('data-state', 'idle');
    var problems = el('ul', 'demo-live-problems');
    var out = el('pre', 'demo-live-output');
    out.setAttribute('lang', 'en');
    var buttons = el('div', 'demo-live-buttons');
    buttons.appendChild(run);
    buttons.appendChild(stopButton);
    [hint, editor.node, buttons, status, problems, out].forEach(function (n) { box.appendChild(n); });
    section.appendChild(box);

    var current = null; // the run going: its id, the step being printed, what it printed

    function setStatus(state, text) {
      status.setAttribute('data-state', state);
      status.textContent = text;
    }

    // A problem at a place in the editor: listed under it, its line marked in the gutter.
    function problem(line, column, text) {
      if (line > 0) line = Math.max(1, line - view.header.length); // the sent text's line, in the editor
      var li = el('li', 'demo-live-problem');
      var at = el('a', 'demo-live-at', D.msg('live.at', line, column));
      at.href = '#';
      at.setAttribute('data-line', line);
      at.setAttribute('data-column', column);
      at.addEventListener('click', function (e) { e.preventDefault(); editor.reveal(line, column); });
      li.appendChild(at);
      li.appendChild(document.createTextNode(' ' + text));
      problems.appendChild(li);
      editor.mark(line, text);
    }

    // The block of output of step n (1-based) in the live output, made when it first prints.
    function stepBlock(n, caption) {
      if (current.blocks[n]) return current.blocks[n];
      var block = el('div', 'demo-live-step');
      block.setAttribute('data-step', n);
      var head = el('div', 'demo-live-step-head', '▶ ' + D.msg('live.step-head', n) + (caption ? ' · ' + caption : ''));
      var text = el('samp', 'demo-live-step-out');
      block.appendChild(head);
      block.appendChild(text);
      out.appendChild(block);
      current.blocks[n] = { node: block, head: head, text: text, output: '' };
      return current.blocks[n];
    }

    function onEvent(ev) {
      switch (ev.type) {
        case 'run':
          current.id = ev.id;
          stopButton.disabled = false;
          break;
        case 'queued':
          setStatus('queued', D.msg('demo.queued'));
          break;
        case 'output': {
          setStatus('running', D.msg('live.running'));
          var b = stepBlock(current.step, null);
          b.output += ev.text;
          b.text.textContent = b.output;
          out.scrollTop = out.scrollHeight;
          if (player) player.showLive(current.step - 1, { output: b.output.replace(/\n$/, '') });
          break;
        }
        case 'step': {
          var caption = ev.captions && (ev.captions[D.lang] || ev.captions[Object.keys(ev.captions)[0]]);
          var s = stepBlock(ev.index, caption);
          if (caption && s.head.textContent.indexOf(caption) < 0) s.head.textContent += ' · ' + caption;
          s.node.setAttribute('data-outcome', ev.outcome.toLowerCase().replace(/_/g, '-'));
          var said = stepProblem(ev);
          if (said) {
            s.node.appendChild(el('div', 'demo-live-step-problem', said));
            if (ev.kind === 'rejected' || ev.kind === 'unresolved') { current.uncompiled = true; problem(ev.line, ev.column, said); }
          }
          if (ev.stateText) s.node.appendChild(el('div', 'demo-live-step-state', ev.stateText));
          if (player && ev.outcome !== 'NOT_RUN') {
            player.showLive(ev.index - 1, { output: s.output.replace(/\n$/, ''), state: ev.state, lines: ev.lines, code: ev.code });
          }
          current.step = ev.index + 1;
          break;
        }
        case 'invalid':
          current.invalid = true;
          setStatus('invalid', D.msg('live.invalid'));
          (ev.diagnostics || []).forEach(function (d) {
            // The loader's problems have UI messages; one without (none should be) shows as the loader put it.
            var keyed = d.key && D.msg('live.' + d.key) !== 'live.' + d.key;
            problem(d.line, d.column, keyed ? D.msg.apply(null, ['live.' + d.key].concat(d.args || [])) : d.message);
          });
          break;
        case 'truncated':
          current.capped = true;
          box.classList.add('capped');
          out.appendChild(el('div', 'demo-live-capped', '✂ ' + D.msg('live.capped', ev.limitBytes)));
          break;
        case 'done':
          current.passed = ev.passed;
          break;
        case 'end': {
          if (current.invalid && ev.reason === 'finished') { setStatus('invalid', '■ ' + D.msg('live.invalid')); break; }
          var text = endText(ev);
          if (ev.reason === 'finished' && current.passed !== undefined) {
            // a step the compiler refused is said as such, not as a different output
            text = D.msg(current.uncompiled ? 'live.not-compiled' : current.passed ? 'live.passed' : 'live.failed') + ' · ' + text;
          }
          setStatus(ev.reason === 'finished' ? (current.passed === false ? 'failed' : 'passed') : ev.reason, '■ ' + text);
          break;
        }
      }
    }

    function finish() {
      run.disabled = false;
      stopButton.disabled = true;
      current = null;
    }

    run.addEventListener('click', function () {
      if (current) return;
      current = { id: null, step: 1, blocks: {}, passed: undefined };
      out.textContent = '';
      problems.innerHTML = '';
      box.classList.remove('capped');
      editor.clearMarks();
      if (player) player.clearLive();
      run.disabled = true;
      setStatus('running', D.msg('live.running'));
      fetch('/__duet/run?id=' + encodeURIComponent(section.getAttribute('data-demo')), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
        body: (view.header.length ? view.header.join('\n') + '\n' : '') + editor.textarea.value
      }).then(function (response) {
        if (!response.ok || !response.body) {
          setStatus('refused', refusalText(response));
          finish();
          return;
        }
        var reader = response.body.getReader();
        var decoder = new TextDecoder();
        var buffered = '';
        function pump() {
          return reader.read().then(function (chunk) {
            if (chunk.done) { finish(); return; }
            buffered += decoder.decode(chunk.value, { stream: true });
            var lines = buffered.split('\n');
            buffered = lines.pop();
            lines.forEach(function (line) {
              if (!line.trim()) return;
              var ev;
              try { ev = JSON.parse(line); } catch (e) { return; }
              onEvent(ev);
            });
            return pump();
          });
        }
        return pump();
      }).catch(function () {
        setStatus('refused', D.msg('live.network'));
        finish();
      });
    });

    stopButton.addEventListener('click', function () {
      if (!current || !current.id) return;
      stopButton.disabled = true;
      fetch('/__duet/stop?run=' + encodeURIComponent(current.id), {
        method: 'POST',
        credentials: 'same-origin'
      }).catch(function () { /* the run's own stream says how it ended */ });
    });
  }

  Array.prototype.forEach.call(document.querySelectorAll('section.demo[data-demo]'), withSource);
})();
