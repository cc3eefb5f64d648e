// Starts the game: checks what the browser can do, downloads the WebAssembly with a progress
// bar, then runs mancala.js on the canvas.
(function () {
  'use strict';
  var overlay = document.getElementById('overlay');
  var statusEl = document.getElementById('status');
  var fill = document.getElementById('fill');
  var errorEl = document.getElementById('error');
  var canvas = document.getElementById('canvas');

  function status(text, fraction) {
    statusEl.textContent = text;
    if (fraction !== undefined) fill.style.width = Math.round(Math.max(0, Math.min(1, fraction)) * 100) + '%';
  }
  function fail(text) {
    status('The game cannot start.');
    errorEl.textContent = text;
    errorEl.style.display = 'block';
    document.getElementById('bar').style.display = 'none';
    window.mancala._fail(text);
  }

  if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
    fail('This browser cannot run WebAssembly. Please use a current version of Firefox, Chrome, Edge or Safari.');
    return;
  }
  var probe = document.createElement('canvas').getContext('webgl2');
  if (!probe) {
    fail('This browser or device does not offer WebGL 2, which the board needs to be drawn. ' +
         'Please turn on hardware acceleration or use a current browser.');
    return;
  }

  // The canvas takes the keyboard when it is touched or clicked, so that an embedding page keeps
  // its own keys otherwise.
  canvas.addEventListener('pointerdown', function () { canvas.focus({ preventScroll: true }); });

  function download(url, onProgress) {
    return fetch(url).then(function (response) {
      if (!response.ok) throw new Error(url + ': HTTP ' + response.status);
      var total = Number(response.headers.get('Content-Length')) || 0;
      if (!response.body || !response.body.getReader) return response.arrayBuffer();
      var reader = response.body.getReader();
      var chunks = [], received = 0;
      function pump() {
        return reader.read().then(function (r) {
          if (r.done) {
            var out = new Uint8Array(received), at = 0;
            chunks.forEach(function (c) { out.set(c, at); at += c.length; });
            return out.buffer;
          }
          chunks.push(r.value);
          received += r.value.length;
          // A compressed transfer may report the compressed length: never past 95% here.
          onProgress(total ? Math.min(0.95, received / total) : 0.5, received);
          return pump();
        });
      }
      return pump();
    });
  }

  // ?game=warri&south=person&north=computer opens directly on a board.
  function argumentsFromUrl() {
    var params = new URLSearchParams(window.location.search);
    var args = [];
    var game = params.get('game');
    if (game) {
      if (['adji-kui-1', 'adji-kui-2', 'warri'].indexOf(game) < 0) {
        console.warn('Unknown game "' + game + '" in the address (adji-kui-1, adji-kui-2 or warri): showing the start screen.');
        return [];
      }
      args.push('--game', game);
      ['south', 'north'].forEach(function (side) {
        var who = params.get(side);
        if (who === 'person' || who === 'computer') args.push('--' + side, who);
        else if (who) console.warn('Unknown player "' + who + '" for ' + side + ' (person or computer).');
      });
    }
    return args;
  }

  status('Downloading the game…', 0.02);
  download('mancala.wasm', function (fraction, bytes) {
    status('Downloading the game… ' + Math.round(bytes / 1024) + ' KB', fraction * 0.9);
  }).then(function (wasm) {
    status('Starting…', 0.93);
    window.Module = {
      canvas: canvas,
      wasmBinary: wasm,
      arguments: argumentsFromUrl(),
      print: function (text) { console.log(text); },
      printErr: function (text) { console.warn(text); },
      onAbort: function (what) { fail('The game stopped: ' + what); },
      onRuntimeInitialized: function () {
        status('Ready', 1);
        overlay.classList.add('hidden');
        window.mancala._attach(window.Module);
        // The game sleeps when idle: wake it when its element changes size without the
        // window doing so (an embedding page's layout).
        if (typeof ResizeObserver === 'function') {
          new ResizeObserver(function () { window.Module._mancala_request_frames(); }).observe(canvas);
        }
        canvas.focus({ preventScroll: true });
      }
    };
    var script = document.createElement('script');
    script.src = 'mancala.js';
    script.onerror = function () { fail('mancala.js could not be loaded.'); };
    document.body.appendChild(script);
  }).catch(function (e) {
    fail('The game could not be downloaded (' + e.message + '). Check the connection and reload the page.');
  });
})();
