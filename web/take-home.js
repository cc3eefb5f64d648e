// Continue on your phone (docs/EMBEDDING.md): the game's link as a QR code in the page's
// #code-dialog, for a phone to carry the game on. Asked for by shell.js (web/shell/take-home.js)
// the first time a code is shown, so that it weighs nothing before; it asks in turn for
// qrcode.js (qrcode-generator, from npm, copied into the build by ci/build).
(function () {
  'use strict';
  var dialog = document.getElementById('code-dialog');
  var canvas = document.getElementById('code-canvas');
  var help = document.getElementById('code-help');
  var close = document.getElementById('code-close');
  var timer = 0;
  var qrLoaded = null;
  var style = document.createElement('style');
  style.textContent = [
    '#code-dialog { max-width: min(92vw, 46em); padding: 1.2em 1.4em; border: 2px solid var(--accent, #ffcc5c); border-radius: 12px;',
    '  background: var(--ground, #1e150e); color: var(--text, #f6ecda); text-align: center; font: 18px/1.4 system-ui, sans-serif; }',
    '#code-dialog::backdrop { background: rgba(0, 0, 0, .7); }',
    '#code-dialog h2 { margin: 0 0 .3em; color: var(--accent, #ffcc5c); }',
    '#code-canvas { display: block; margin: .6em auto; max-width: 100%; height: auto; image-rendering: pixelated; }',
    '#code-canvas[hidden] { display: none; }',
    '#code-link { font: 13px/1.3 monospace; color: var(--help, #e8d9bf); word-break: break-all; margin: .3em 0; }',
    '#code-rules { margin: .3em 0; font-size: 16px; color: var(--help, #e8d9bf); word-break: break-all; }',
    '#code-help.error { color: var(--error, #ffd9c4); font-weight: bold; }',
    '#code-close { font: inherit; padding: .5em 1.6em; min-height: 44px; border-radius: 8px; border: 2px solid var(--accent, #ffcc5c);',
    '  background: var(--field, #3a2616); color: var(--text, #f6ecda); cursor: pointer; }',
    '#code-close:focus-visible { outline: 3px solid var(--focus, #ffe800); outline-offset: 2px; }',
  ].join('\n');
  document.head.appendChild(style);

  function loadQr() {
    if (!qrLoaded) {
      qrLoaded = new Promise(function (resolve, reject) {
        var s = document.createElement('script');
        s.src = 'qrcode.js?v=@BUILD@';
        s.onload = function () { resolve(window.qrcode); };
        s.onerror = function () { qrLoaded = null; reject(new Error('qrcode.js')); };
        document.head.appendChild(s);
      });
    }
    return qrLoaded;
  }

  // The link as the code carries it: in a game's record (#r=), each space written '+', which the
  // game reads as a space when the page loads (a phone's camera opens the link in a new page),
  // where '%20' takes three signs: a long game then still fits.
  function compact(url) {
    var at = url.indexOf('#r=');
    return at < 0 ? url : url.slice(0, at) + url.slice(at).replace(/%20/g, '+');
  }
  // The link without the review (its '&v=' part), if it has one.
  function withoutReview(url) {
    var at = url.indexOf('#');
    if (at < 0) return null;
    var fragment = url.slice(at).replace(/&v=[^&]*/, '');
    return fragment === url.slice(at) ? null : url.slice(0, at) + fragment;
  }
  // The QR code of `text`: medium error correction (a screen seen from a step away) where the
  // largest code holds it, else low; none when even that does not (its 2,953 bytes).
  function codeOf(qrcode, text) {
    var levels = ['M', 'L'];
    for (var i = 0; i < levels.length; i++) {
      try {
        var qr = qrcode(0, levels[i]);
        qr.addData(text, 'Byte');
        qr.make();
        return qr;
      } catch (e) {
        // 'code length overflow': too long for this level
      }
    }
    return null;
  }

  // The code on the canvas: black on white with its quiet zone of four modules, each module a
  // whole number of pixels, about `size` pixels in all.
  function draw(qr, size) {
    var n = qr.getModuleCount(), quiet = 4;
    var scale = Math.max(2, Math.floor(size / (n + 2 * quiet)));
    canvas.width = canvas.height = (n + 2 * quiet) * scale;
    var g = canvas.getContext('2d');
    g.fillStyle = '#fff';
    g.fillRect(0, 0, canvas.width, canvas.height);
    g.fillStyle = '#000';
    for (var r = 0; r < n; r++)
      for (var c = 0; c < n; c++)
        if (qr.isDark(r, c)) g.fillRect((c + quiet) * scale, (r + quiet) * scale, scale, scale);
  }

  function hide() {
    clearTimeout(timer);
    if (!dialog.open) return;
    if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
  }
  close.addEventListener('click', hide);
  // A touch beside the code closes it too (the dialog's backdrop).
  dialog.addEventListener('click', function (event) { if (event.target === dialog) hide(); });

  // The site the code opens, not the whole address: the game's moves make it several lines of
  // signs that nobody reads or types.
  function siteOf(url) {
    try {
      var u = new URL(url);
      return u.host + u.pathname.replace(/index\.html$/, '');
    } catch (e) {
      return '';
    }
  }

  // Shows the code of `url` with `words` (title, help, close, image, failed, tooLong,
  // withoutReview, rules: in the game's language), as large as the screen allows (a kiosk's visitor
  // scans it from a step away), the site under it. A game too long for a code is said so, and
  // one whose review does not fit with it goes without it. options.closeAfter: ms after which it
  // closes itself (a kiosk's, for the next visitor); options.drawn: called once the code is drawn;
  // options.rules: the game's rules page, whose address is shown under the code's.
  window.mancalaTakeHome = function (url, words, options) {
    document.getElementById('code-title').textContent = words.title;
    help.textContent = words.help;
    help.className = '';
    close.textContent = words.close;
    canvas.setAttribute('aria-label', words.image);
    canvas.hidden = true;
    document.getElementById('code-link').textContent = siteOf(url);
    // Under it, the address of the game's rules page and its board to print, to type later.
    var rulesLine = document.getElementById('code-rules');
    if (rulesLine) {
      rulesLine.textContent = options.rules ? words.rules + ' ' + siteOf(options.rules) : '';
      rulesLine.hidden = !options.rules;
    }
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    close.focus();
    clearTimeout(timer);
    if (options.closeAfter) timer = setTimeout(hide, options.closeAfter);
    loadQr().then(function (qrcode) {
      var qr = codeOf(qrcode, compact(url));
      var bare = qr ? null : withoutReview(url);
      if (bare) qr = codeOf(qrcode, compact(bare));
      if (!qr) {
        help.textContent = words.tooLong;
        help.className = 'error';
        return;
      }
      if (bare) help.textContent = words.help + ' ' + words.withoutReview;
      draw(qr, Math.min(window.innerWidth * 0.8, window.innerHeight * 0.55, 720));
      canvas.hidden = false;
      if (options.drawn) options.drawn();
    }, function () {
      help.textContent = words.failed;
      help.className = 'error';
    });
  };
})();
