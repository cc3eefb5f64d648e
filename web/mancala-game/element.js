// <mancala-game>: the game in any page with one script and one tag (docs/EMBEDDING.md, "In one
// line"). Until it is played, the element shows a picture of the board, the game's name, a Play
// button and a link to the game's rules page, drawn here (no other file is fetched); the game's
// frame loads on the first press, at once with `autoplay`, or in view with loading="eager". The frame's
// messages come out as DOM events of the element (ready, newgame, move, gameover, friend-link,
// state, error), from the game's origin and frame only; the page's commands are its methods,
// whose promises settle: answered, refused, or rejected when the game cannot start.
// A part of mancala-game.js (web/mancala-game/looks.js says how they are put together), the
// second: the element.
if (!window.customElements || window.customElements.get('mancala-game')) return;
var script = document.currentScript;
// The game's page: beside this script, unless the element's src says otherwise.
var HOME = new URL('index.html', script && script.src ? script.src : window.location.href).href;

// The attributes passed on to the game's address as they are (its parameters): the set-up's
// fields by their names and older names (SETUP_FIELDS, the part before, written from the game's
// own table), then the others; and the element's own. The games' names, by their codes: GAMES,
// written in the same part from the game's table of games.
var SETUP_NAMES = SETUP_FIELDS.reduce(function (names, f) {
  return names.concat(f.old ? [f.name, f.old] : [f.name]);
}, []);
var ADDRESS = SETUP_NAMES.concat(['lang', 'theme', 'accent', 'sound', 'motion', 'record', 'position', 'kiosk', 'idle']);
var OWN = ['src', 'opponent', 'fragment', 'autoplay', 'loading', 'label'];
var OPPONENTS = ['computer', 'person', 'friend'];
var TEXT = {
  en: { play: 'Play', rules: 'Rules', and: 'and', computer: 'against the computer',
    person: 'two players, one device', friend: 'with a friend, by link' },
  fr: { play: 'Jouer', rules: 'Règles', and: 'et', computer: 'contre l’ordinateur',
    person: 'à deux sur le même appareil', friend: 'à distance, par lien' },
  es: { play: 'Jugar', rules: 'Reglas', and: 'y', computer: 'contra el ordenador',
    person: 'dos personas, un dispositivo', friend: 'a distancia, por enlace' },
  it: { play: 'Gioca', rules: 'Regole', and: 'e', computer: 'contro il computer',
    person: 'in due sullo stesso dispositivo', friend: 'a distanza, tramite link' },
};
// Every game's name, in the table's order, as a list in the language: "Adji Kui I, Adji Kui II
// and Warri".
function allGames(text) {
  var titles = Object.keys(GAMES).map(function (code) { return GAMES[code].title; });
  var last = titles.pop();
  return titles.length ? titles.join(', ') + ' ' + text.and + ' ' + last : last;
}
var EVENTS = ['ready', 'newgame', 'move', 'gameover', 'friend-link', 'state', 'error'];
// A table's own entry only: an attribute such as "__proto__" or "constructor" names none.
function own(table, key) {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

// The game page's loader waits for its files as long as the browser does, and says why it
// cannot start in its own page only: without mancala:ready this long after the frame began
// to load, the element gives up waiting (its promises reject, an error event fires).
var START_LIMIT_S = 60;
var REMOVED = '<mancala-game> was removed from the page';

// The saves' names (slots) held by the page's live elements: each its own, never shared.
var SLOTS = new Map();
var NAME = /^[A-Za-z0-9_-]{1,24}$/;
// `wanted` if no other live element holds it, else the first free game-N. One out of the page
// holds none, even before its disconnectedCallback (elements replaced in one operation).
function freeSlot(wanted, element) {
  for (var n = 0, slot = wanted; ; slot = 'game-' + n++) {
    var holder = SLOTS.get(slot);
    if (!holder || holder === element || !holder.isConnected) return slot;
  }
}


function languageOf(element) {
  var tagged = element.closest('[lang]');
  var code = element.getAttribute('lang') || (tagged && tagged.getAttribute('lang')) || 'en';
  code = code.toLowerCase().split('-')[0];
  return own(TEXT, code) ? code : 'en';
}

class MancalaGame extends HTMLElement {
  static get observedAttributes() { return ADDRESS.concat(OWN); }

  connectedCallback() {
    if (!this._root) {
      this._root = this.attachShadow({ mode: 'open' });
      this._waiting = [];  // [answer's type, resolve, reject, command's type] not yet answered
      this._onMessage = this._message.bind(this);
      // A fallback frame written inside the tag for pages without this script is not loaded here.
      this._dropFallback();
      new MutationObserver(this._dropFallback.bind(this)).observe(this, { childList: true, subtree: true });
    }
    window.addEventListener('message', this._onMessage);
    var slot = this._slot;
    this._takeSlot();
    if (this._frame) {
      // Put back in the page: its frame loads again (under another slot if its own was taken).
      if (slot !== this._slot) this._frame.src = this.address();
      this._loading();
      return;
    }
    this._showFacade();
    if (this.hasAttribute('autoplay')) this.play().catch(function () {});
    else if (this.getAttribute('loading') === 'eager') this._whenVisible();
  }

  disconnectedCallback() {
    window.removeEventListener('message', this._onMessage);
    if (this._seen) this._seen.disconnect();
    if (SLOTS.get(this._slot) === this) SLOTS.delete(this._slot);
    if (this._frame) this._stop(new Error(REMOVED));
  }

  // Its save's name, fixed when it first enters the page (or first builds its address): its id,
  // else its place among the page's elements (so a reload of the same page finds each game
  // again), or the first free game-N where another live element holds that one.
  _takeSlot() {
    if (!this._slot) {
      var place = Array.prototype.indexOf.call(document.getElementsByTagName('mancala-game'), this);
      this._slot = NAME.test(this.id) ? this.id : 'game-' + Math.max(place, 0);
    }
    this._slot = freeSlot(this._slot, this);
    if (this.isConnected) SLOTS.set(this._slot, this);
    return this._slot;
  }

  attributeChangedCallback(name, before, after) {
    if (!this._root || before === after) return;
    if (this._frame) {
      // The game follows a change of its address (a reload keeps the game in progress); the
      // calls it had not answered are rejected, the later ones wait for it to be ready again.
      if (ADDRESS.indexOf(name) < 0 && ['src', 'opponent', 'fragment'].indexOf(name) < 0) return;
      var address = this.address();
      if (!address) return this._report(this._page().message);  // the game goes on as it was
      this._stop(new Error('The game reloaded before it answered: its ' + name + ' changed'), true);
      this._frame.src = address;
      this._origin = new URL(address).origin;
      if (this.isConnected) this._loading();  // else as it is put back
    } else {
      this._showFacade();
    }
  }

  _dropFallback() {
    var frames = this.querySelectorAll('iframe');
    for (var i = 0; i < frames.length; i++) frames[i].remove();
  }

  // The game's page: its src resolved against this page (else HOME), or the Error that refuses
  // it. Only an http: or https: address is loaded: a javascript: one would run in this page,
  // a data: one would show anything in the game's place.
  _page() {
    var src = this.getAttribute('src') || HOME;
    var refused = 'The src "' + (src.length > 60 ? src.slice(0, 60) + '…' : src) + '" was refused: ' +
      '<mancala-game> loads the game only from an http: or https: address.';
    try {
      var url = new URL(src, window.location.href);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url : new Error(refused);
    } catch (e) {
      return new Error(refused);
    }
  }

  // The game's address: the attributes as its parameters, this page as the one origin that hears
  // its messages and may send it commands, and the fragment attribute as its fragment; null
  // when its src is refused.
  address() {
    var url = this._page();
    if (url instanceof Error) return null;
    var opponent = this.getAttribute('opponent');
    if (opponent === 'computer') {
      url.searchParams.set('south', 'person');
      url.searchParams.set('north', 'computer');
    } else if (opponent === 'person') {
      url.searchParams.set('south', 'person');
      url.searchParams.set('north', 'person');
    } else if (opponent === 'friend') {
      url.searchParams.set('friend', 'S');
    }
    for (var i = 0; i < ADDRESS.length; i++) {
      var value = this.getAttribute(ADDRESS[i]);
      if (value !== null) url.searchParams.set(ADDRESS[i], value);
    }
    if (!url.searchParams.has('lang')) url.searchParams.set('lang', languageOf(this));
    url.searchParams.set('parentOrigin', window.location.origin);
    // Its own save, apart from the page's other games (_takeSlot).
    url.searchParams.set('slot', this._slot || this._takeSlot());
    // A link's fragment to open: a friend's move (f=...), a shared game (r=...) or position (p=...).
    var fragment = this.getAttribute('fragment');
    if (fragment) url.hash = fragment.replace(/^#/, '');
    return url.href;
  }

  _names() {
    var text = TEXT[languageOf(this)];
    var game = (own(GAMES, this.getAttribute('game')) || {}).title;
    var opponent = this.getAttribute('opponent') ||
      (this.getAttribute('north') === 'computer' || this.getAttribute('south') === 'computer' ? 'computer' : '');
    var sub = OPPONENTS.indexOf(opponent) >= 0 ? text[opponent] : '';
    var title = this.getAttribute('label') || (game ? game + (sub ? ', ' + sub : '') : allGames(text));
    return { text: text, name: game || allGames(text), sub: game ? sub : '', title: title };
  }

  _showFacade() {
    var n = this._names();
    // The name read first (Play, the game, its players), the picture and the name shown first.
    this._root.innerHTML = '<style>' + STYLE + accentRule(this) + '</style><button type="button" part="facade">' +
      '<span class="play" part="play"><svg width="18" height="20" viewBox="0 0 18 20" aria-hidden="true">' +
      '<path d="M2 1.5v17l15-8.5z" fill="currentColor"/></svg><span class="label"></span></span> ' +
      boardPicture(this.getAttribute('game')) + ' <span class="name"></span><span class="pause">, </span>' +
      '<span class="sub"></span></button><a class="rules" part="rules">' + n.text.rules + '</a>';
    var button = this._root.querySelector('button');
    button.querySelector('.name').textContent = n.name;
    button.querySelector('.sub').textContent = n.sub;
    if (!n.sub) button.querySelector('.pause').remove();
    button.querySelector('.label').textContent = n.text.play;
    var rules = this._root.querySelector('.rules'), game = this.getAttribute('game'), page = this._page();
    if (!own(GAMES, game) || page instanceof Error) rules.remove();
    else rules.href = new URL('rules/' + game + '.' + languageOf(this) + '.html', page).href;
    button.addEventListener('click', () => this.play({ focus: true }).catch(function () {}));
  }

  _whenVisible() {
    if (!('IntersectionObserver' in window)) return this.play().catch(function () {});
    var self = this;
    this._seen = new IntersectionObserver(function (entries) {
      if (!entries.some(function (e) { return e.isIntersecting; })) return;
      self._seen.disconnect();
      self.play().catch(function () {});
    }, { rootMargin: '200px' });
    this._seen.observe(this);
  }

  // Loads the game (once); resolves with its state when it is ready, rejects when it cannot
  // start (a refused src, no mancala:ready within START_LIMIT_S) or the element is not in the
  // page. With {focus: true} (the Play button) the keyboard's focus goes into the game.
  play(options) {
    if (!this.isConnected) {
      return Promise.reject(new Error(this._root ? REMOVED : '<mancala-game> is not in the page'));
    }
    if (!this._frame) {
      var address = this.address();
      if (!address) {
        var refused = this._page();
        this._report(refused.message);
        return Promise.reject(refused);
      }
      var frame = document.createElement('iframe');
      frame.title = this._names().title;
      frame.allow = 'clipboard-write; web-share; autoplay; fullscreen';
      frame.src = address;
      this._root.innerHTML = '<style>' + STYLE + '</style>';
      this._root.appendChild(frame);
      this._frame = frame;
      this._origin = new URL(address).origin;
      if (this._seen) this._seen.disconnect();
      this._loading();
    }
    if (options && options.focus) {
      var f = this._frame;
      this._ready.then(function () { f.focus(); }, function () {});
    }
    return this._ready;
  }

  // The frame begins to load: a promise of its mancala:ready (the one still waiting, else a
  // new one), rejected if none comes within START_LIMIT_S.
  _loading() {
    var self = this;
    window.clearTimeout(this._timer);
    if (!this._settle) {
      this._ready = new Promise(function (resolve, reject) { self._settle = [resolve, reject]; });
      this._ready.catch(function () {});  // told by the error event; a caller gets the rejection
    }
    this._timer = window.setTimeout(function () {
      var text = 'The game did not start within ' + START_LIMIT_S + ' seconds: ' +
        self._frame.src.split(/[?#]/)[0] + ' may be missing, or not the game\'s page.';
      self._stop(new Error(text));
      self._report(text);
    }, START_LIMIT_S * 1000);
  }

  // Rejects with `error` the calls not answered and, unless `callsOnly`, the wait for the start.
  _stop(error, callsOnly) {
    if (!callsOnly) {
      window.clearTimeout(this._timer);
      if (this._settle) this._settle[1](error);
      this._settle = null;
    }
    var waiting = this._waiting;
    this._waiting = [];
    waiting.forEach(function (w) { w[2](error); });
  }

  // An error event of the element's own, in the form of the game's (command: null).
  _report(text) {
    var detail = { type: 'mancala:error', command: null, error: text };
    this.dispatchEvent(new CustomEvent('error', { detail: detail, bubbles: true, composed: true }));
  }

  get played() { return !!this._frame; }
  get state() { return this._state || null; }

  _send(message, answer) {
    var self = this;
    return this.play().then(function () {
      if (!self.isConnected) throw new Error(REMOVED);
      return new Promise(function (resolve, reject) {
        self._waiting.push([answer, resolve, reject, message.type]);
        self._frame.contentWindow.postMessage(message, self._origin);
      });
    });
  }

  // Starts a new game: {game, south, north, starter, match, level, ...}, any field of the set-up
  // by its name or its older one (variant), as mancala:newgame. Resolves with its state; rejects
  // with the game's reason when it refuses (nothing changes).
  newGame(options) {
    var given = options || {}, setup = this._setup();
    // A field the call gives, by either of its names, wins over the attributes'.
    SETUP_FIELDS.forEach(function (f) {
      if (given[f.name] !== undefined || (f.old && given[f.old] !== undefined)) delete setup[f.name];
    });
    var message = Object.assign(setup, given, { type: 'mancala:newgame' });
    return this._send(message, 'mancala:newgame');
  }

  // The game its attributes ask for, as mancala:newgame's fields by their names, each of its
  // type (a yes or no is true for 1): what newGame() leaves out.
  _setup() {
    var setup = {};
    var address = this.address();
    if (!address) return setup;  // the call is rejected: the src is refused
    var params = new URL(address).searchParams;
    SETUP_FIELDS.forEach(function (f) {
      var name = params.has(f.name) ? f.name : f.old && params.has(f.old) ? f.old : null;
      if (name !== null) setup[f.name] = f.type === 'boolean' ? params.get(name) === '1' : params.get(name);
    });
    return setup;
  }

  // Resolves with the game's state (the engine protocol's state object).
  getState() {
    return this._send({ type: 'mancala:state' }, 'mancala:state');
  }

  _message(event) {
    if (!this._frame || event.source !== this._frame.contentWindow || event.origin !== this._origin) return;
    var data = event.data;
    if (!data || typeof data.type !== 'string' || data.type.indexOf('mancala:') !== 0) return;
    if (data.state) this._state = data.state;
    var name = data.type.slice('mancala:'.length);
    if (name === 'error' && data.command === null && data.code === 'cannot-start' && this._settle) {
      // The frame says its game cannot start: the calls waiting for it reject now, not at
      // START_LIMIT_S (the error event below tells the page).
      this._stop(new Error(data.error));
    }
    if (name === 'ready') {
      // A late one (after START_LIMIT_S) still makes the element answer the calls that follow.
      window.clearTimeout(this._timer);
      if (this._settle) this._settle[0](data.state);
      else this._ready = Promise.resolve(data.state);
      this._settle = null;
    }
    for (var i = 0; i < this._waiting.length; i++) {
      var w = this._waiting[i];
      var refused = name === 'error' && data.command === w[3];
      if (data.type !== w[0] && !refused) continue;
      this._waiting.splice(i, 1);
      if (!refused) w[1](data.state);
      else w[2](Object.assign(new Error(data.error), data.code ? { code: data.code } : {}));
      break;
    }
    if (EVENTS.indexOf(name) >= 0) {
      this.dispatchEvent(new CustomEvent(name, { detail: data, bubbles: true, composed: true }));
    }
  }
}

window.customElements.define('mancala-game', MancalaGame);
