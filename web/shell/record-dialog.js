// A part of shell.js (web/shell/common.js says how they are put together): the game record
// dialog (copy, download, load, the share link).

// ------------------------------------------------------------------ the record dialog
var dialog = document.getElementById('record-dialog');
var recordText = document.getElementById('record-text');
var shareLink = document.getElementById('share-link');
var recordStatus = document.getElementById('record-status');

function label(id, english) {
  var el = document.getElementById(id);
  if (el) el.textContent = t(english);
}
function say(text, isError) {
  recordStatus.textContent = text;
  recordStatus.className = isError ? 'error' : '';
}
function copy(text) {
  function fallback() {
    var area = document.createElement('textarea');
    area.value = text;
    document.body.appendChild(area);
    area.select();
    var ok = false;
    try { ok = document.execCommand('copy'); } catch (e) {}
    area.remove();
    return ok ? Promise.resolve() : Promise.reject(new Error('copy refused'));
  }
  if (navigator.clipboard && navigator.clipboard.writeText) return navigator.clipboard.writeText(text).catch(fallback);
  return fallback();
}

shell.showRecord = function (record, fragment) {
  if (!dialog) return;
  label('record-title', 'Game record');
  label('record-help', 'Copy this record to keep the game, or paste a record here and load it.');
  label('record-copy', 'Copy');
  label('record-download', 'Download');
  label('record-load', 'Load this record');
  label('record-close', 'Close');
  label('share-label', 'Share link');
  label('record-copy-link', 'Copy link');
  label('record-code', 'Continue on your phone');
  recordText.value = record;
  // The link of the record shown: the game played (mancala.shareLink()), or one of My games, the
  // page's own address without the query's set-up (the fields of the game's table that its
  // address follows), record, position and parentOrigin (as mancala.games() makes it).
  var current = window.mancala.shareLink ? window.mancala.shareLink() : '';
  if (current.slice(-fragment.length - 1) === '#' + fragment) {
    shareLink.value = current;
  } else {
    var u = new URL(window.location.href);
    window.mancala.setupFields().forEach(function (f) {
      if (f.inAddress === 'never') return;  // the page's own choice (friend), not the game's
      u.searchParams.delete(f.name);
      if (f.old) u.searchParams.delete(f.old);
    });
    ['record', 'r', 'position', 'p', 'parentOrigin'].forEach(function (k) { u.searchParams.delete(k); });
    u.hash = fragment;
    shareLink.value = u.href;
  }
  say('', false);
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  recordText.focus();
};
function closeDialog() {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}
if (dialog) {
  document.getElementById('record-copy').addEventListener('click', function () {
    copy(recordText.value).then(function () { say(t('Copied.'), false); }, function (e) { say(String(e.message || e), true); });
  });
  document.getElementById('record-copy-link').addEventListener('click', function () {
    copy(shareLink.value).then(function () { say(t('Copied.'), false); }, function (e) { say(String(e.message || e), true); });
  });
  document.getElementById('record-download').addEventListener('click', function () {
    var blob = new Blob([recordText.value], { type: 'text/plain;charset=utf-8' });
    var a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    var variant = (recordText.value.match(/\[Game "([a-z0-9-]+)"\]/) || [])[1] || 'game';
    a.download = 'mancala-' + variant + '-' + new Date().toISOString().slice(0, 10) + '.txt';
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(a.href); }, 1000);
  });
  document.getElementById('record-load').addEventListener('click', function () {
    var r = window.mancala.loadRecord(recordText.value);
    if (r.ok) {
      say(t('The record was loaded.'), false);
      closeDialog();
      canvas.focus({ preventScroll: true });
    } else {
      say(r.error, true);
      recordText.focus();
    }
  });
  // The share link as a QR code (take-home.js).
  document.getElementById('record-code').addEventListener('click', function () {
    shell.showCodeOf(shareLink.value);
  });
  document.getElementById('record-close').addEventListener('click', function () {
    closeDialog();
  });
  dialog.addEventListener('close', function () { canvas.focus({ preventScroll: true }); });
}
