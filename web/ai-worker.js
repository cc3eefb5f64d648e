// The computer's thinking, away from the page's thread: a second WebAssembly instance of the
// rules and the AI (mancala-ai.js + mancala-ai.wasm). Messages in: {job, record, moveTimeMs,
// level (-1: none), seed, verdict}; out: {job, move, verdict} (a move letter; +1, 0 or -1 when
// a verdict was asked for and decided, else null), or {job, error}.
'use strict';
var ready = false;
var waiting = [];

function answer(message) {
  var level = typeof message.level === 'number' ? message.level : -1;
  var out = Module.ccall('mancala_ai_job', 'string', ['string', 'number', 'number', 'number', 'number'],
                         [message.record, message.moveTimeMs, level, message.seed || 1,
                          message.verdict ? 1 : 0]);
  var parts = out.split(' ');
  if (parts[0].length === 1 && out.indexOf('error') !== 0) {
    postMessage({ job: message.job, move: parts[0], verdict: parts.length > 1 ? Number(parts[1]) : null });
  } else {
    postMessage({ job: message.job, error: out });
  }
}

self.Module = {
  print: function (text) { console.log(text); },
  printErr: function (text) { console.warn(text); },
  onRuntimeInitialized: function () {
    ready = true;
    waiting.splice(0).forEach(answer);
  }
};
importScripts('mancala-ai.js');

onmessage = function (e) {
  // Only the latest question matters: the page drops older ones when it asks again.
  if (ready) answer(e.data);
  else waiting = [e.data];
};
