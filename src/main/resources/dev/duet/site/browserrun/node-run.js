// Runs one demo of a browser bundle in Node, for the build's drift check (BrowserDriftCheck).
// Usage: node node-run.js BUNDLE DEMO-ID [INDEX=VALUE ...]
// Prints one JSON line per event: {"kind": ..., "step": ..., "text": ...}; exits after "done".
'use strict';
const fs = require('fs');
const vm = require('vm');
const [bundle, ...args] = process.argv.slice(2);
const emit = (kind, step, text) => {
  process.stdout.write(JSON.stringify({kind, step, text}) + '\n');
  if (kind === 'done') {
    // Demos may leave threads and timers behind (a queue never shut down): the run is over.
    process.stdout.write('', () => process.exit(0));
  }
};
const context = {duetEmit: emit, console, setTimeout, clearTimeout, setInterval, clearInterval,
  queueMicrotask, Date, performance};
context.window = context;
vm.createContext(context);
vm.runInContext(fs.readFileSync(bundle, 'utf8'), context, {filename: bundle});
context.DUET_BUNDLE()(args);
