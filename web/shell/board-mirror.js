// A part of shell.js (web/shell/common.js says how they are put together): the board's mirror
// for screen readers and the keyboard, and what the game sends it after each frame.

// ------------------------------------------------------------------ the board's mirror
// A button over each hole of the canvas, named with its owner, its seeds and whether it can be
// played (or why not), and the stores in words: what a screen reader reads. The holes are one
// stop of the Tab key (after the canvas's own controls); the arrows go from hole to hole. The
// game sends what it shows after each frame that changed it (page_api.cpp).
var mirror = document.getElementById('board-mirror');
var holeButtons = [], storeTexts = [];
var LETTERS = 'abcdefABCDEF';
// The game's own keys (U undo, R redo, N new game, ...) work from a hole's button too.
function forwardKey(e) {
  var init = { key: e.key, code: e.code, keyCode: e.keyCode, which: e.which, shiftKey: e.shiftKey,
    ctrlKey: e.ctrlKey, altKey: e.altKey, metaKey: e.metaKey, bubbles: true, cancelable: true };
  canvas.dispatchEvent(new KeyboardEvent(e.type, init));
}
if (mirror) {
  // South's row, a to f, then North's, A to F: the order in which the game names them.
  for (var i = 0; i < 12; i++) {
    var b = document.createElement('button');
    b.type = 'button';
    b.dataset.hole = String(i);
    b.textContent = LETTERS[i];
    b.tabIndex = i === 0 ? 0 : -1;
    b.addEventListener('focus', function (e) {
      holeButtons.forEach(function (other) { other.tabIndex = other === e.currentTarget ? 0 : -1; });
    });
    b.addEventListener('click', function (e) {
      var hole = Number(e.currentTarget.dataset.hole);
      whenReady(function (api) {
        api.chooseHole(hole);
        var why = api.message();
        if (why) shell.announce(why);
      });
    });
    b.addEventListener('keydown', function (e) {
      var hole = Number(e.currentTarget.dataset.hole);
      var step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 6, ArrowUp: -6 }[e.key];
      if (step !== undefined) {
        // Along the row as drawn: North's row runs F..A from left to right.
        var south = hole < 6;
        var col = south ? hole : 11 - hole;
        if (Math.abs(step) === 1) col = Math.max(0, Math.min(5, col + step));
        else south = step > 0;
        holeButtons[south ? col : 11 - col].focus();
        e.preventDefault();
      } else if (e.key !== 'Tab' && e.key !== 'Enter' && e.key !== ' ') {
        forwardKey(e);
      }
    });
    b.addEventListener('keyup', function (e) {
      if (e.key !== 'Tab' && e.key !== 'Enter' && e.key !== ' ') forwardKey(e);
    });
    mirror.appendChild(b);
    holeButtons.push(b);
  }
  for (var k = 0; k < 2; k++) {
    var p = document.createElement('p');
    p.className = 'sr-only';
    mirror.appendChild(p);
    storeTexts.push(p);
  }
}

// What the game shows, after each frame that changed it: the board's mirror and the start form.
window.mancalaMirror = function (json) {
  if (!mirror) return;
  var m;
  try { m = JSON.parse(json); } catch (e) { return; }
  showForm(m.start);
  if (!m.board) {
    if (mirror.contains(document.activeElement)) canvas.focus({ preventScroll: true });
    mirror.hidden = true;
    return;
  }
  mirror.hidden = false;
  mirror.setAttribute('aria-label', m.title);
  m.holes.forEach(function (h, i) {
    var b = holeButtons[i];
    b.style.left = (h.x - h.r) + 'px';
    b.style.top = (h.y - h.r) + 'px';
    b.style.width = b.style.height = (2 * h.r) + 'px';
    b.setAttribute('aria-label', h.label);
    b.setAttribute('aria-disabled', h.playable ? 'false' : 'true');
  });
  m.stores.forEach(function (s, i) { storeTexts[i].textContent = s.label; });
};
