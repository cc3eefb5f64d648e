// A part of shell.js (web/shell/common.js says how they are put together): Continue on your
// phone, the game's link as a QR code (the kiosk's button, the record dialog's). The words are
// here, where the catalogs find them; the drawing is in take-home.js, asked for the first time
// a code is shown.

// ------------------------------------------------------------------ continue on your phone
var takeHomeLoaded = null;
shell.codesShown = 0;  // for tests
function showCode(url) {
  var codeDialog = document.getElementById('code-dialog');
  if (!codeDialog) return;
  var words = {
    title: t('Continue on your phone'),
    help: t('Point your phone\u2019s camera at the code: the game opens there as it is now.'),
    close: t('Close'),
    image: t('QR code of the link to this game'),
    failed: t('The QR code cannot be shown: its file could not be downloaded.'),
    tooLong: t('This game is too long to fit in a QR code: it cannot be carried to a phone this way.'),
    withoutReview: t('The code carries the game without its review, which would not fit: review it again on the phone.'),
    rules: t('The rules, and a board to print to play with real seeds:'),
  };
  // The game's rules page beside the game (docs/RULES-PAGES.md), which links its printable board.
  var rules = '';
  try {
    var game = window.mancala.state().variant, lang = window.mancala.settings().language;
    if (/^[a-z0-9-]+$/.test(game) && /^[a-z]+$/.test(lang))
      rules = new URL('rules/' + game + '.' + lang + '.html', window.location.href).href;
  } catch (e) {}
  if (dialog && dialog.open) closeDialog();  // the record dialog, which offers it
  if (!takeHomeLoaded) {
    takeHomeLoaded = new Promise(function (resolve, reject) {
      var s = document.createElement('script');
      s.src = 'take-home.js?v=@BUILD@';
      s.onload = resolve;
      s.onerror = function () { takeHomeLoaded = null; reject(); };
      document.head.appendChild(s);
    });
  }
  takeHomeLoaded.then(function () {
    window.mancalaTakeHome(url, words, {
      closeAfter: params.get('kiosk') === '1' ? 120000 : 0,
      rules: rules,
      drawn: function () { shell.codesShown++; },
    });
  }, function () {
    // Not even the drawing's script: the dialog says so (Esc or Close closes it).
    document.getElementById('code-help').textContent = words.failed;
    document.getElementById('code-close').onclick = function () { codeDialog.close(); };
    if (!codeDialog.open && codeDialog.showModal) codeDialog.showModal();
  });
}
// The model's address for it: the game's own query and its moves.
shell.showCode = function (query, fragment) {
  showCode(window.location.origin + window.location.pathname + (query ? '?' + query : '') + '#' + fragment);
};
shell.showCodeOf = showCode;
// The kiosk's reset: the last visitor's code and record go from the screen.
shell.closeDialogs = function () {
  var codeDialog = document.getElementById('code-dialog');
  if (codeDialog && codeDialog.open) {
    if (typeof codeDialog.close === 'function') codeDialog.close();
    else codeDialog.removeAttribute('open');
  }
  if (dialog && dialog.open) closeDialog();
};
(function () {
  var codeDialog = document.getElementById('code-dialog');
  if (codeDialog) codeDialog.addEventListener('close', function () { canvas.focus({ preventScroll: true }); });
})();
