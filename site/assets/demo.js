/* The demo player: steps through a recorded run like a debugger. The state after the current step
   is drawn as labelled boxes of chips (chips glide between boxes), and the Java lines the step
   executed are lit (class exec) in this page's code, with their Go counterparts.

   By default every field of a state variable's snapshot is a box: lists as one chip per element,
   other values as one chip, booleans as lamps. A site may instead name, in site.yaml (state:),
   the list fields of one snapshot to draw as boxes, lists found beside it, and its boolean flags;
   the rest of the state is then listed as variables. */
(function () {
  'use strict';
  var D = window.Duet;

  // A link from a player (#exec=12,14-20) lights the lines a step executed in the source browser.
  function lightFromHash() {
    var m = /^#exec=([\d,\-]+)$/.exec(location.hash);
    if (!m) return;
    document.querySelectorAll('.ln.exec').forEach(function (n) { n.classList.remove('exec'); });
    var first = null;
    m[1].split(',').forEach(function (range) {
      var ends = range.split('-').map(Number);
      for (var n = ends[0]; n <= (ends[1] || ends[0]); n++) {
        var ln = document.querySelector('pre.code.source .ln[data-java="' + n + '"]');
        if (ln) { ln.classList.add('exec'); first = first || ln; }
      }
    });
    if (first) first.scrollIntoView({ block: 'center' });
  }
  lightFromHash();
  window.addEventListener('hashchange', lightFromHash);

  var demos = document.querySelectorAll('section.demo');
  if (!demos.length) return;
  var ICONS = {
    prev: '<path d="M11 3 5 8l6 5z"/>',
    next: '<path d="m5 3 6 5-6 5z"/>',
    play: '<path d="M4 2.5v11L13 8z"/>',
    pause: '<path d="M4 3h3v10H4zM9 3h3v10H9z"/>'
  };
  function icon(button, name) {
    button.innerHTML = '<svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" fill="currentColor">' + ICONS[name] + '</svg>';
  }
  // The site's state view (site.yaml state:), or null for the generic one.
  var CFG = null;
  try {
    var cfgNode = document.getElementById('duet-state');
    CFG = cfgNode ? JSON.parse(cfgNode.textContent) : null;
  } catch (e) { CFG = null; }
  if (CFG && !(CFG.boxes && CFG.boxes.length)) CFG = null;
  var BOXES = CFG ? CFG.boxes.map(function (b) { return [b.field, b.label]; }) : [];
  var BESIDE = CFG && CFG.beside && CFG.beside[0] ? CFG.beside[0] : null;
  var FLAGS = CFG && CFG.flags ? CFG.flags : [];

  function isQueueSnapshot(v) {
    return !!(v && typeof v === 'object' && BOXES.length && BOXES.every(function (b) { return Array.isArray(v[b[0]]); }));
  }

  // The first configured snapshot in the state (it may sit inside another object), with the list
  // configured to sit beside it when its owner has one.
  function findQueue(v) {
    if (!CFG || !v || typeof v !== 'object') return null;
    if (isQueueSnapshot(v)) return { snap: v, waiting: null, owner: null };
    var besideField = BESIDE && BESIDE.field;
    if (besideField) {
      var ks = Object.keys(v);
      for (var j = 0; j < ks.length; j++) {
        if (isQueueSnapshot(v[ks[j]]) && Array.isArray(v[besideField])) return { snap: v[ks[j]], waiting: v[besideField], owner: v };
      }
    }
    var keys = Object.keys(v);
    for (var i = 0; i < keys.length; i++) {
      var found = findQueue(v[keys[i]]);
      if (found) { if (!found.owner) found.owner = v; return found; }
    }
    return null;
  }

  // A chip's text: the value itself, or the configured template ({field}, {field:time}) for objects.
  function chipText(v, template) {
    if (!template || !v || typeof v !== 'object') return formatValue(v);
    return template.replace(/\{(\w+)(?::time)?\}/g, function (all, f) {
      var x = v[f];
      if (x === null || x === undefined || x === '') return '';
      return /:time\}$/.test(all) ? String(x).replace(/^.*T/, '') : formatValue(x);
    }).replace(/\s+@\s*$/, '');
  }

  function formatValue(v) {
    if (v === null || v === undefined) return '—';
    if (typeof v !== 'object') return String(v);
    if (Array.isArray(v)) return v.length ? v.map(formatValue).join(', ') : '[]';
    var keys = Object.keys(v);
    if (!keys.length) return '{}';
    return keys.map(function (k) { return k + ': ' + formatValue(v[k]); }).join(v.name !== undefined ? ' · ' : ', ');
  }

  // Everything in the state besides the queue, shown readably (keys syncing, retries,
  // ReplicaSets, other variables).
  function otherVariables(state, queue) {
    var rows = [];
    function walk(prefix, v) {
      Object.keys(v).forEach(function (k) {
        var value = v[k];
        if (queue && (value === queue.snap || value === queue.owner)) return;
        if (value && typeof value === 'object' && !Array.isArray(value) && findQueue(value) && queue && findQueue(value).snap === queue.snap) {
          walk(prefix + k + '.', value);
          return;
        }
        if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length &&
            Object.keys(value).every(function (kk) { return Array.isArray(value[kk]); })) {
          Object.keys(value).forEach(function (kk) {
            rows.push([prefix + k + '[' + kk + ']', value[kk].map(formatValue).join('\n') || '[]']);
          });
          if (!Object.keys(value).length) rows.push([prefix + k, '{}']);
          return;
        }
        rows.push([prefix + k, formatValue(value)]);
      });
    }
    if (state && typeof state === 'object') walk('', state);
    return rows;
  }

  // A step's executed lines come per file as runs, "21,44-48" (ContentPages: a page with long
  // demos stays inside its byte budget); the player works with the line numbers themselves.
  function expandLines(runs) {
    var out = {};
    Object.keys(runs || {}).forEach(function (file) {
      var lines = [];
      String(runs[file]).split(',').forEach(function (run) {
        var dash = run.indexOf('-'), from = parseInt(dash < 0 ? run : run.slice(0, dash), 10);
        var to = dash < 0 ? from : parseInt(run.slice(dash + 1), 10);
        for (var n = from; n <= to; n++) lines.push(n);
      });
      out[file] = lines;
    });
    return out;
  }

  function setup(section) {
    var data;
    try { data = JSON.parse(section.querySelector('script.demo-data').textContent); } catch (e) { return; }
    if (!data.steps || !data.steps.length) return;
    data.steps.forEach(function (step) { step.lines = expandLines(step.lines); });
    var stepItems = section.querySelectorAll('.demo-step');
    var index = -1, timer = null;

    var player = D.el('div', { 'class': 'player', role: 'group', 'aria-label': D.msg('demo.title') });
    var prev = D.el('button', { type: 'button', 'class': 'btn', 'data-demo': 'prev', 'aria-label': D.msg('demo.prev'), title: D.msg('demo.prev') });
    var play = D.el('button', { type: 'button', 'class': 'btn', 'data-demo': 'play', 'aria-label': D.msg('demo.play'), title: D.msg('demo.play') });
    var next = D.el('button', { type: 'button', 'class': 'btn', 'data-demo': 'next', 'aria-label': D.msg('demo.next'), title: D.msg('demo.next') });
    icon(prev, 'prev'); icon(play, 'play'); icon(next, 'next');
    var pos = D.el('span', { 'class': 'player-pos', 'aria-live': 'polite' }, D.msg('demo.start'));
    var undock = D.el('button', { type: 'button', 'class': 'btn undock', 'aria-label': D.msg('help.close'), title: D.msg('help.close') }, '×');
    [prev, play, next, pos, undock].forEach(function (n) { player.appendChild(n); });

    var panel = D.el('div', { 'class': 'variables', hidden: '' });
    panel.appendChild(D.el('h4', null, D.msg('demo.variables')));
    var boxes = D.el('div', { 'class': 'state-boxes', lang: 'en' });
    var boxLists = {};
    function addBox(name, label, labelLang) {
      var box = D.el('div', { 'class': 'state-box box-' + name });
      box.appendChild(D.el('h5', { lang: labelLang }, label));
      var list = D.el('ol', { 'class': 'chips-list' });
      box.appendChild(list);
      boxes.appendChild(box);
      boxLists[name] = list;
      return box;
    }
    BOXES.concat(BESIDE ? [[BESIDE.field, BESIDE.label]] : []).forEach(function (b) { addBox(b[0], D.msg(b[1]), D.lang); });
    var flags = D.el('p', { 'class': 'state-flags' });
    var flagLamps = FLAGS.map(function (f) {
      var lamp = D.el('span', { 'class': 'flag flag-' + f.field }, D.msg(f.label));
      flags.appendChild(lamp);
      return [f.field, lamp];
    });
    var others = D.el('dl', { 'class': 'state-other', lang: 'en' });
    var executed = D.el('p', { 'class': 'executed' });
    // A step that ran many files lists them folded (its summary says how many), so the player
    // stays compact; the fold stays as the reader left it from step to step.
    var executedFold = D.el('details', { 'class': 'executed executed-fold' });
    var executedSummary = D.el('summary');
    var executedList = D.el('p', { 'class': 'executed-list' });
    executedFold.appendChild(executedSummary);
    executedFold.appendChild(executedList);
    panel.appendChild(boxes);
    panel.appendChild(flags);
    panel.appendChild(others);
    panel.appendChild(executed);
    panel.appendChild(executedFold);

    var head = section.querySelector('.demo-head');
    var console_ = D.el('div', { 'class': 'demo-console' });
    console_.appendChild(player);
    console_.appendChild(panel);
    // The console sticks under the top bar only beside the steps it plays: its box ends with
    // them, so it never sits over what follows (the live editor under `duet serve`).
    var stage = D.el('div', { 'class': 'demo-stage' });
    head.parentNode.insertBefore(stage, head.nextSibling);
    stage.appendChild(console_);
    var stepList = section.querySelector('.demo-steps');
    if (stepList) stage.appendChild(stepList);
    section.classList.add('has-player');
    var title = head.querySelector('h3');
    if (title) console_.setAttribute('data-title', title.textContent.trim());

    // Chips glide from where they were: remember positions, redraw, then animate the offset away.
    function drawChips(queue) {
      var before = {};
      boxes.querySelectorAll('.key-chip').forEach(function (c) { before[c.getAttribute('data-key')] = c.getBoundingClientRect(); });
      var seen = {};
      Object.keys(boxLists).forEach(function (name) { boxLists[name].innerHTML = ''; });
      function chip(name, label, key) {
        var n = (seen[key] = (seen[key] || 0) + 1);
        var li = D.el('li', { 'class': 'key-chip', 'data-key': key + '#' + n }, label);
        boxLists[name].appendChild(li);
      }
      BOXES.forEach(function (b) {
        (queue ? queue.snap[b[0]] : []).forEach(function (k) { chip(b[0], String(k), String(k)); });
      });
      if (BESIDE) {
        var waiting = queue && queue.waiting;
        boxLists[BESIDE.field].parentNode.hidden = !waiting;
        (waiting || []).forEach(function (w) {
          var key = BESIDE.key && w && typeof w === 'object' ? w[BESIDE.key] : w;
          chip(BESIDE.field, chipText(w, BESIDE.chip), String(key));
        });
      }
      Object.keys(boxLists).forEach(function (name) {
        if (!boxLists[name].children.length) boxLists[name].appendChild(D.el('li', { 'class': 'empty', lang: D.lang }, D.msg('demo.empty')));
      });
      boxes.querySelectorAll('.key-chip').forEach(function (c) {
        var old = before[c.getAttribute('data-key')];
        var now = c.getBoundingClientRect();
        if (!old) { c.classList.add('appear'); return; }
        var dx = old.left - now.left, dy = old.top - now.top;
        if (!dx && !dy) return;
        c.style.transition = 'none';
        c.style.transform = 'translate(' + dx + 'px,' + dy + 'px)';
        c.getBoundingClientRect();
        c.style.transition = '';
        c.style.transform = '';
      });
    }

    // The generic view: each field of each state variable is a labelled box (booleans are lamps);
    // a variable that is not an object is listed by name. Boxes are rebuilt when the fields change.
    function drawGeneric(state) {
      var vars = state && typeof state === 'object' ? Object.keys(state) : [];
      var wanted = [], lamps = [];
      vars.forEach(function (name) {
        var v = state[name];
        if (v && typeof v === 'object' && !Array.isArray(v)) {
          Object.keys(v).forEach(function (f) {
            var label = vars.length > 1 ? name + '.' + f : f;
            if (typeof v[f] === 'boolean') lamps.push([label, v[f]]);
            else wanted.push([label, v[f]]);
          });
        } else if (Array.isArray(v)) {
          wanted.push([name, v]);
        } else {
          others.appendChild(D.el('dt', null, name));
          others.appendChild(D.el('dd', null, formatValue(v)));
        }
      });
      var names = wanted.map(function (w) { return w[0]; }).join('\n');
      if (boxes.getAttribute('data-fields') !== names) {
        boxes.innerHTML = '';
        boxLists = {};
        wanted.forEach(function (w, i) { addBox(w[0], w[0], 'en').classList.add('box-n' + (i % 4)); });
        boxes.setAttribute('data-fields', names);
      }
      var values = {};
      wanted.forEach(function (w) { values[w[0]] = Array.isArray(w[1]) ? w[1] : [w[1]]; });
      drawLists(values);
      boxes.hidden = !wanted.length;
      flags.innerHTML = '';
      lamps.forEach(function (l) {
        var lamp = D.el('span', { 'class': 'flag' + (l[1] ? ' on' : ''), lang: 'en' }, l[0]);
        flags.appendChild(lamp);
      });
      flags.hidden = !lamps.length;
    }

    // Chips of the generic view: one per list element, keyed by box and position among equals.
    function drawLists(values) {
      var before = {};
      boxes.querySelectorAll('.key-chip').forEach(function (c) { before[c.getAttribute('data-key')] = c.getBoundingClientRect(); });
      Object.keys(boxLists).forEach(function (name) {
        var list = boxLists[name];
        list.innerHTML = '';
        var seen = {};
        (values[name] || []).forEach(function (item) {
          var text = formatValue(item);
          var n = (seen[text] = (seen[text] || 0) + 1);
          list.appendChild(D.el('li', { 'class': 'key-chip', 'data-key': name + ':' + text + '#' + n }, text));
        });
        if (!list.children.length) list.appendChild(D.el('li', { 'class': 'empty', lang: D.lang }, D.msg('demo.empty')));
      });
      boxes.querySelectorAll('.key-chip').forEach(function (c) {
        if (!before[c.getAttribute('data-key')]) c.classList.add('appear');
      });
    }

    function fileOf(node) {
      var link = node.querySelector('.java-head a.path, .editor-head a.path');
      return link ? link.textContent.replace(/:\d+$/, '').trim() : null;
    }

    function lightExecuted(lines) {
      document.querySelectorAll('.exec').forEach(function (n) { n.classList.remove('exec'); });
      var count = 0;
      document.querySelectorAll('.split').forEach(function (split) {
        var run = lines[fileOf(split)] || [];
        var set = {};
        run.forEach(function (n) { set[n] = true; });
        split.querySelectorAll('.java-src[data-java]').forEach(function (src) {
          if (set[src.getAttribute('data-java')]) { src.classList.add('exec'); src.previousElementSibling.classList.add('exec'); count++; }
        });
        split.querySelectorAll('.go-src[data-go]').forEach(function (src) {
          if ((src.getAttribute('data-links') || '').split(/\s+/).some(function (n) { return set[n]; })) {
            src.classList.add('exec');
            src.previousElementSibling.classList.add('exec');
          }
        });
      });
      document.querySelectorAll('.code-section').forEach(function (sec) {
        var run = lines[fileOf(sec)] || [];
        run.forEach(function (n) {
          var ln = sec.querySelector('.ln[data-java="' + n + '"]');
          if (ln) { ln.classList.add('exec'); count++; }
        });
      });
      var total = 0;
      Object.keys(lines).forEach(function (f) { total += lines[f].length; });
      var counted = count ? D.msg('demo.lines-executed-here', total, count) : D.msg('demo.lines-executed', total);
      // Every file the step ran, linked to the source browser with its lines lit.
      var files = Object.keys(lines).filter(function (f) { return lines[f].length; }).sort();
      executed.textContent = '';
      executedSummary.textContent = '';
      executedList.textContent = '';
      var folded = files.length > FILES_UNFOLDED;
      executed.hidden = folded;
      executedFold.hidden = !folded;
      if (!files.length) { executed.textContent = counted; return; }
      var list = D.listNodes(files.map(function (f) {
        return D.el('a', { href: D.root + D.lang + '/src/' + f + '.html#exec=' + ranges(lines[f]), lang: 'en' },
          D.msg('demo.executed-file', f.replace(/^.*\//, ''), lines[f].length));
      }));
      if (!folded) { executed.appendChild(D.msgNodes('demo.executed-files', counted, list)); return; }
      executedSummary.appendChild(D.msgNodes('demo.executed-files', counted, D.msg('demo.executed-files-count', files.length)));
      executedList.appendChild(list);
    }

    function ranges(nums) {
      var sorted = nums.slice().sort(function (a, b) { return a - b; }), out = [];
      sorted.forEach(function (n) {
        var last = out[out.length - 1];
        if (last && n === last[1] + 1) last[1] = n; else out.push([n, n]);
      });
      return out.map(function (r) { return r[0] === r[1] ? String(r[0]) : r[0] + '-' + r[1]; }).join(',');
    }

    function show(i, reveal) {
      index = Math.max(0, Math.min(i, data.steps.length - 1));
      active = section;
      dismissed = false;
      var step = data.steps[index];
      stepItems.forEach(function (li, k) {
        li.classList.toggle('current', k === index);
        li.classList.toggle('future', k > index);
        if (k === index) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current');
      });
      // A step of a live run (see duetPlayer below) shows its own output, state and lines.
      var live = liveSteps[index];
      section.classList.toggle('player-live', !!live);
      // A step asked as a question (exercise.js) is not shown until it is answered: its caption,
      // state and lines stay those of the step before.
      var hidden = veiled(index);
      pos.textContent = D.msg('demo.position', index + 1, data.steps.length) +
        (hidden ? ' · ' + D.msg('exercise.badge') : ' · ' + step.caption + (live ? ' · ' + D.msg('demo.live') : ''));
      prev.disabled = index === 0;
      next.disabled = index === data.steps.length - 1;
      if (hidden) {
        live = index > 0 ? liveSteps[index - 1] : null;
        step = index > 0 ? data.steps[index - 1] : { state: null, lines: {} };
      }
      if (live && live.state === undefined) { lightExecuted(live.lines || {}); return; } // still running: keep the last state
      var state = null;
      try { state = live ? live.state : step.state ? JSON.parse(step.state) : null; } catch (e) { state = null; }
      panel.hidden = false;
      others.innerHTML = '';
      if (!CFG) {
        drawGeneric(state);
      } else {
        var queue = findQueue(state);
        boxes.hidden = !queue;
        flags.hidden = !queue || !flagLamps.length;
        flagLamps.forEach(function (f) { f[1].classList.toggle('on', !!(queue && queue.snap[f[0]])); });
        drawChips(queue);
        otherVariables(state, queue).forEach(function (row) {
          others.appendChild(D.el('dt', null, row[0]));
          others.appendChild(D.el('dd', null, row[1]));
        });
      }
      lightExecuted(hidden ? {} : (live ? live.lines : step.lines) || {});
      if (console_.classList.contains('docked')) uncover();
      if (reveal && stepItems[index] && !console_.classList.contains('docked')) stepItems[index].scrollIntoView({ block: 'nearest' });
    }

    function veiled(i) { return !!(section.duetVeiled && section.duetVeiled(i)); }
    /**
     * Goes to step i; past a question not yet answered, hands over to it instead (exercise.js
     * focuses it, or in presenter mode reveals it, and then the step after may follow).
     */
    function go(i, reveal) {
      if (i > index && index >= 0 && veiled(index)) {
        stop();
        section.duetAsk(index);
        if (veiled(index)) return;
      }
      show(i, reveal);
    }
    // exercise.js redraws the current step once its question is answered (or asked again).
    section.duetRefresh = function () { if (index >= 0) show(index); };

    function stop() {
      clearInterval(timer);
      timer = null;
      icon(play, 'play');
      play.setAttribute('aria-label', D.msg('demo.play'));
      play.title = D.msg('demo.play');
    }
    function start() {
      if (index >= data.steps.length - 1) show(0); else go(index + 1);
      icon(play, 'pause');
      play.setAttribute('aria-label', D.msg('demo.pause'));
      play.title = D.msg('demo.pause');
      timer = setInterval(function () {
        if (index >= data.steps.length - 1) { stop(); return; }
        go(index + 1, true);
      }, 1800);
    }

    // Docked: once the player has been used, its controls and state stay on screen (fixed at the
    // bottom of the window, like a debugger's tool window) while the reader looks at the code it
    // lights and the player itself is out of sight; × undocks it until the next step.
    var placeholder = D.el('div', { 'class': 'demo-console-place', 'aria-hidden': 'true' });
    var dismissed = false;
    function visible(node) {
      var r = node.getBoundingClientRect();
      return r.bottom > 0 && r.top < window.innerHeight && r.height > 0;
    }
    function updateDock() {
      var docked = console_.classList.contains('docked');
      var home = docked ? placeholder : console_;
      var code = Array.prototype.some.call(document.querySelectorAll('main .split, main .code-section'), visible);
      var want = index >= 0 && !dismissed && active === section && code && !visible(home) && !presenterOnDemo()
        && !wouldCoverEditor(docked);
      if (want === docked) return;
      if (want) {
        placeholder.style.height = console_.offsetHeight + 'px';
        console_.parentNode.insertBefore(placeholder, console_);
        var editor = document.querySelector('main');
        console_.style.left = (editor ? Math.max(0, editor.getBoundingClientRect().left) : 0) + 'px';
      } else if (placeholder.parentNode) {
        placeholder.parentNode.removeChild(placeholder);
        console_.style.left = '';
      }
      console_.classList.toggle('docked', want);
      document.body.style.paddingBottom = want ? console_.offsetHeight + 'px' : '';
    }
    // While docked, the console never covers what it explains: the page gets room at its end
    // as tall as the console (so the last rows can scroll above it), and when a step lights rows
    // and none of them shows between the top bar and the console, the first lit row that is on
    // screen (else the first lit row) is brought into that space.
    function uncover() {
      var bar = document.querySelector('.topbar');
      var top = bar ? bar.getBoundingClientRect().bottom : 0, bottom = console_.getBoundingClientRect().top;
      var lit = Array.prototype.filter.call(document.querySelectorAll('main .split .src.exec, main .code-section .ln.exec'),
        function (n) { return n.getClientRects().length; });
      if (!lit.length) return;
      var clear = lit.some(function (n) { var r = n.getBoundingClientRect(); return r.top >= top - 1 && r.bottom <= bottom + 1; });
      if (clear) return;
      var first = lit.filter(function (n) { var r = n.getBoundingClientRect(); return r.bottom > 0 && r.top < window.innerHeight; })[0] || lit[0];
      var r = first.getBoundingClientRect();
      window.scrollBy(0, r.top - (top + Math.max(0, (bottom - top - r.height) / 3)));
    }
    // Never over the live editor (under `duet serve`) either: where the split and an editor are on
    // screen together, the console stays in the page rather than dock over the editor's last lines.
    // Undocked, its own height (at most the docked cap) stands for the docked one, which is never
    // taller, so the choice does not flip back as the console changes shape.
    function wouldCoverEditor(docked) {
      var top = docked ? console_.getBoundingClientRect().top
        : window.innerHeight - Math.min(console_.offsetHeight, window.innerHeight / 3);
      return Array.prototype.some.call(document.querySelectorAll('main .demo-editor-wrap, main textarea.demo-editor'), function (n) {
        var r = n.getBoundingClientRect();
        return r.height > 0 && r.bottom > top && r.top < window.innerHeight;
      });
    }
    function presenterOnDemo() { return section.classList.contains('present-current'); }
    docks.push(updateDock);
    undock.addEventListener('click', function () { dismissed = true; updateDock(); });

    // browser-run.js: a run in the page reports the state after step i as JSON (null while the
    // step runs; step 0 with null starts a new run). Its output is shown by browser-run.js; the
    // player follows it through the same live steps as a run under serve (duetPlayer below), with
    // the recorded executed lines, since the browser build records none of its own.
    section.duetLiveState = function (i, json) {
      if (i === 0 && json === null) liveSteps = {};
      var state;
      try { state = json === null ? undefined : JSON.parse(json); } catch (e) { state = null; }
      liveSteps[i] = { state: state, lines: data.steps[i] && data.steps[i].lines };
      stop();
      show(i, true);
    };

    // Presenter mode steps the player with → and ← while this demo is the current part.
    section.duetStep = function (delta) {
      if (delta > 0 ? index >= data.steps.length - 1 : index <= 0) return false;
      stop();
      go(index + delta, true);
      return true;
    };

    // The player's API for runs that happen in the page (a live run under `duet serve`, or one in
    // the browser): showLive(i, {output, state, lines, code}) shows step i (0-based) as live, marked
    // so, in place of the recording (state: an object, or undefined while the step still runs;
    // code: the step's code as it ran, when it was edited);
    // clearLive() goes back to the recording. showLive returns false for a step the recording
    // does not have.
    var liveSteps = {};
    section.duetPlayer = {
      steps: data.steps.length,
      showLive: function (i, live) {
        var li = stepItems[i];
        if (i < 0 || i >= data.steps.length || !li) return false;
        liveSteps[i] = live;
        li.classList.add('live');
        var pre = li.querySelector('pre.demo-output-live');
        if (!pre) {
          pre = D.el('pre', { 'class': 'demo-output demo-output-live', lang: 'en', 'data-live-label': D.msg('demo.live') });
          pre.appendChild(D.el('samp'));
          li.appendChild(pre);
        }
        pre.firstChild.textContent = live.output || '';
        var code = li.querySelector('pre.demo-code code');
        if (code && live.code != null) {
          if (!code.hasAttribute('data-recorded')) code.setAttribute('data-recorded', code.textContent);
          code.textContent = live.code;
        }
        stop();
        show(i); // no scrolling: the reader watches the editor while it runs
        return true;
      },
      clearLive: function () {
        liveSteps = {};
        section.querySelectorAll('.demo-step.live').forEach(function (li) { li.classList.remove('live'); });
        section.querySelectorAll('pre.demo-output-live').forEach(function (n) { n.parentNode.removeChild(n); });
        section.querySelectorAll('pre.demo-code code[data-recorded]').forEach(function (c) {
          c.textContent = c.getAttribute('data-recorded');
          c.removeAttribute('data-recorded');
        });
        section.classList.remove('player-live');
        if (index >= 0) show(index);
      }
    };

    prev.addEventListener('click', function () { stop(); show(index - 1, true); });
    next.addEventListener('click', function () { stop(); go(index + 1, true); });
    play.addEventListener('click', function () { if (timer) stop(); else start(); });
    section.addEventListener('keydown', function (e) {
      if (e.altKey || e.ctrlKey || e.metaKey || D.typing(e.target)) return;
      if (e.key === 'ArrowRight') { e.preventDefault(); stop(); go(index + 1, true); }
      else if (e.key === 'ArrowLeft') { e.preventDefault(); stop(); show(index - 1, true); }
    });
  }

  var active = null, docks = [], pending = null;
  var FILES_UNFOLDED = 3; // a step that ran more files than this lists them folded
  function updateDocks() {
    if (pending) return;
    pending = requestAnimationFrame(function () { pending = null; docks.forEach(function (d) { d(); }); });
  }
  demos.forEach(setup);
  window.addEventListener('scroll', updateDocks, { passive: true });
  window.addEventListener('resize', updateDocks);
  document.addEventListener('click', updateDocks);

  // A demo's code or output box that is wider than its column scrolls sideways: it takes the
  // focus (tabindex 0) so that a keyboard reader can scroll it too; a box that fits stays out of
  // the Tab order.
  function focusableWhenScrolling(pre) {
    if (pre.scrollWidth > pre.clientWidth + 1 || pre.scrollHeight > pre.clientHeight + 1) pre.setAttribute('tabindex', '0');
    else if (pre.getAttribute('tabindex') === '0') pre.removeAttribute('tabindex');
  }
  var boxes = document.querySelectorAll('section.demo pre');
  function measureBoxes() { boxes.forEach(focusableWhenScrolling); }
  measureBoxes();
  window.addEventListener('load', measureBoxes); // the bundled font, once in, sets the code wider
  if (document.fonts && document.fonts.ready) document.fonts.ready.then(measureBoxes);
  // a box shown later (a folded demo opened, a live output filled) is measured when its size changes
  if (window.ResizeObserver) {
    var watch = new ResizeObserver(function (entries) { entries.forEach(function (e) { focusableWhenScrolling(e.target); }); });
    boxes.forEach(function (pre) { watch.observe(pre); });
  }
})();
