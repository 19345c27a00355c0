/* Duet: run a demo in the reader's browser. The build (browserRuns: true) compiled the port and
   every demo to one script with TeaVM and checked it in Node against the JShell recording;
   duet-run-index.js says which demos run and which values are editable. The bundle loads on the
   first Run only (a classic script, so file:// works), and each run gets its own Web Worker made
   from a Blob of the bundle's source: Chromium refuses new Worker('file://...'), a blob: worker it
   allows. Stop and the time limit terminate the worker; nothing leaves the machine. */
(function () {
  'use strict';
  var D = window.Duet;
  var RUNS = window.DUET_RUNS;
  if (!D || !RUNS) return;

  var indexScript = document.querySelector('script[src$="assets/duet-run-index.js"]');
  var bundleSrc = indexScript ? indexScript.getAttribute('src').replace(/duet-run-index\.js$/, 'duet-run.js') : null;
  var workerUrl = null, loading = null;

  /** Loads the bundle once (as a classic script) and makes the worker's Blob URL from its source. */
  function workerSource(done, fail) {
    if (workerUrl) { done(workerUrl); return; }
    if (!loading) {
      loading = [];
      var s = document.createElement('script');
      s.src = bundleSrc;
      s.onload = function () {
        var source = '"use strict";\nvar main = (' + window.DUET_BUNDLE.toString() + ')();\n' +
          'self.duetEmit = function (kind, step, text) { postMessage({kind: kind, step: step, text: text}); };\n' +
          'self.onmessage = function (e) { main(e.data); };\n';
        workerUrl = URL.createObjectURL(new Blob([source], {type: 'text/javascript'}));
        var waiting = loading; loading = null;
        waiting.forEach(function (w) { w[0](workerUrl); });
      };
      s.onerror = function () {
        var waiting = loading; loading = null;
        waiting.forEach(function (w) { w[1]('the bundle did not load'); });
      };
      document.head.appendChild(s);
    }
    loading.push([done, fail]);
  }

  function setup(section) {
    var id = section.getAttribute('data-demo');
    var spec = RUNS[id];
    if (!spec) return;
    var data;
    try { data = JSON.parse(section.querySelector('script.demo-data').textContent); } catch (e) { return; }
    var head = section.querySelector('.demo-head');
    var bar = D.el('div', { 'class': 'live-bar' });
    var run = D.el('button', { type: 'button', 'class': 'btn live-run', 'data-live-run': '' }, D.msg('browser.run'));
    var stop = D.el('button', { type: 'button', 'class': 'btn live-stop', 'data-live-stop': '' }, D.msg('browser.stop'));
    var status = D.el('span', { 'class': 'live-status', 'data-live-status': '', role: 'status', 'aria-live': 'polite' });
    stop.hidden = true;
    bar.appendChild(run); bar.appendChild(stop); bar.appendChild(status);
    head.appendChild(bar);

    var steps = section.querySelectorAll('.demo-step');
    var inputs = [];
    spec.edits.forEach(function (edit, i) {
      var li = steps[edit.step - 1];
      if (!li) return;
      var label = D.el('label', { 'class': 'live-edit' }, D.msg('browser.edit') + ' ');
      var input = D.el('input', { type: edit.kind === 'text' ? 'text' : 'text', 'data-live-edit': String(i),
        inputmode: edit.kind === 'text' ? null : 'decimal', size: '8', spellcheck: 'false' });
      input.value = edit.value;
      label.appendChild(input);
      var code = li.querySelector('.demo-code');
      li.insertBefore(label, code ? code.nextSibling : null);
      inputs.push([i, input, edit]);
      showEdits(li);
    });
    inputs.forEach(function (e) { e[1].addEventListener('input', function () { showEdits(steps[e[2].step - 1]); }); });

    // The step's code shows the value typed, so that what is shown is what runs: each recorded
    // literal is found in the step's recorded code, in the order of the step's edits, and replaced.
    function literal(edit, value) { return edit.kind === 'text' ? JSON.stringify(value) : value; }
    function showEdits(li) {
      var code = li.querySelector('pre.demo-code code');
      if (!code) return;
      if (!code.hasAttribute('data-as-recorded')) code.setAttribute('data-as-recorded', code.textContent);
      var recorded = code.getAttribute('data-as-recorded'), out = '', from = 0;
      inputs.forEach(function (e) {
        if (steps[e[2].step - 1] !== li) return;
        var was = literal(e[2], e[2].value), at = recorded.indexOf(was, from);
        if (at < 0) return;
        out += recorded.slice(from, at) + literal(e[2], e[1].value);
        from = at + was.length;
      });
      var shown = out + recorded.slice(from);
      if (code.textContent !== shown) code.textContent = shown;
      code.closest('pre').classList.toggle('edited', shown !== recorded);
    }

    var worker = null, timer = null, outputs = [];
    // For exercise.js: the last run's output and state per step (1-based), with the values it ran,
    // and who waits for the run under way.
    var states = {}, ranWith = null, waiting = [], last = null;
    function editsNow() { return inputs.map(function (e) { return e[1].value; }).join('\n'); }
    section.duetBrowserRun = {
      edited: function () { return inputs.some(function (e) { return e[1].value !== e[2].value; }); },
      status: function () { return status.textContent; },
      /** Calls done({outputs, states}) with a run of the values as they are now, or done(null) if it failed. */
      run: function (done) {
        if (last && ranWith === editsNow() && run.disabled === false) { done(last); return; }
        waiting.push(done);
        if (!run.disabled) start();
      }
    };
    function setStatus(kind, text) {
      status.setAttribute('data-live-status', kind);
      status.textContent = text;
    }
    function clearOutputs() {
      section.querySelectorAll('.live-output, .live-expected').forEach(function (n) { n.parentNode.removeChild(n); });
      outputs = [];
    }
    function outputOf(step) {
      if (!outputs[step]) {
        var li = steps[step - 1];
        var pre = D.el('pre', { 'class': 'live-output', lang: 'en', 'data-live-output': String(step),
          'aria-label': D.msg('browser.output') });
        pre.appendChild(D.el('samp'));
        if (li) li.appendChild(pre);
        outputs[step] = { pre: pre, text: '' };
      }
      return outputs[step];
    }
    function finish(kind, text) {
      if (worker) { worker.terminate(); worker = null; }
      clearTimeout(timer);
      run.disabled = false;
      stop.hidden = true;
      setStatus(kind, text);
      var ok = kind === 'passed' || kind === 'finished' || kind === 'mismatch';
      var got = {};
      outputs.forEach(function (o, step) { if (o) got[step] = trimEnd(o.text); });
      last = ok ? { outputs: got, states: states } : null;
      var told = waiting; waiting = [];
      told.forEach(function (done) { done(last); });
    }
    function trimEnd(s) { s = s.replace(/\r\n/g, '\n'); return s.charAt(s.length - 1) === '\n' ? s.slice(0, -1) : s; }

    function start() {
      var edits = [], edited = false;
      inputs.forEach(function (e) {
        if (e[1].value !== e[2].value) edited = true;
        edits.push(e[0] + '=' + e[1].value);
      });
      clearOutputs();
      states = {}; last = null; ranWith = edits.join('\n').replace(/^\d+=/gm, '');
      run.disabled = true;
      stop.hidden = false;
      setStatus('loading', D.msg('browser.loading'));
      var started = Date.now(), failed = false;
      workerSource(function (url) {
        if (!run.disabled) return; // stopped while loading
        setStatus('running', D.msg('browser.running'));
        worker = new Worker(url);
        timer = setTimeout(function () { finish('error', D.msg('browser.timeout', Math.round(spec.limit / 1000))); }, spec.limit);
        worker.onmessage = function (e) {
          var m = e.data;
          if (m.kind === 'step') {
            outputOf(m.step);
            if (section.duetLiveState) section.duetLiveState(m.step - 1, null);
          } else if (m.kind === 'out') {
            var o = outputOf(m.step);
            o.text += m.text;
            o.pre.firstChild.textContent = o.text;
          } else if (m.kind === 'state') {
            states[m.step] = m.text;
            if (section.duetLiveState) section.duetLiveState(m.step - 1, m.text);
          } else if (m.kind === 'error') {
            failed = true;
            var err = outputOf(m.step || 1);
            err.pre.classList.add('live-error');
            err.text += m.text + '\n';
            err.pre.firstChild.textContent = err.text;
            finish('error', D.msg('browser.error', m.step, m.text));
          } else if (m.kind === 'done' && !failed) {
            var ms = Date.now() - started;
            if (edited) { finish('finished', D.msg('browser.finished', ms)); return; }
            var bad = [];
            data.steps.forEach(function (s, k) {
              var got = trimEnd(outputs[k + 1] ? outputs[k + 1].text : '');
              var want = s.output || '';
              if (got !== want) {
                bad.push(k + 1);
                var li = steps[k];
                var exp = D.el('pre', { 'class': 'live-expected', lang: 'en', 'aria-label': D.msg('browser.expected') });
                exp.appendChild(D.el('samp', null, want));
                outputOf(k + 1).pre.classList.add('live-differs');
                if (li) li.appendChild(exp);
              }
            });
            if (bad.length) finish('mismatch', D.msg('browser.mismatch', D.listNodes(bad).textContent));
            else finish('passed', D.msg('browser.passed', ms));
          }
        };
        worker.onerror = function (e) { e.preventDefault(); finish('error', D.msg('browser.error', '?', e.message || 'worker error')); };
        worker.postMessage([id].concat(edits));
      }, function (why) { finish('error', why); });
    }
    run.addEventListener('click', start);
    stop.addEventListener('click', function () { finish('stopped', D.msg('browser.stopped')); });
  }

  document.querySelectorAll('section.demo[data-demo]').forEach(setup);
})();
