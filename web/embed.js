// The example museum page (embed.html): embeds the game, listens to its messages (only from the
// frame's own origin) and sends it commands (only to that origin).
//   embed.html?src=<address of the game page>&size=small|large&lang=fr&game=adji-kui-1
(function () {
  'use strict';
  var here = new URLSearchParams(window.location.search);
  var frame = document.getElementById('game');
  var figure = document.getElementById('figure');
  var log = document.getElementById('log');
  var result = document.getElementById('result');
  window.embedLog = [];  // every message received, for tests

  // The game's address: the page's own folder by default, or ?src= (another origin).
  var gameUrl = new URL(here.get('src') || 'index.html', window.location.href);
  gameUrl.searchParams.set('game', here.get('game') || 'warri');
  gameUrl.searchParams.set('south', 'person');
  gameUrl.searchParams.set('north', 'computer');
  gameUrl.searchParams.set('level', here.get('level') || 'easy');
  if (here.get('lang')) gameUrl.searchParams.set('lang', here.get('lang'));
  if (here.get('theme')) gameUrl.searchParams.set('theme', here.get('theme'));
  // Where the game may send its messages and take commands from: this page's origin.
  gameUrl.searchParams.set('parentOrigin', window.location.origin);
  var gameOrigin = gameUrl.origin;
  frame.src = gameUrl.href;
  if (here.get('size') === 'small') figure.className = 'small';

  function show(line) {
    log.textContent += line + '\n';
    log.scrollTop = log.scrollHeight;
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== gameOrigin || event.source !== frame.contentWindow) return;
    var m = event.data;
    if (!m || typeof m.type !== 'string') return;
    window.embedLog.push(m);
    switch (m.type) {
      case 'mancala:ready': show('ready: ' + m.state.variant); break;
      case 'mancala:newgame': show('new game: ' + m.state.variant); result.textContent = ''; break;
      case 'mancala:move': show('move ' + m.player + ' ' + m.move + '  (' + m.state.captured.join('–') + ')'); break;
      case 'mancala:gameover':
        show('game over: ' + m.result + ' by ' + m.reason);
        result.textContent = m.text;
        break;
      default: show(m.type + ' ' + JSON.stringify(m));
    }
  });

  function command(message) { frame.contentWindow.postMessage(message, gameOrigin); }
  window.embedCommand = command;
  document.getElementById('new-warri').addEventListener('click', function () {
    command({ type: 'mancala:newgame', variant: 'warri', south: 'person', north: 'computer' });
  });
  document.getElementById('new-adji').addEventListener('click', function () {
    command({ type: 'mancala:newgame', variant: 'adji-kui-1', south: 'person', north: 'computer' });
  });
  document.getElementById('size').addEventListener('click', function (e) {
    var small = figure.className !== 'small';
    figure.className = small ? 'small' : 'large';
    e.target.textContent = small ? 'Larger frame' : 'Smaller frame';
  });
})();
