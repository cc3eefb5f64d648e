// A part of shell.js (web/shell/common.js says how they are put together): the game's link as a
// QR code, for a phone to carry the game on (the kiosk's "Continue on your phone", the record
// dialog's button).

// ------------------------------------------------------------------ continue on your phone
var codeDialog = document.getElementById('code-dialog');
var codeCanvas = document.getElementById('code-canvas');
var codeLink = document.getElementById('code-link');
var codeTimer = 0;
var qrLoaded = null;
// qrcode-generator (npm), copied into the build by ci/build: asked for the first time a code is
// shown, so that it weighs nothing before.
function loadQr() {
  if (!qrLoaded) {
    qrLoaded = new Promise(function (resolve, reject) {
      var s = document.createElement('script');
      s.src = 'qrcode.js?v=@BUILD@';
      s.onload = function () { resolve(window.qrcode); };
      s.onerror = function () { qrLoaded = null; reject(new Error(t('The QR code cannot be shown: its file could not be downloaded.'))); };
      document.head.appendChild(s);
    });
  }
  return qrLoaded;
}
// Draws `text` as a QR code on the canvas: black on white with its quiet zone of four modules,
// each module a whole number of pixels, about `size` pixels in all.
function drawCode(qrcode, text, size) {
  var qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  var n = qr.getModuleCount(), quiet = 4;
  var scale = Math.max(2, Math.floor(size / (n + 2 * quiet)));
  codeCanvas.width = codeCanvas.height = (n + 2 * quiet) * scale;
  var g = codeCanvas.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, codeCanvas.width, codeCanvas.height);
  g.fillStyle = '#000';
  for (var r = 0; r < n; r++)
    for (var c = 0; c < n; c++)
      if (qr.isDark(r, c)) g.fillRect((c + quiet) * scale, (r + quiet) * scale, scale, scale);
}
function closeCode() {
  clearTimeout(codeTimer);
  if (!codeDialog.open) return;
  if (typeof codeDialog.close === 'function') codeDialog.close();
  else codeDialog.removeAttribute('open');
}
shell.codesShown = 0;  // for tests
// Shows the code of `url`: as large as the screen allows (a kiosk's visitor scans it from a step
// away), the address under it; a kiosk's closes itself after two minutes, for the next visitor.
function showCode(url) {
  if (!codeDialog) return;
  var help = document.getElementById('code-help');
  document.getElementById('code-title').textContent = t('Continue on your phone');
  help.textContent = t('Point your phone\u2019s camera at the code: the game opens there as it is now.');
  help.className = '';
  document.getElementById('code-close').textContent = t('Close');
  codeCanvas.setAttribute('aria-label', t('QR code of the link to this game'));
  codeCanvas.hidden = true;
  codeLink.textContent = url;
  if (dialog && dialog.open) closeDialog();
  if (typeof codeDialog.showModal === 'function') codeDialog.showModal();
  else codeDialog.setAttribute('open', '');
  document.getElementById('code-close').focus();
  clearTimeout(codeTimer);
  if (params.get('kiosk') === '1') codeTimer = setTimeout(closeCode, 120000);
  loadQr().then(function (qrcode) {
    drawCode(qrcode, url, Math.min(window.innerWidth * 0.8, window.innerHeight * 0.55, 720));
    codeCanvas.hidden = false;
    shell.codesShown++;
  }, function (e) {
    help.textContent = String(e.message || e);
    help.className = 'error';
  });
}
shell.showCode = function (fragment) { showCode(friendUrl(fragment)); };
shell.showCodeOf = showCode;
if (codeDialog) {
  document.getElementById('code-close').addEventListener('click', closeCode);
  // A touch beside the code closes it too (the dialog's backdrop).
  codeDialog.addEventListener('click', function (event) { if (event.target === codeDialog) closeCode(); });
  codeDialog.addEventListener('close', function () { canvas.focus({ preventScroll: true }); });
}
