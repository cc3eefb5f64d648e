// The computer's thinking, away from the page's thread: a second WebAssembly instance of the
// rules and the AI (mancala-ai.js + mancala-ai.wasm), made once by the page and kept.
// Messages in: {id, record, moveTimeMs, level (-1: none), seed, verdict, analyse}; out: {id, move,
// verdict, margin} (a move letter; +1, 0 or -1 when a verdict was asked for and decided, else
// null; the final margin with perfect play when it was found, else null), or
// with analyse (a depth, more than 0) {id, analysis} (every move's value: "c=4! a=0 b=-3"), or
// {id, error}. Every message gets its answer, in order, with its id: the page sends one job at a
// time and ignores the answer of a job it no longer wants (a call here cannot be interrupted).
'use strict';
var ready = false;
var waiting = [];

function answer(message) {
  var level = typeof message.level === 'number' ? message.level : -1;
  var out;
  try {
    // The record through the heap (ccall would copy it onto the module's stack).
    var record = String(message.record);
    var size = Module.lengthBytesUTF8(record) + 1;
    var p = Module._malloc(size);
    if (!p) throw new Error('out of memory');
    try {
      Module.stringToUTF8(record, p, size);
      if (message.analyse > 0) {
        out = Module.UTF8ToString(Module._mancala_ai_analyse(p, message.analyse));
      } else {
        out = Module.UTF8ToString(Module._mancala_ai_job(p, message.moveTimeMs, level, message.seed || 1,
                                                         message.verdict ? 1 : 0));
      }
    } finally {
      Module._free(p);
    }
  } catch (err) {
    out = 'error: ' + err;
  }
  var parts = out.split(' ');
  if (message.analyse > 0 && out.indexOf('error') !== 0) {
    postMessage({ id: message.id, analysis: out });
  } else if (parts[0].length === 1 && out.indexOf('error') !== 0) {
    postMessage({ id: message.id, move: parts[0], verdict: parts.length > 1 ? Number(parts[1]) : null,
                  margin: parts.length > 2 ? Number(parts[2]) : null });
  } else {
    postMessage({ id: message.id, error: out });
  }
}

// The page asks for this file with its build's name (?v=...): the build's own files come with it.
var version = self.location.search;
self.Module = {
  locateFile: function (file) { return file + version; },
  print: function (text) { console.log(text); },
  printErr: function (text) { console.warn(text); },
  onRuntimeInitialized: function () {
    ready = true;
    waiting.splice(0).forEach(answer);
  }
};
importScripts('mancala-ai.js' + version);

onmessage = function (e) {
  if (ready) answer(e.data);
  else waiting.push(e.data);
};
