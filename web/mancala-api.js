// window.mancala: the page API, for tests and for sites that embed the game. Every call, what it
// takes and what it answers: docs/PAGE-API.md (keep it in step with this file).
(function () {
  'use strict';
  var M = null;
  var resolveReady, rejectReady;
  var api = {};
  api.ready = new Promise(function (resolve, reject) { resolveReady = resolve; rejectReady = reject; });
  api.ready.catch(function () {});  // a page that never awaits it sees no unhandled rejection

  function need() {
    if (!M) throw new Error('mancala is not ready yet: await mancala.ready');
  }
  // Every string goes into the module through its heap, whatever its length: ccall would copy it
  // onto the module's stack (1 MB), which a long record or level name overflows. It goes as two
  // arguments, its pointer and its length in bytes, so that the module has all of it: a NUL in
  // it does not end it there (page_api.cpp refuses a name that holds one). The module refuses
  // what is too long with a message; a text past kMaxText is refused here first.
  var kMaxText = 1 << 20;
  function call(name, returnsString, args) {
    need();
    var taken = [];
    try {
      var values = [];
      (args || []).forEach(function (a) {
        if (typeof a !== 'string') {
          values.push(a);
          return;
        }
        var bytes = M.lengthBytesUTF8(a);
        var p = M._malloc(bytes + 1);
        if (!p) throw new Error('out of memory');
        taken.push(p);
        M.stringToUTF8(a, p, bytes + 1);
        values.push(p, bytes);
      });
      var r = M['_' + name].apply(null, values);
      return returnsString ? M.UTF8ToString(r) : r;
    } finally {
      taken.forEach(function (p) { M._free(p); });
    }
  }
  function str(name, args) { return call(name, true, args); }
  function num(name, args) { return call(name, false, args); }
  // A short name (a move, a variant, a level...): its first characters are enough to refuse it.
  function word(value) {
    var s = String(value);
    return s.length > 64 ? s.slice(0, 64) + '\u2026' : s;
  }
  function tooLong(what) {
    return api.tr('This game record cannot be read: {0}').replace('{0}', api.tr(what).replace('{0}', String(256)));
  }
  // The game's answer to a command: {ok: true}, or {ok: false, code, message, error}, the code
  // one of docs/EMBEDDING.md's and `error` the message again (as older pages read it).
  function answer(json) {
    var a = JSON.parse(json);
    if (!a.ok) a.error = a.message;
    return a;
  }
  function encode(value) {
    var s = String(value);
    try {
      return encodeURIComponent(s);
    } catch (e) {  // a lone surrogate: not text, said as U+FFFD
      return encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
    }
  }
  // The game's frame was taken out of its page (a frame's window then has no parent): a command
  // is refused, for nothing it did could be shown or told to the page.
  function removed() { return window.parent === null; }
  // A command of the game (model/modes/command.h): its name and its fields' texts, printed as
  // "name?field=value&..."; a field left undefined is not given.
  function command(name, fields) {
    if (removed()) return answer(str('mancala_frame_removed'));
    var parts = [];
    Object.keys(fields || {}).forEach(function (k) {
      if (fields[k] !== undefined) parts.push(encode(k) + '=' + encode(fields[k]));
    });
    return answer(str('mancala_command', [name + (parts.length ? '?' + parts.join('&') : '')]));
  }
  // Every field is taken as it is, never converted: a value of another type is refused, in the
  // player's language, naming the field.
  var TEXT = 'text', BOOLEAN = 'boolean', HOLE = 'hole', HOLES = 'holes', MOVE = 'move', FIELDS = 'fields', UNKNOWN = 'unknown';
  function wrong(field, kind) { return answer(str('mancala_wrong_field', [word(field), kind])); }
  var LETTERS = 'abcdefABCDEF';
  // A hole: exactly one of its letters, or its index, an integer from 0 to 11; else -1.
  function holeIndex(hole) {
    if (typeof hole === 'number') return Number.isInteger(hole) && hole >= 0 && hole < 12 ? hole : -1;
    return typeof hole === 'string' && hole.length === 1 ? LETTERS.indexOf(hole) : -1;
  }
  // The game's set-up, one table (model/common/setup_fields.h, from the module): each field's
  // name and older name, the type of its value, its default, and whether a new game without it
  // keeps what there was.
  var setupTable = null;
  function setupFields() {
    if (!setupTable) setupTable = JSON.parse(str('mancala_setup_fields'));
    return setupTable;
  }
  function setupField(key) {
    return setupFields().find(function (f) { return key === f.name || (f.old !== '' && key === f.old); });
  }
  // newGame's options checked against the table: an object, each field known and of its type.
  function wrongNewGame(o) {
    if (o === null || typeof o !== 'object' || Array.isArray(o)) return wrong('options', FIELDS);
    for (var key in o) {
      if (!Object.prototype.hasOwnProperty.call(o, key) || o[key] === undefined) continue;
      var field = setupField(key);
      if (!field) return wrong(key, UNKNOWN);
      if (typeof o[key] !== field.type) return wrong(key, field.type === 'boolean' ? BOOLEAN : TEXT);
    }
    return null;
  }
  // newGame's options as the command's fields, each by the name it was given (so that a refusal
  // names it so): a field left out takes its default, or keeps what there was where the table
  // says so; a level given empty is left out (as setLevel('')).
  function newGameFields(o) {
    var fields = {};
    setupFields().forEach(function (f) {
      var name = o[f.name] === undefined && f.old !== '' && o[f.old] !== undefined ? f.old : f.name;
      var value = o[name];
      if (value === '' && /level$/.test(f.name)) value = undefined;
      if (value === undefined && !f.newGameKeeps) value = f.type === 'boolean' ? f.default === '1' : f.default;
      if (value !== undefined) fields[name] = f.type === 'boolean' ? (value ? '1' : '0') : word(value);
    });
    return fields;
  }
  function point(x, y) {
    return Number.isNaN(x) || Number.isNaN(y) ? null : { x: x, y: y };
  }

  api.state = function () { return JSON.parse(str('mancala_state')); };
  // The state as the board and the panels show it (a move being animated, a past move looked at).
  api.shownState = function () { return JSON.parse(str('mancala_shown_state')); };
  api.play = function (move) {
    if (typeof move === 'number') {
      if (holeIndex(move) < 0) return wrong('move', MOVE);
      move = LETTERS[move];
    }
    if (typeof move !== 'string') return wrong('move', MOVE);
    return command('play', { move: word(move) });
  };
  api.newGame = function (options) {
    var o = options === undefined ? {} : options;
    var refused = wrongNewGame(o);
    if (refused) return refused;
    // The players are people, South starts and it is a single game unless said otherwise; the
    // game, the levels and a match's length are the ones being played unless said otherwise.
    return command('new', newGameFields(o));
  };
  // The set-up's table (a copy each time): [{name, old, type, values, default, games, newGameKeeps}].
  api.setupFields = function () { return JSON.parse(JSON.stringify(setupFields())); };
  api.nextGame = function (holes) {
    var useDefault = holes === undefined || holes === null;
    var letters = '';
    if (Array.isArray(holes)) {
      for (var i = 0; i < holes.length; i++) {
        var h = holeIndex(holes[i]);
        if (h < 0) return wrong('holes', HOLES);
        letters += LETTERS[h];
      }
    } else if (typeof holes === 'string') {
      letters = holes;
    } else if (!useDefault) {
      return wrong('holes', HOLES);
    }
    return command('next-game', { holes: useDefault ? undefined : word(letters) });
  };
  api.chooseHole = function (hole) {
    // As a click on the hole: plays it, or buys it; a hole that may not be chosen is refused with
    // its code (not-your-turn's illegal-move, computer-moves, viewing-past...), its words shown
    // as a click's are (mancala.message()).
    var i = holeIndex(hole);
    if (i < 0) return wrong('hole', HOLE);
    return command('hole', { hole: LETTERS[i] });
  };
  api.undo = function () { return command('undo'); };
  api.redo = function () { return command('redo'); };
  api.holeCenter = function (hole) {
    var i = holeIndex(hole);
    return i < 0 ? null : point(num('mancala_hole_x', [i]), num('mancala_hole_y', [i]));
  };
  api.boardSizes = function () {
    var hole = num('mancala_board_size', [0]);
    if (isNaN(hole)) return null;
    return { hole: hole, countText: num('mancala_board_size', [1]),
      letterText: num('mancala_board_size', [2]) };
  };
  // The card the game's board shows for a hole (pointed at with a mouse, or held under a
  // finger): its lines joined by ' · ', or null when none is shown.
  api.holeCard = function () { return str('mancala_hole_card') || null; };
  api.controlCenter = function (name) {
    if (typeof name !== 'string') return null;
    return point(num('mancala_control_x', [word(name)]), num('mancala_control_y', [word(name)]));
  };
  api.controlWords = function () { return M ? str('mancala_control_words') : ''; };
  api.drawnSizes = function () {
    if (!M) return null;
    var controls = str('mancala_control_sizes').split('\n').filter(Boolean).map(function (line) {
      var f = line.split('\t');
      return { name: f[0], width: Number(f[1]), height: Number(f[2]), font: Number(f[3]), pressable: f[4] === '1',
        primary: f[5] === '1' };
    });
    return { controls: controls, smallestText: num('mancala_smallest_text'),
      smallestTextWords: str('mancala_smallest_text_words') };
  };
  api.controlText = function (name) {
    var t = M ? str('mancala_control_text', [word(name)]) : '';
    return t ? JSON.parse(t) : null;
  };
  api.framesRendered = function () { return M ? num('mancala_frames_rendered') : 0; };
  api.resting = function () { return M ? num('mancala_resting') !== 0 : false; };
  api.frameWorkMs = function () { return num('mancala_frame_work_ms'); };
  api.frameStats = function () {
    return { workMs: num('mancala_frame_work_ms'), buildMs: num('mancala_frame_build_ms'), vertices: num('mancala_frame_vertices') };
  };
  api.busy = function () { return num('mancala_busy') !== 0; };
  // The museum kiosk (?kiosk=1): {mode: 'attract'|'visitor', game, language, attractGames,
  // attractMoves, visitorGames, resets, captionIndex, captionShown, idleSeconds, idleLeft,
  // warning}; null outside a kiosk.
  api.kiosk = function () {
    var json = str('mancala_kiosk');
    return json ? JSON.parse(json) : null;
  };
  // The module's memory: {heapBytes: the WebAssembly memory's size, heapUsed: what malloc has
  // handed out and not taken back}.
  api.memory = function () {
    return { heapBytes: M.HEAPU8.buffer.byteLength, heapUsed: num('mancala_heap_used') };
  };
  api.screen = function () { return str('mancala_screen'); };
  api.moves = function () { return str('mancala_moves'); };
  api.hint = function () {
    // The hint shown after the "Hint" button: {move, verdict (+1, 0, -1 or null)}, or null.
    var s = str('mancala_hint');
    if (!s) return null;
    var parts = s.split(' ');
    return { move: parts[0], verdict: parts[1] === '?' ? null : Number(parts[1]) };
  };
  api.legalMoves = function () { return str('mancala_legal_moves').split(''); };
  api.purchase = function () {
    var s = str('mancala_purchase');
    if (!s) return null;
    var parts = s.split(' ');
    return { buyer: parts[0], count: Number(parts[1]), chosen: (parts[2] || '').split('').filter(Boolean) };
  };
  api.message = function () { return str('mancala_message'); };
  api.setSpeed = function (speed) { return typeof speed === 'string' && command('speed', { speed: word(speed) }).ok; };
  api.record = function () { return str('mancala_record'); };
  api.loadRecord = function (text) {
    if (typeof text !== 'string') return wrong('record', TEXT);
    var s = text;
    if (s.length > kMaxText) return { ok: false, error: tooLong('the record is longer than {0} KB') };
    return command('load-record', { record: s });
  };
  api.shareLink = function () {
    // The page's own address with the game in the fragment; a game or an embedding in the query
    // would not belong to the link.
    var u = new URL(window.location.href);
    ['record', 'position', 'parentOrigin'].forEach(function (k) { u.searchParams.delete(k); });
    u.hash = str('mancala_share_fragment');
    return u.href;
  };
  // A game of My games' link: the page's own address with the game in the fragment, without the
  // query's set-up (the fields of the table that the address follows: those of the game played
  // now, if any), record, position and parentOrigin. The record dialog makes it the same way
  // (web/shell/record-dialog.js).
  function keptGameLink(fragment) {
    var u = new URL(window.location.href);
    setupFields().forEach(function (f) {
      if (f.inAddress === 'never') return;  // the page's own choice (friend), not the game's
      u.searchParams.delete(f.name);
      if (f.old) u.searchParams.delete(f.old);
    });
    ['record', 'r', 'position', 'p', 'parentOrigin'].forEach(function (k) { u.searchParams.delete(k); });
    u.hash = fragment;
    return u.href;
  }
  api.friend = function () { return JSON.parse(str('mancala_friend')); };
  api.friendLink = function () {
    var fragment = str('mancala_friend_link');
    return fragment ? window.location.origin + window.location.pathname + '#' + fragment : '';
  };
  api.openLink = function (link) {
    if (typeof link !== 'string') return wrong('link', TEXT);
    var s = link;
    if (s.length > kMaxText) return { ok: false, error: tooLong('the record is longer than {0} KB') };
    var at = s.indexOf('#');
    return command('open-link', { link: at >= 0 ? s.slice(at + 1) : s });
  };
  api.openPosition = function (link) {
    if (typeof link !== 'string') return wrong('link', TEXT);
    var at = link.indexOf('#');
    return command('open-position', { link: at >= 0 ? link.slice(at + 1) : link });
  };
  api.chooseFriend = function (side) {
    if (typeof side !== 'string') return wrong('side', TEXT);
    return command('choose', { friend: word(side) });
  };
  api.announcement = function () { return str('mancala_announcement'); };
  api.settings = function () { return JSON.parse(str('mancala_settings')); };
  api.players = function (which) { return JSON.parse(str('mancala_players', [which === 'start' ? 1 : 0])); };
  // A setting that is on or off: true or false, nothing else.
  function onOff(name, field, on) {
    if (typeof on !== 'boolean') return wrong(field, BOOLEAN);
    var fields = {};
    fields[name === 'motion' ? 'reduce' : 'on'] = on ? '1' : '0';
    return command(name, fields);
  }
  api.setSound = function (on) { return onOff('sound', 'sound', on); };
  api.setLevel = function (name) {
    if (typeof name !== 'string') return wrong('level', TEXT);
    return command('level', { level: name === '' ? undefined : word(name) });
  };
  api.setHighContrast = function (on) { return onOff('contrast', 'contrast', on); };
  api.setTheme = function (name) {
    if (typeof name !== 'string') return wrong('theme', TEXT);
    return command('theme', { theme: word(name) });
  };
  api.setReducedMotion = function (on) { return onOff('motion', 'motion', on); };
  api.setColorScheme = function (light) {
    if (typeof light !== 'boolean') return wrong('light', BOOLEAN);
    return command('scheme', { light: light ? '1' : '0' });
  };
  api.setLanguage = function (code) { return typeof code === 'string' && command('language', { lang: word(code) }).ok; };
  api.tr = function (english) { return M ? str('mancala_tr', [String(english)]) : english; };
  // Another tab or window changed the storage (web/shell/embedding.js's `storage` listener).
  api._storageChanged = function () { if (M) num('mancala_storage_changed'); };
  api.setFocus = function (on) { if (M) num('mancala_set_focus', [on ? 1 : 0]); };
  // The keyboard's focus among the canvas's own controls (shell.js's Tab): focusStep(1 or -1)
  // says whether it moved to another of them, focusEnter(1 or -1) brings it in from the page,
  // focused() names the control that has it ('' for the screen itself).
  api.focusStep = function (dir) {
    if (dir !== 1 && dir !== -1) return false;  // no such direction: the focus stays
    return M ? num('mancala_focus_step', [dir]) === 1 : false;
  };
  api.focusEnter = function (dir) { if (M) num('mancala_focus_enter', [dir < 0 ? -1 : 1]); };
  api.focused = function () { return M ? str('mancala_focused') : ''; };
  // The start screen's choices, as its form in the page makes them, by the names of the
  // address: chooseSetup('game', 'warri'), ('north', 'computer'), ('north-level', 'easy'),
  // ('starter', 'N'), ('match', '1'), ('length', 'games'), ('games', '7'), ('friend', 'S');
  // start() starts the game so set up;
  // playComputer() starts the start screen's first choice: the game chosen against the computer.
  api.chooseSetup = function (field, value) {
    if (typeof field !== 'string') return wrong('field', TEXT);
    if (typeof value !== 'string') return wrong(field, TEXT);
    var fields = {};
    fields[word(field)] = word(value);
    return command('choose', fields);
  };
  api.start = function () { return command('start'); };
  api.playComputer = function () { return command('play-computer'); };
  // The start screen's other ways in, for a game ('warri'; the one chosen when left out): the
  // lessons (Learn to play), the rules, the puzzles; and back to the game in progress kept.
  function forGame(name, game) {
    if (game !== undefined && typeof game !== 'string') return wrong('game', TEXT);
    return command(name, { game: game === undefined ? undefined : word(game) });
  }
  api.learn = function (game) { return forGame('learn', game); };
  api.showRules = function (game) { return forGame('rules', game); };
  api.showPuzzles = function (game) { return forGame('puzzles', game); };
  api.backToGame = function () { return command('back-to-game'); };
  // My games: the list kept on this device, newest first (read only: a copy each time), the
  // screen opened (filters: a game's name or 'all', 'computer' | 'here' | 'link' | 'all') and
  // closed, and a file of games imported as the file picker does (the whole text: a file of
  // several thousand games is longer than a command's field may be). A file longer than
  // maxGamesFileBytes in UTF-8 is refused here, its text never copied into the module.
  api.games = function () {
    var games = JSON.parse(str('mancala_games'));
    games.forEach(function (g) { g.link = keptGameLink(g.link); });  // each game's share link
    return games;
  };
  api.showMyGames = function (game, opponent) {
    if (game !== undefined && typeof game !== 'string') return wrong('game', TEXT);
    if (opponent !== undefined && typeof opponent !== 'string') return wrong('opponent', TEXT);
    return command('my-games', { game: game === undefined ? undefined : word(game),
      opponent: opponent === undefined ? undefined : word(opponent) });
  };
  api.closeMyGames = function () { return command('close-my-games'); };
  api.maxGamesFileBytes = 8 * 1024 * 1024;  // kMaxGamesFileBytes, archived_game.h
  api.importGames = function (text) {
    if (typeof text !== 'string') return wrong('text', TEXT);
    need();
    if (removed()) return answer(str('mancala_frame_removed'));
    // A UTF-16 unit is at least one byte in UTF-8: a long text is refused before it is measured.
    if (text.length > api.maxGamesFileBytes || M.lengthBytesUTF8(text) > api.maxGamesFileBytes)
      return api._importTooLarge();
    return answer(str('mancala_import_games', [text]));
  };
  // The file picker's file, too large to be read (web/shell/my-games.js).
  api._importTooLarge = function () {
    if (removed()) return answer(str('mancala_frame_removed'));
    return answer(str('mancala_import_too_large'));
  };

  // `whole`: settled once the program's second part is in (web/loader/second-part.js), so that nothing
  // awaiting `ready` calls a function of it before it has come.
  api._attach = function (module, whole) {
    M = module;
    // The address goes to the game before main() runs (see page_api.cpp), through the heap.
    var address = window.mancalaShell && window.mancalaShell.address ? window.mancalaShell.address() : { query: '', fragment: '' };
    call('mancala_set_address', false, [address.query, address.fragment]);
    Promise.resolve(whole).then(function () { resolveReady(api); });
  };
  api._fail = function (reason) { rejectReady(new Error(reason)); };

  window.mancala = api;
})();
