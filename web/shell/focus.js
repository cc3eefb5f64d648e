// A part of shell.js (web/shell/common.js says how they are put together): the board's focus and
// the system's motion setting.

// ------------------------------------------------------------------ focus and motion
// Tab and Shift+Tab go through the canvas's own controls (the game draws the focus ring), then
// on to the page like from any other element (no keyboard trap): SDL never sees Tab.
canvas.addEventListener('keydown', function (e) {
  if (!canvas.classList.contains('keyboard')) canvas.classList.add('keyboard');
  if (e.key === 'Tab') {
    e.stopImmediatePropagation();
    if (!e.altKey && !e.ctrlKey && !e.metaKey && window.mancala.focusStep && window.mancala.focusStep(e.shiftKey ? -1 : 1))
      e.preventDefault();
  }
}, true);
// The board's focus ring shows when the keyboard brought the focus (like :focus-visible), not
// when the page focused the game at start or a click did; a click takes it away (the game's own
// ring goes with it, App::onPointer). `pressing`: a pointer is down, so the focus that comes
// now is the click's, whatever the browser's :focus-visible says of it (it does say visible
// when the focus comes back by a click after it had gone to another window or element).
var keyboardUsed = false, started = false, pressing = false;
whenReady(function () { setTimeout(function () { started = true; }, 0); });
window.addEventListener('keydown', function () {
  keyboardUsed = true;
  pressing = false;
}, true);
window.addEventListener('pointerdown', function () {
  keyboardUsed = false;
  pressing = true;
  canvas.classList.remove('keyboard');
}, true);
['pointerup', 'pointercancel'].forEach(function (type) {
  window.addEventListener(type, function () { pressing = false; }, true);
});
window.addEventListener('blur', function (e) { if (e.target === window) pressing = false; });
// Tab from before the canvas focuses the screen itself (the board on the play screen),
// Shift+Tab from after it its last control; back from the record dialog, the control that had
// the focus keeps it.
function showFocus(from) {
  canvas.classList.add('keyboard');
  whenReady(function (api) {
    api.setFocus(true);
    if (from && dialog && dialog.contains(from)) return;
    api.focusEnter(from && (canvas.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING) ? -1 : 1);
  });
}
canvas.addEventListener('focus', function (e) {
  var visible = false;
  try { visible = canvas.matches(':focus-visible'); } catch (err) {}
  // Tabbing in from an embedding page brings no key press into this document.
  if (keyboardUsed || (started && visible && !pressing)) showFocus(e.relatedTarget);
});
// The frame focused by its embedding page (<mancala-game>'s Play focuses it) with nothing focused
// in it: the focus goes on to the board, so that the arrows and Enter play at once.
window.addEventListener('focus', function (e) {
  if (e.target === window && embedded && document.activeElement === document.body) canvas.focus({ preventScroll: true });
});
canvas.addEventListener('blur', function () {
  canvas.classList.remove('keyboard');
  whenReady(function (api) { api.setFocus(false); });
});
var motion = window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
shell.reducedMotion = !!(motion && motion.matches);
if (motion && motion.addEventListener) {
  motion.addEventListener('change', function () {
    whenReady(function (api) { api.setReducedMotion(motion.matches); });
  });
}
// The system's light or dark scheme, which theme=auto follows: told as it changes, never asked.
var scheme = window.matchMedia ? window.matchMedia('(prefers-color-scheme: light)') : null;
shell.lightScheme = !!(scheme && scheme.matches);
// The page's own parts (its loading card and ground, the start form, the record dialog, the focus
// rings) in the game's look and accent (web/index.html's colours): the address's until the game
// runs, then the game's own settings (theme=auto resolved, the C key's high contrast, an accent
// the game refused left out), read again after each frame that changed something.
var lookShown = '';
function showLook() {
  var look, accent = null;
  var settings = null;
  try { settings = window.mancala.settings && window.mancala.settings(); } catch (e) {}
  if (settings && settings.look) {
    look = settings.look;
    accent = settings.accent;
  } else {
    var theme = (params.get('theme') || '').toLowerCase();
    look = theme === 'light' || (theme === 'auto' && shell.lightScheme) ? 'light'
      : theme === 'contrast' ? 'contrast' : 'classic';
  }
  if (look + accent === lookShown) return;
  lookShown = look + accent;
  var root = document.documentElement;
  root.setAttribute('data-look', look === 'light' ? 'light' : look === 'contrast' ? 'contrast' : 'dark');
  if (accent) {
    root.style.setProperty('--accent', accent);
    root.style.setProperty('--focus', accent);
  } else {
    root.style.removeProperty('--accent');
    root.style.removeProperty('--focus');
  }
  var color = document.querySelector('meta[name="theme-color"]');
  if (color) color.setAttribute('content', look === 'light' ? '#fbf7ee' : look === 'contrast' ? '#000000' : '#1e150e');
}
shell.showLook = showLook;
showLook();
whenReady(showLook);
if (scheme && scheme.addEventListener) {
  scheme.addEventListener('change', function () {
    shell.lightScheme = scheme.matches;
    showLook();
    whenReady(function (api) { api.setColorScheme(scheme.matches); });
  });
}
