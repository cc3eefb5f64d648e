// A part of loader.js, which starts the game: checks what the browser can do, then downloads
// mancala.js and compiles mancala.wasm while it arrives (a progress bar meanwhile), and runs the
// game on the canvas; after the first frame it installs the service worker (web/sw.js) that
// keeps the game for offline play. ci/web-tools/finish-web.mjs puts web/loader/*.js together, in
// the order of its list, inside one function in strict mode: what one part declares, the others
// use, and a part may end the start (return). This part: the loading screen's language.

// The loading screen speaks the game's language before the game runs: the address's lang=,
// else the language chosen and saved in the game, else the browser's (as the game decides).
var TEXTS = {
  fr: {
    'The game cannot start.': 'Le jeu ne peut pas démarrer.',
    'This browser cannot run WebAssembly. Please use a current version of Firefox, Chrome, Edge or Safari.':
      'Ce navigateur ne peut pas exécuter WebAssembly. Utilisez une version récente de Firefox, Chrome, Edge ou Safari.',
    'This browser or device does not offer WebGL 2, which the board needs to be drawn. Please turn on hardware acceleration or use a current browser.':
      'Ce navigateur ou cet appareil n’offre pas WebGL 2, nécessaire pour dessiner le tablier. Activez l’accélération matérielle ou utilisez un navigateur récent.',
    'Downloading the game…': 'Téléchargement du jeu…',
    'Starting…': 'Démarrage…',
    'The game stopped: ': 'Le jeu s’est arrêté : ',
    'mancala.js could not be loaded.': 'mancala.js n’a pas pu être chargé.',
    'The game could not be downloaded ({0}). Check the connection and reload the page.':
      'Le jeu n’a pas pu être téléchargé ({0}). Vérifiez la connexion et rechargez la page.',
    'Mancala — Adji Kui I, Adji Kui II and Warri': 'Mancala — Adji Kui I, Adji Kui II et Warri'
  },
  es: {
    'The game cannot start.': 'El juego no puede arrancar.',
    'This browser cannot run WebAssembly. Please use a current version of Firefox, Chrome, Edge or Safari.':
      'Este navegador no puede ejecutar WebAssembly. Use una versión actual de Firefox, Chrome, Edge o Safari.',
    'This browser or device does not offer WebGL 2, which the board needs to be drawn. Please turn on hardware acceleration or use a current browser.':
      'Este navegador o dispositivo no ofrece WebGL 2, que hace falta para dibujar el tablero. Active la aceleración por hardware o use un navegador actual.',
    'Downloading the game…': 'Descargando el juego…',
    'Starting…': 'Arrancando…',
    'The game stopped: ': 'El juego se detuvo: ',
    'mancala.js could not be loaded.': 'No se pudo cargar mancala.js.',
    'The game could not be downloaded ({0}). Check the connection and reload the page.':
      'No se pudo descargar el juego ({0}). Compruebe la conexión y vuelva a cargar la página.',
    'Mancala — Adji Kui I, Adji Kui II and Warri': 'Mancala — Adji Kui I, Adji Kui II y Warri'
  },
  it: {
    'The game cannot start.': 'Il gioco non può partire.',
    'This browser cannot run WebAssembly. Please use a current version of Firefox, Chrome, Edge or Safari.':
      'Questo browser non può eseguire WebAssembly. Usa una versione recente di Firefox, Chrome, Edge o Safari.',
    'This browser or device does not offer WebGL 2, which the board needs to be drawn. Please turn on hardware acceleration or use a current browser.':
      'Questo browser o dispositivo non offre WebGL 2, necessario per disegnare il tavoliere. Attiva l’accelerazione hardware o usa un browser recente.',
    'Downloading the game…': 'Download del gioco…',
    'Starting…': 'Avvio…',
    'The game stopped: ': 'Il gioco si è fermato: ',
    'mancala.js could not be loaded.': 'Non è stato possibile caricare mancala.js.',
    'The game could not be downloaded ({0}). Check the connection and reload the page.':
      'Non è stato possibile scaricare il gioco ({0}). Controlla la connessione e ricarica la pagina.',
    'Mancala — Adji Kui I, Adji Kui II and Warri': 'Mancala — Adji Kui I, Adji Kui II e Warri'
  }
};
function pageLanguage() {
  var supported = /^(en|fr|es|it)(?:[-_]|$)/i;
  var m = supported.exec(new URLSearchParams(window.location.search).get('lang') || '');
  if (m) return m[1].toLowerCase();
  try {
    var saved = /^language (en|fr|es|it)$/m.exec(window.localStorage.getItem('mancala') || '');
    if (saved) return saved[1];
  } catch (e) {}
  var tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
  for (var i = 0; i < tags.length; i++) {
    m = supported.exec(tags[i] || '');
    if (m) return m[1].toLowerCase();
  }
  return 'en';
}
var language = pageLanguage();
document.documentElement.lang = language;
if (document.title === 'Mancala — Adji Kui I, Adji Kui II and Warri') document.title = t(document.title);
function t(english, arg) {
  var text = (TEXTS[language] && TEXTS[language][english]) || english;
  return text.replace('{0}', arg === undefined ? '' : arg);
}
