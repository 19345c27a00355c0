/* Exercises: a demo step asked as a question ("predict, then check"). Until the reader answers,
   the step's caption and output and the steps after it stay hidden, and the player stops there;
   the answer is then compared with what the step shows: the recording, or, when the reader has
   edited the demo's values, the run of those values in the browser (browser-run.js). The result
   is kept in this browser only (localStorage, which file:// pages share), and a page's
   @exercises list shows which ones the reader has done. In presenter mode the class answers
   together and the presenter reveals the step, with or without a choice picked.

   normalize() and valueOf() must agree with dev.duet.site.demo.ExerciseTarget, which the build
   uses to check each exercise against its recorded step. */
(function () {
  'use strict';
  var D = window.Duet;
  if (!D) return;
  var KEY = 'duet-exercises';

  function answers() {
    try { return JSON.parse(localStorage.getItem(KEY) || '{}') || {}; } catch (e) { return {}; }
  }
  function remember(id, result, answer) {
    var all = answers();
    all[id] = { result: result, answer: answer };
    D.store(KEY, JSON.stringify(all));
  }

  /** An answer as it is compared: no surrounding quotes or brackets, one space after commas, lower case. */
  function normalize(s) {
    s = String(s).trim();
    if (s.length >= 2 && s.charAt(0) === '"' && s.charAt(s.length - 1) === '"') s = s.slice(1, -1);
    if (s.length >= 2 && s.charAt(0) === '[' && s.charAt(s.length - 1) === ']') s = s.slice(1, -1);
    return s.replace(/\s*,\s*/g, ', ').replace(/\s+/g, ' ').trim().toLowerCase();
  }

  function format(v) {
    if (v === null || v === undefined) return 'null';
    if (Array.isArray(v)) return '[' + v.map(format).join(', ') + ']';
    if (typeof v === 'object') return '{' + Object.keys(v).map(function (k) { return k + ': ' + format(v[k]); }).join(', ') + '}';
    return String(v);
  }

  /** What `predict` names in a step that printed `output` and left `stateJson`, or null. */
  function valueOf(predict, output, stateJson) {
    output = output || '';
    if (predict === 'output') return output;
    var line = /^output:(\d+)$/.exec(predict);
    if (line) {
      var lines = output === '' ? [] : output.split('\n');
      return lines[parseInt(line[1], 10) - 1] === undefined ? null : lines[parseInt(line[1], 10) - 1];
    }
    var at;
    try { at = JSON.parse(stateJson || '{}'); } catch (e) { return null; }
    var parts = predict.split('.');
    for (var i = 0; i < parts.length; i++) {
      if (Array.isArray(at) && parts[i] === 'size' && i === parts.length - 1) return String(at.length);
      if (!at || typeof at !== 'object' || Array.isArray(at) || !(parts[i] in at)) return null;
      at = at[parts[i]];
    }
    return format(at);
  }

  function presenting() { return document.documentElement.classList.contains('presenter'); }

  function setupDemo(section) {
    var data;
    try { data = JSON.parse(section.querySelector('script.demo-data').textContent); } catch (e) { return; }
    var items = section.querySelectorAll('.demo-step');
    var asked = {};
    section.querySelectorAll('.exercise[data-exercise]').forEach(function (box) {
      var li = box.closest('.demo-step');
      var k = Array.prototype.indexOf.call(items, li);
      var step = data.steps[k];
      if (k < 0 || !step || !step.exercise) return;
      asked[k] = setup(section, box, li, k, step);
    });
    if (!Object.keys(asked).length) return;
    // demo.js asks whether a step is still hidden, and hands over when the reader steps past one.
    // A step the reader ran in the page's editor (under serve) shows that run: nothing to hide.
    section.duetVeiled = function (k) { return !!asked[k] && asked[k].pending() && !items[k].classList.contains('live'); };
    section.duetAsk = function (k) { if (asked[k]) asked[k].focus(); };
  }

  function setup(section, box, li, k, step) {
    var id = box.getAttribute('data-exercise');
    var form = box.querySelector('.exercise-form');
    var button = box.querySelector('.exercise-check');
    var result = box.querySelector('.exercise-result');
    var again = D.el('button', { type: 'button', 'class': 'btn exercise-again', hidden: '' }, D.msg('exercise.again'));
    result.parentNode.insertBefore(again, result.nextSibling);
    var hint = D.el('p', { 'class': 'exercise-presenter-hint' }, D.msg('exercise.presenter-hint'));
    form.appendChild(hint);

    function given() {
      var checked = box.querySelector('input[type=radio]:checked');
      if (checked) return checked.value;
      var typed = box.querySelector('input[type=text]');
      return typed ? typed.value : '';
    }
    function pending() { return li.classList.contains('exercise-pending'); }
    function veil() {
      li.classList.add('exercise-pending');
      box.removeAttribute('data-exercise-result');
      result.textContent = '';
      again.hidden = true;
      form.hidden = false;
      button.textContent = D.msg(presenting() ? 'exercise.reveal' : 'exercise.check');
      if (section.duetRefresh) section.duetRefresh();
    }
    /** Shows the step; `answer` is what the reader gave ('' when the presenter reveals without one). */
    function reveal(answer, value, live) {
      li.classList.remove('exercise-pending');
      form.hidden = true;
      again.hidden = false;
      var text;
      if (answer === '') {
        text = D.msg('exercise.shown', value);
      } else {
        var right = normalize(answer) === normalize(value);
        box.setAttribute('data-exercise-result', right ? 'right' : 'wrong');
        text = right ? D.msg('exercise.right') : D.msg('exercise.wrong', value);
      }
      if (live) text += ' ' + D.msg('exercise.live', value);
      result.textContent = text;
      if (section.duetRefresh) section.duetRefresh();
    }
    function check() {
      var answer = given();
      if (normalize(answer) === '' && !presenting()) {
        var first = box.querySelector('input');
        if (first) first.focus();
        return;
      }
      var run = section.duetBrowserRun;
      if (run && run.edited()) {
        // The reader's own values: what counts is what the port does with them, run here.
        result.textContent = D.msg('exercise.running');
        button.disabled = true;
        run.run(function (outcome) {
          button.disabled = false;
          if (!outcome) { result.textContent = run.status(); return; }
          var live = valueOf(step.exercise.predict, outcome.outputs[k + 1], outcome.states[k + 1]);
          if (live === null) { result.textContent = run.status(); return; }
          reveal(answer, live, true);
          if (answer !== '') remember(id, box.getAttribute('data-exercise-result'), answer);
        });
        return;
      }
      reveal(answer, valueOf(step.exercise.predict, step.output, step.state), false);
      if (answer !== '') remember(id, box.getAttribute('data-exercise-result'), answer);
    }
    form.addEventListener('submit', function (e) { e.preventDefault(); check(); });
    again.addEventListener('click', function () {
      veil();
      var first = box.querySelector('input');
      if (first) first.focus();
    });
    document.addEventListener('duet-presenter', function () {
      if (pending()) button.textContent = D.msg(presenting() ? 'exercise.reveal' : 'exercise.check');
    });

    veil();
    // A question answered before (on this page or another showing the same demo) stays answered.
    var before = answers()[id];
    if (before && typeof before.answer === 'string') {
      var radio = Array.prototype.filter.call(box.querySelectorAll('input[type=radio]'), function (r) { return r.value === before.answer; })[0];
      if (radio) radio.checked = true;
      var typed = box.querySelector('input[type=text]');
      if (typed) typed.value = before.answer;
      reveal(before.answer, valueOf(step.exercise.predict, step.output, step.state), false);
    }
    return {
      pending: pending,
      focus: function () {
        // The presenter steps on with →: past the question, that reveals it (with the class's
        // answer when one is picked) and goes on to the step after.
        if (presenting()) { check(); return; }
        box.scrollIntoView({ block: 'center' });
        var first = box.querySelector('input');
        (first || button).focus();
      }
    };
  }

  /** A page's @exercises list: each marked with the reader's answer, and how many are done. */
  function markList(list) {
    var all = answers(), done = 0;
    list.querySelectorAll('[data-exercise-done]').forEach(function (li) {
      var a = all[li.getAttribute('data-exercise-done')];
      var state = li.querySelector('.exercise-state');
      if (a && (a.result === 'right' || a.result === 'wrong')) {
        done++;
        li.setAttribute('data-exercise-result', a.result);
        state.textContent = D.msg(a.result === 'right' ? 'exercise.state-right' : 'exercise.state-wrong');
      }
    });
    var progress = list.querySelector('[data-exercise-progress]');
    if (progress) progress.textContent = D.msg('exercise.progress', done, progress.getAttribute('data-total'));
  }

  document.querySelectorAll('section.demo[data-demo]').forEach(setupDemo);
  document.querySelectorAll('.exercise-list').forEach(markList);
})();
