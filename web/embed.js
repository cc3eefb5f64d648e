// The example museum page (embed.html): the game in a <mancala-game> element (mancala-game.js),
// its events shown in a log and its methods behind the page's buttons.
//   embed.html?src=<address of the game page>&size=small|large&lang=fr&game=adji-kui-1
(function () {
  'use strict';
  var here = new URLSearchParams(window.location.search);
  var game = document.getElementById('game');
  var figure = document.getElementById('figure');
  var log = document.getElementById('log');
  var result = document.getElementById('result');
  window.embedLog = [];  // every message received, for tests

  // The game's page: beside this one by default, or ?src= (another origin); the attributes set,
  // the game starts at once (a page that waits for a press leaves play() to the element).
  if (here.get('src')) game.setAttribute('src', here.get('src'));
  ['game', 'level', 'lang', 'theme'].forEach(function (name) {
    if (here.get(name)) game.setAttribute(name, here.get(name));
  });
  if (here.get('size') === 'small') figure.className = 'small';
  game.play();

  function show(line) {
    log.textContent += line + '\n';
    log.scrollTop = log.scrollHeight;
  }

  ['ready', 'newgame', 'move', 'gameover', 'friend-link', 'state', 'error'].forEach(function (name) {
    game.addEventListener(name, function (event) {
      var m = event.detail;
      window.embedLog.push(m);
      switch (name) {
        case 'ready': show('ready: ' + m.state.variant); break;
        case 'newgame': show('new game: ' + m.state.variant); result.textContent = ''; break;
        case 'move': show('move ' + m.player + ' ' + m.move + '  (' + m.state.captured.join('–') + ')'); break;
        case 'gameover':
          show('game over: ' + m.result + ' by ' + m.reason);
          result.textContent = m.text;
          break;
        case 'error': show('refused: ' + m.error); break;
        default: show(m.type + ' ' + JSON.stringify(m));
      }
    });
  });

  // A command as the game's message (its type, then its fields); a refusal is an error event.
  function command(message) {
    var options = Object.assign({}, message);
    delete options.type;
    var done = message.type === 'mancala:state' ? game.getState() : game.newGame(options);
    return done.catch(function () {});
  }
  window.embedCommand = command;
  // The new-game buttons: each names its game (data-game), played against the computer.
  document.querySelectorAll('button[data-game]').forEach(function (button) {
    button.addEventListener('click', function () {
      game.newGame({ variant: button.dataset.game, south: 'person', north: 'computer' }).catch(function () {});
    });
  });
  document.getElementById('size').addEventListener('click', function (e) {
    var small = figure.className !== 'small';
    figure.className = small ? 'small' : 'large';
    e.target.textContent = small ? 'Larger frame' : 'Smaller frame';
  });
})();
