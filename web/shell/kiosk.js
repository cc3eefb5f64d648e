// A part of shell.js (web/shell/common.js says how they are put together): the museum kiosk.

// ------------------------------------------------------------------ the museum kiosk
// ?kiosk=1 (docs/EMBEDDING.md): the first touch asks for the full screen (refused or not, the
// game goes on), and nothing leaves the page: no context menu, no file dropped or opened, no
// page saved or printed from the keyboard, no record loaded from the address.
var kiosk = /^(1|on|yes|true)$/.test(params.get('kiosk') || '');
shell.kiosk = kiosk;
if (kiosk) {
  document.documentElement.classList.add('kiosk');
  var askedFullScreen = false;
  window.addEventListener('pointerdown', function () {
    if (askedFullScreen) return;
    askedFullScreen = true;
    var el = document.documentElement;
    try {
      var p = el.requestFullscreen ? el.requestFullscreen({ navigationUI: 'hide' }) : null;
      if (p && p.catch) p.catch(function () {});
    } catch (e) {}
  }, true);
  ['contextmenu', 'dragover', 'drop', 'dragstart'].forEach(function (type) {
    window.addEventListener(type, function (e) { e.preventDefault(); }, true);
  });
  window.addEventListener('keydown', function (e) {
    if ((e.ctrlKey || e.metaKey) && /^[oOsSpPuUlLnNtT]$/.test(e.key)) e.preventDefault();
  }, true);
}
