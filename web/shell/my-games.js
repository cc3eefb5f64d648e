// A part of shell.js (web/shell/common.js says how they are put together): My games' file, handed
// to the person as a download, and the file picker whose file is imported.

shell.offerFile = function (name, text) {
  var blob = new Blob([text], { type: 'text/plain;charset=utf-8' });
  var a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name.replace('.txt', '') + '-' + new Date().toISOString().slice(0, 10) + '.txt';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(function () { URL.revokeObjectURL(a.href); }, 1000);
};

var gamesPicker = null;
shell.pickFile = function () {
  if (!gamesPicker) {
    gamesPicker = document.createElement('input');
    gamesPicker.type = 'file';
    gamesPicker.accept = '.txt,text/plain';
    gamesPicker.id = 'my-games-file';
    gamesPicker.hidden = true;
    document.body.appendChild(gamesPicker);
    gamesPicker.addEventListener('change', function () {
      var file = gamesPicker.files && gamesPicker.files[0];
      if (!file) return;
      // A file too large for My games is refused as it is, never read (mancala-api.js).
      if (file.size > window.mancala.maxGamesFileBytes) {
        gamesPicker.value = '';
        window.mancala._importTooLarge();
        return;
      }
      file.text().then(function (text) {
        gamesPicker.value = '';
        window.mancala.importGames(text);  // a refusal is shown by the game itself
      });
    });
  }
  gamesPicker.click();
};
