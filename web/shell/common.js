// A part of shell.js, the page's part around the game (window.mancalaShell, called by the app
// through host_web.cpp). ci/web-tools/finish-web.mjs puts web/shell/*.js together, in the order
// of its list, inside one function in strict mode: what one part declares, the others use.
// This part: what they all use.

var embedded = (function () {
  try { return window.self !== window.top; } catch (e) { return true; }
})();
var params = new URLSearchParams(window.location.search);
// What needs the game, once it runs; nothing if it cannot start (web/loader/ says why on the
// page, and mancala.ready rejects).
function whenReady(then) {
  window.mancala.ready.then(then, function () {});
}
// The game's translation of one of the page's own texts (English until the game runs).
function t(english) {
  try { return window.mancala.tr ? window.mancala.tr(english) : english; } catch (e) { return english; }
}
var canvas = document.getElementById('canvas');
