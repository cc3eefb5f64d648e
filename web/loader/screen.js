// A part of loader.js (web/loader/language.js says how they are put together): the loading screen, what the
// browser must have, and the build's name.

var overlay = document.getElementById('overlay');
var statusEl = document.getElementById('status');
var fill = document.getElementById('fill');
var errorEl = document.getElementById('error');
var canvas = document.getElementById('canvas');

var NO_WEBGL = 'This browser or device does not offer WebGL 2, which the board needs to be drawn. ' +
               'Please turn on hardware acceleration or use a current browser.';
var GL_ATTRIBUTES = { alpha: false, depth: false, stencil: false, antialias: false };

function status(text, fraction) {
  statusEl.textContent = text;
  if (fraction !== undefined) fill.style.width = Math.round(Math.max(0, Math.min(1, fraction)) * 100) + '%';
}
var failed = false;  // the game cannot start, or stopped: the page says why
function fail(text) {
  failed = true;
  window.clearTimeout(startingSlowly);
  overlay.classList.remove('hidden');  // the game may have started to run
  status(t('The game cannot start.'));
  errorEl.textContent = text;
  errorEl.style.display = 'block';
  document.getElementById('bar').style.display = 'none';
  window.mancala._fail(text);
}

if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
  fail(t('This browser cannot run WebAssembly. Please use a current version of Firefox, Chrome, Edge or Safari.'));
  return;
}
// The canvas takes the keyboard when it is touched or clicked, so that an embedding page keeps
// its own keys otherwise.
canvas.addEventListener('pointerdown', function () { canvas.focus({ preventScroll: true }); });

// The build's name, written by ci/build: every file that differs between builds is asked for
// with it (?v=...), so that neither a cache nor the service worker mixes two builds.
var BUILD = '@BUILD@';
var version = '?v=' + BUILD;
document.documentElement.dataset.build = BUILD;
