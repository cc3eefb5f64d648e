// A part of shell.js (web/shell/common.js says how they are put together), the last: the address
// (the game's arguments, the address following the game, a link opened on the same page), then
// the shell handed to the page.

// The arguments the game starts with: the address and what the browser says.
// The browser's preferred language among those the game speaks (the address's lang=, then a
// language chosen in the game and saved, come first: the game decides).
function browserLanguage() {
  var tags = (navigator.languages && navigator.languages.length) ? navigator.languages : [navigator.language || ''];
  for (var i = 0; i < tags.length; i++) {
    if (/^(en|fr|es|it)([-_]|$)/i.test(tags[i] || '')) return tags[i];
  }
  return navigator.language || '';
}
// The address itself does not go on the command line, which lives on the stack of the
// WebAssembly module: mancala-api.js hands it over through the heap (shell.address).
shell.address = function () {
  return { query: window.location.search.replace(/^\?/, ''), fragment: window.location.hash.replace(/^#/, '') };
};
shell.arguments = function () {
  var args = [];
  var language = browserLanguage();
  if (language) args.push('--browser-language', language);
  if (embedded) args.push('--embedded');
  if (shell.reducedMotion) args.push('--reduced-motion');
  if (shell.lightScheme) args.push('--light-scheme');
  // A touch screen: controls sized for a finger.
  if (window.matchMedia && window.matchMedia('(pointer: coarse)').matches) args.push('--coarse-pointer');
  return args;
};
// The address follows the game being played (AppModel::address): a reload, a bookmark or a
// copied address brings this game back. Replaced, not pushed: Back leaves the page as before.
// The game's first address waits until its first frame is on the screen: a new address makes
// the browser redraw its own interface, and with a software renderer that frame delays the
// board's (docs/PERFORMANCE.md).
var addressHeld = true, heldAddress = null;
function showAddress(next) {
  if (next === window.location.pathname + window.location.search + window.location.hash) return;
  try { window.history.replaceState(window.history.state, '', next); } catch (e) {}
}
shell.replaceAddress = function (query, fragment) {
  var next = window.location.pathname + (query ? '?' + query : '') + (fragment ? '#' + fragment : '');
  if (addressHeld) heldAddress = next;
  else showAddress(next);
};
// Called by web/loader/program.js as the game hands its first frame to the browser.
shell.firstFrameDrawn = function () {
  window.requestAnimationFrame(function () {
    window.setTimeout(function () {
      addressHeld = false;
      if (heldAddress !== null) showAddress(heldAddress);
      heldAddress = null;
    }, 0);
  });
};

// A link opened on the same page (the fragment changes without a reload): a friend's move, a
// shared game or a position. Not in a kiosk, where nothing comes in from outside.
window.addEventListener('hashchange', function () {
  if (kiosk) return;
  var fragment = window.location.hash.slice(1);
  if (/^f=/.test(fragment)) {  // a friend's link
    whenReady(function (api) { api.openLink(fragment); });
    return;
  }
  if (/^p=/.test(fragment)) {  // a position
    whenReady(function (api) { api.openPosition(fragment); });
    return;
  }
  var m = /^r=(.*)$/.exec(fragment);
  if (!m) return;
  whenReady(function (api) {
    var text;
    // '+' is a space, as the game reads the address at its start (a QR code's link has them).
    try { text = decodeURIComponent(m[1].replace(/\+/g, ' ')); } catch (e) { text = '\u0000'; }
    api.loadRecord(text);
  });
});

window.mancalaShell = shell;
