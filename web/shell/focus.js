// A part of shell.js (web/shell/common.js says how they are put together): the board's focus and
// the system's motion setting.

// ------------------------------------------------------------------ focus and motion
// Tab and Shift+Tab go through the canvas's own controls (the game draws the focus ring), then
// on to the page like from any other element (no keyboard trap): SDL never sees Tab.
canvas.addEventListener('keydown', function (e) {
  if (e.key === 'Tab') {
    e.stopImmediatePropagation();
    if (!e.altKey && !e.ctrlKey && !e.metaKey && window.mancala.focusStep && window.mancala.focusStep(e.shiftKey ? -1 : 1))
      e.preventDefault();
  } else if (!canvas.classList.contains('keyboard')) {
    canvas.classList.add('keyboard');
  }
}, true);
// The board's focus ring shows when the keyboard brought the focus (like :focus-visible), not
// when the page focused the game at start or a click did.
var keyboardUsed = false, started = false;
whenReady(function () { setTimeout(function () { started = true; }, 0); });
window.addEventListener('keydown', function () { keyboardUsed = true; }, true);
window.addEventListener('pointerdown', function () { keyboardUsed = false; }, true);
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
  if (keyboardUsed || (started && visible)) showFocus(e.relatedTarget);
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
