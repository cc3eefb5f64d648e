// The computer's thinking, away from the page's thread: a second WebAssembly instance of the
// rules and the AI (mancala-ai.js + mancala-ai.wasm). Messages in: {job, record, moveTimeMs};
// out: {job, move} (a move letter), or {job, error}.
'use strict';
var ready = false;
var waiting = [];

function answer(message) {
  var move = Module.ccall('mancala_ai_best_move', 'string', ['string', 'number'],
                          [message.record, message.moveTimeMs]);
  if (move.length === 1) postMessage({ job: message.job, move: move });
  else postMessage({ job: message.job, error: move });
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
