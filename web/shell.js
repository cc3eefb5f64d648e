// The page's part around the game (window.mancalaShell, called by the app through host_web.cpp):
// the screen reader's live region, messages to and from an embedding page (with origin checks),
// the seed sounds, the game record dialog, the board's focus and the system's motion setting.
(function () {
  'use strict';
  var embedded = (function () {
    try { return window.self !== window.top; } catch (e) { return true; }
  })();
  var params = new URLSearchParams(window.location.search);
  // What needs the game, once it runs; nothing if it cannot start (web/loader.js says why on the
  // page, and mancala.ready rejects).
  function whenReady(then) {
    window.mancala.ready.then(then, function () {});
  }

  // ------------------------------------------------------------------ the embedding page
  // Messages go to, and are accepted from, one origin only: the one the embedding page names
  // with ?parentOrigin=, else the origin of the page that opened the frame (document.referrer).
  // Without either, nothing is sent and nothing is accepted.
  function originOf(url) {
    try {
      var o = new URL(url).origin;
      return o && o !== 'null' ? o : null;
    } catch (e) {
      return null;
    }
  }
  var parentOrigin = null;
  if (embedded) {
    parentOrigin = params.get('parentOrigin') ? originOf(params.get('parentOrigin')) : originOf(document.referrer);
    if (params.get('parentOrigin') && !parentOrigin)
      console.warn('parentOrigin "' + params.get('parentOrigin') + '" is not an origin such as https://museum.example: no messages.');
  }

  var shell = {
    embedded: embedded,
    parentOrigin: parentOrigin,
    ignoredMessages: 0,  // commands refused for their origin (for tests and debugging)
  };

  shell.post = function (json) {
    if (!embedded || !parentOrigin) return;
    var message;
    try { message = JSON.parse(json); } catch (e) { return; }
    // A friend's link to send: the embedding page may send it its own way (its own address
    // with the fragment, a chat, a QR code).
    if (message.type === 'mancala:friend-link') message.url = friendUrl(message.fragment);
    window.parent.postMessage(message, parentOrigin);
  };

  function reply(message) {
    if (embedded && parentOrigin) window.parent.postMessage(message, parentOrigin);
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || typeof data !== 'object' || typeof data.type !== 'string' || data.type.indexOf('mancala:') !== 0) return;
    if (!parentOrigin || event.origin !== parentOrigin || event.source !== window.parent) {
      shell.ignoredMessages++;
      return;  // not from the page we were told to trust: not acted upon, not answered
    }
    window.mancala.ready.then(function (api) {
      var r;
      function refuse(error) { reply({ type: 'mancala:error', command: data.type, error: error }); }
      switch (data.type) {
        case 'mancala:newgame':
          var wrong = wrongNewGameField(data);
          if (wrong) {
            refuse(wrong);
            break;
          }
          // The level goes with the game: checked with the rest, so that a refusal changes nothing.
          r = api.newGame({ variant: data.variant, south: data.south, north: data.north, starter: data.starter, match: data.match, level: data.level });
          if (!r.ok) refuse(r.error);
          break;
        case 'mancala:state':
          reply({ type: 'mancala:state', state: api.state() });
          break;
        default:
          refuse('unknown command');
      }
    }).catch(function (e) {
      reply({ type: 'mancala:error', command: data.type, error: String(e && e.message || e) });
    });
  });

  // ------------------------------------------------------------------ other tabs
  // Another tab or window of the game wrote the save: the game stops saving here if that is
  // another game, so as never to write over it (docs/EMBEDDING.md, "What is saved where").
  window.addEventListener('storage', function (event) {
    if (event.key !== null && String(event.key).indexOf('mancala') !== 0) return;
    try {
      if (window.mancala && window.mancala._storageChanged) window.mancala._storageChanged();
    } catch (e) {}  // the game not running yet: it reads the save as it starts
  });

  // Each field of mancala:newgame has its type and a short length: a name of a few letters, a
  // boolean for match. What is wrong is answered with mancala:error and nothing changes.
  var kNewGameFields = { variant: 'string', south: 'string', north: 'string', starter: 'string', level: 'string', match: 'boolean' };
  var kMaxFieldLength = 32;
  function wrongNewGameField(data) {
    for (var key in kNewGameFields) {
      if (!Object.prototype.hasOwnProperty.call(kNewGameFields, key)) continue;
      var value = data[key];
      if (value === undefined) continue;
      if (typeof value !== kNewGameFields[key]) return key + ' must be a ' + kNewGameFields[key] + ', not ' + (value === null ? 'null' : Array.isArray(value) ? 'an array' : 'a ' + typeof value);
      if (typeof value === 'string' && value.length > kMaxFieldLength) return key + ' is too long (' + value.length + ' characters; at most ' + kMaxFieldLength + ')';
    }
    return null;
  }

  // The game's language is the document's, for screen readers and the page's own texts.
  shell.language = function (code) {
    document.documentElement.lang = code;
    document.title = t('Mancala \u2014 Adji Kui I, Adji Kui II and Warri');
  };

  // ------------------------------------------------------------------ the live region
  var live = document.getElementById('live');
  var liveTimer = 0;
  shell.announce = function (text) {
    if (!live) return;
    // Emptied first, so that the same sentence twice is read twice.
    live.textContent = '';
    clearTimeout(liveTimer);
    liveTimer = setTimeout(function () { live.textContent = text; }, 30);
    live.setAttribute('data-last', text);
  };

  // ------------------------------------------------------------------ sounds
  // A short wooden "tock", synthesised: a sine dropping in pitch with a fast decay. The audio
  // context is made at the first gesture (browsers forbid sound before one), in the gesture's
  // own handler: never while the game draws a frame, which making it would hold up (about 0.4 s
  // in a headless browser without a sound device).
  var audio = null;
  function makeAudio() {
    var C = window.AudioContext || window.webkitAudioContext;
    if (audio || !C) return;
    try {
      if (!window.mancala.settings().sound) return;  // off (a frame's default): nothing to make
      audio = new C();
    } catch (e) {}  // the game not running yet: the next gesture
  }
  function context() {
    if (audio && audio.state === 'suspended') audio.resume();
    return audio;
  }
  shell.soundsPlayed = 0;
  shell.seed = function (_a, _b, seedsInHole, capture) {
    var ctx = context();
    shell.soundsPlayed++;
    if (!ctx || ctx.state !== 'running') return;
    var t = ctx.currentTime;
    var osc = ctx.createOscillator();
    var gain = ctx.createGain();
    var base = capture ? 330 : 520 + Math.min(8, seedsInHole) * 22;
    osc.type = 'sine';
    osc.frequency.setValueAtTime(base, t);
    osc.frequency.exponentialRampToValueAtTime(base * 0.55, t + 0.08);
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(capture ? 0.22 : 0.16, t + 0.005);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + (capture ? 0.22 : 0.1));
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.25);
  };
  ['pointerdown', 'keydown'].forEach(function (type) {
    window.addEventListener(type, function () {
      makeAudio();
      if (audio && audio.state === 'suspended') audio.resume();
    }, true);
  });

  // ------------------------------------------------------------------ the record dialog
  function t(english) {
    try { return window.mancala.tr ? window.mancala.tr(english) : english; } catch (e) { return english; }
  }
  var dialog = document.getElementById('record-dialog');
  var recordText = document.getElementById('record-text');
  var shareLink = document.getElementById('share-link');
  var recordStatus = document.getElementById('record-status');
  var canvas = document.getElementById('canvas');

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
    recordText.value = record;
    shareLink.value = window.mancala.shareLink ? window.mancala.shareLink() : '#' + fragment;
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
    document.getElementById('record-close').addEventListener('click', function () {
      closeDialog();
    });
    dialog.addEventListener('close', function () { canvas.focus({ preventScroll: true }); });
  }

  // ------------------------------------------------------------------ a friend's link
  // Playing a friend by link (model/friend_game.cpp): the link for the other player is this
  // page's address with the game in the fragment (no query: their own settings apply).
  function friendUrl(fragment) {
    return window.location.origin + window.location.pathname + '#' + fragment;
  }
  shell.linksSent = 0;  // for tests
  // The game says "Link copied" (or that the copy was refused) once the clipboard has answered.
  function copyLink(url) {
    function tell(copied) {
      if (window.Module && window.Module._mancala_link_copied) window.Module._mancala_link_copied(copied ? 1 : 0);
    }
    copy(url).then(function () { tell(true); }, function () { tell(false); });
  }
  shell.sendLink = function (fragment, _b, _n, shareSheet) {
    var url = friendUrl(fragment);
    shell.linksSent++;
    if (shareSheet && typeof navigator.share === 'function') {
      navigator.share({ title: t('Your move in our mancala game'), url: url }).catch(function (e) {
        // Closed without sending: nothing to say. Refused: copied instead.
        if (e && e.name === 'AbortError') return;
        copyLink(url);
      });
      return;
    }
    copyLink(url);
  };

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
  // ------------------------------------------------------------------ the start screen's form
  // The start screen's choices as the page's own form controls (radio groups and lists, labelled
  // in the game's language), for screen readers: a choice made here is made on the canvas too,
  // and the other way round. Hidden until the keyboard comes into it (then shown over the game).
  var form = document.getElementById('start-form');
  var formShape = '';
  function choose(field, value) {
    whenReady(function (api) {
      var r = api.chooseSetup(field, value);
      if (!r.ok) shell.announce(r.error);
    });
  }
  function buildForm(start) {
    var focusedName = form.contains(document.activeElement) ? document.activeElement.name || document.activeElement.id : '';
    form.textContent = '';
    var title = document.createElement('h2');
    title.id = 'start-form-title';
    title.textContent = start.title;
    form.appendChild(title);
    form.setAttribute('aria-labelledby', 'start-form-title');
    start.fields.forEach(function (f) {
      var id = 'start-' + f.name;
      if (f.kind === 'radio') {
        var set = document.createElement('fieldset');
        var legend = document.createElement('legend');
        legend.textContent = f.label;
        set.appendChild(legend);
        f.options.forEach(function (o) {
          var label = document.createElement('label');
          var input = document.createElement('input');
          input.type = 'radio';
          input.name = id;
          input.value = o.value;
          input.addEventListener('change', function () { if (input.checked) choose(f.name, o.value); });
          label.appendChild(input);
          label.appendChild(document.createTextNode(' ' + o.label));
          set.appendChild(label);
        });
        form.appendChild(set);
      } else {
        var wrap = document.createElement('p');
        var l = document.createElement('label');
        l.htmlFor = id;
        l.textContent = f.label + ' ';
        var select = document.createElement('select');
        select.id = id;
        select.name = id;
        f.options.forEach(function (o) {
          var option = document.createElement('option');
          option.value = o.value;
          option.textContent = o.label;
          select.appendChild(option);
        });
        select.addEventListener('change', function () { choose(f.name, select.value); });
        wrap.appendChild(l);
        wrap.appendChild(select);
        form.appendChild(wrap);
      }
    });
    var button = document.createElement('button');
    button.type = 'submit';
    button.id = 'start-form-start';
    button.textContent = start.start;
    form.appendChild(button);
    if (focusedName) {
      var again = form.querySelector('[name="' + focusedName + '"]:checked') || form.querySelector('[name="' + focusedName + '"]') ||
        document.getElementById(focusedName);
      if (again) again.focus();
    }
  }
  function showForm(start) {
    if (!form) return;
    if (!start) {
      if (form.contains(document.activeElement)) canvas.focus({ preventScroll: true });
      form.hidden = true;
      formShape = '';
      return;
    }
    form.hidden = false;
    // Built again when the choices offered change (the language, a level shown or not).
    var shape = JSON.stringify([start.title, start.start, start.fields.map(function (f) { return [f.name, f.label, f.options]; })]);
    if (shape !== formShape) {
      formShape = shape;
      buildForm(start);
    }
    start.fields.forEach(function (f) {
      var id = 'start-' + f.name;
      if (f.kind === 'radio') {
        form.querySelectorAll('input[name="' + id + '"]').forEach(function (input) { input.checked = input.value === f.value; });
      } else {
        var select = document.getElementById(id);
        if (select && select.value !== f.value) select.value = f.value;
      }
    });
  }
  if (form) {
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      whenReady(function (api) {
        var r = api.start();
        if (!r.ok) shell.announce(r.error);
        else canvas.focus({ preventScroll: true });
      });
    });
  }

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
  // Called by web/loader.js as the game hands its first frame to the browser.
  shell.firstFrameDrawn = function () {
    window.requestAnimationFrame(function () {
      window.setTimeout(function () {
        addressHeld = false;
        if (heldAddress !== null) showAddress(heldAddress);
        heldAddress = null;
      }, 0);
    });
  };
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

  // A share link opened on the same page (the fragment changes without a reload).
  window.addEventListener('hashchange', function () {
    if (/^#f=/.test(window.location.hash)) {  // a friend's link
      var fragment = window.location.hash.slice(1);
      whenReady(function (api) { api.openLink(fragment); });
      return;
    }
    var m = /^#r=(.*)$/.exec(window.location.hash);
    if (!m || kiosk) return;
    whenReady(function (api) {
      var text;
      try { text = decodeURIComponent(m[1]); } catch (e) { text = '\u0000'; }
      api.loadRecord(text);
    });
  });

  window.mancalaShell = shell;
})();
