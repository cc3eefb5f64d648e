// A part of shell.js (web/shell/common.js says how they are put together): the messages to and
// from an embedding page, with origin checks, and the saves of the game's other tabs.

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
  var message;
  try { message = JSON.parse(json); } catch (e) { return; }
  // A game kept in My games: an event for the page's own scripts too (mancala.games()).
  if (message.type === 'mancala:game-added')
    window.dispatchEvent(new CustomEvent('mancala:game-added', { detail: { id: message.id } }));
  // Not when the frame was taken out of the page (its window has no parent any more).
  if (!embedded || !parentOrigin || !window.parent) return;
  // A friend's link to send: the embedding page may send it its own way (its own address
  // with the fragment, a chat, a QR code).
  if (message.type === 'mancala:friend-link') message.url = friendUrl(message.fragment);
  window.parent.postMessage(message, parentOrigin);
};

function reply(message) {
  if (embedded && parentOrigin && window.parent) window.parent.postMessage(message, parentOrigin);
}

// The game cannot start (web/loader/screen.js says why in the frame, and mancala.ready rejects):
// the embedding page is told at once, by a mancala:error of no command, so that its calls need
// not wait for the start any longer (the element rejects them).
window.mancala.ready.catch(function (e) {
  reply({ type: 'mancala:error', command: null, code: 'cannot-start', error: String(e && e.message || e) });
});

window.addEventListener('message', function (event) {
  var data = event.data;
  if (!data || typeof data !== 'object' || typeof data.type !== 'string' || data.type.indexOf('mancala:') !== 0) return;
  if (!parentOrigin || event.origin !== parentOrigin || event.source !== window.parent) {
    shell.ignoredMessages++;
    return;  // not from the page we were told to trust: not acted upon, not answered
  }
  window.mancala.ready.then(function (api) {
    var r;
    function refuse(error, code) { reply({ type: 'mancala:error', command: data.type, code: code, error: error }); }
    switch (data.type) {
      case 'mancala:newgame':
        // Its fields as they came: the page API checks each one's type and value (a field it does
        // not know is refused), and the level with the rest, so that a refusal changes nothing.
        var fields = {};
        Object.keys(data).forEach(function (key) { if (key !== 'type') fields[key] = data[key]; });
        r = api.newGame(fields);
        if (!r.ok) refuse(r.error, r.code);
        break;
      case 'mancala:state':
        reply({ type: 'mancala:state', state: api.state() });
        break;
      default:
        refuse('unknown command', 'unknown-command');
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
