// Starts the game: checks what the browser can do, then downloads mancala.js and compiles
// mancala.wasm while it arrives (a progress bar meanwhile), and runs the game on the canvas.
// After the first frame it installs the service worker (web/sw.js) that keeps the game for
// offline play.
(function () {
  'use strict';
  var overlay = document.getElementById('overlay');
  var statusEl = document.getElementById('status');
  var fill = document.getElementById('fill');
  var errorEl = document.getElementById('error');
  var canvas = document.getElementById('canvas');

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
      'The game stopped: ': 'Le jeu s’est arrêté : ',
      'mancala.js could not be loaded.': 'mancala.js n’a pas pu être chargé.',
      'The game could not be downloaded ({0}). Check the connection and reload the page.':
        'Le jeu n’a pas pu être téléchargé ({0}). Vérifiez la connexion et rechargez la page.',
      'Mancala — Adji Kui I, Adji Kui II and Warri': 'Mancala — Adji Kui I, Adji Kui II et warri'
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
      'Mancala — Adji Kui I, Adji Kui II and Warri': 'Mancala — Adji Kui I, Adji Kui II y warri'
    },
    it: {
      'The game cannot start.': 'Il gioco non può partire.',
      'This browser cannot run WebAssembly. Please use a current version of Firefox, Chrome, Edge or Safari.':
        'Questo browser non può eseguire WebAssembly. Usate una versione recente di Firefox, Chrome, Edge o Safari.',
      'This browser or device does not offer WebGL 2, which the board needs to be drawn. Please turn on hardware acceleration or use a current browser.':
        'Questo browser o dispositivo non offre WebGL 2, necessario per disegnare il tavoliere. Attivate l’accelerazione hardware o usate un browser recente.',
      'Downloading the game…': 'Download del gioco…',
      'Starting…': 'Avvio…',
      'The game stopped: ': 'Il gioco si è fermato: ',
      'mancala.js could not be loaded.': 'Non è stato possibile caricare mancala.js.',
      'The game could not be downloaded ({0}). Check the connection and reload the page.':
        'Non è stato possibile scaricare il gioco ({0}). Controllate la connessione e ricaricate la pagina.',
      'Mancala — Adji Kui I, Adji Kui II and Warri': 'Mancala — Adji Kui I, Adji Kui II e warri'
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

  var NO_WEBGL = 'This browser or device does not offer WebGL 2, which the board needs to be drawn. ' +
                 'Please turn on hardware acceleration or use a current browser.';
  var GL_ATTRIBUTES = { alpha: false, depth: false, stencil: false, antialias: false };

  function status(text, fraction) {
    statusEl.textContent = text;
    if (fraction !== undefined) fill.style.width = Math.round(Math.max(0, Math.min(1, fraction)) * 100) + '%';
  }
  var failed = false;  // the game cannot start, or stopped: the page says why
  function fail(text) {
    failed = true;
    window.clearTimeout(startingSlowly);
    overlay.classList.remove('hidden');  // the game may have started to run
    status(t('The game cannot start.'));
    errorEl.textContent = text;
    errorEl.style.display = 'block';
    document.getElementById('bar').style.display = 'none';
    window.mancala._fail(text);
  }

  if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
    fail(t('This browser cannot run WebAssembly. Please use a current version of Firefox, Chrome, Edge or Safari.'));
    return;
  }
  // The canvas takes the keyboard when it is touched or clicked, so that an embedding page keeps
  // its own keys otherwise.
  canvas.addEventListener('pointerdown', function () { canvas.focus({ preventScroll: true }); });

  // The build's name, written by ci/build: every file that differs between builds is asked for
  // with it (?v=...), so that neither a cache nor the service worker mixes two builds.
  var BUILD = '@BUILD@';
  var version = '?v=' + BUILD;
  document.documentElement.dataset.build = BUILD;

  // The .wasm as it arrives, counted for the progress bar: a Response that the compiler can
  // read while it downloads.
  function download(url, onProgress) {
    return fetch(url).then(function (response) {
      if (!response.ok) throw new Error(url + ': HTTP ' + response.status);
      var total = Number(response.headers.get('Content-Length')) || 0;
      if (!response.body || typeof ReadableStream !== 'function') return response;
      var reader = response.body.getReader(), received = 0;
      var counted = new ReadableStream({
        pull: function (controller) {
          return reader.read().then(function (r) {
            if (r.done) {
              controller.close();
              return;
            }
            received += r.value.length;
            // A compressed transfer may report the compressed length: never past 95% here.
            onProgress(total ? Math.min(0.95, received / total) : 0.5, received);
            controller.enqueue(r.value);
          });
        }
      });
      return new Response(counted, { headers: { 'Content-Type': 'application/wasm' } });
    });
  }
  // Compiled while it downloads (no need to wait for mancala.js: the imports come at
  // instantiation).
  function compile(response) {
    var whole = function () { return response.arrayBuffer().then(function (b) { return WebAssembly.compile(b); }); };
    if (typeof WebAssembly.compileStreaming !== 'function') return whole();
    return WebAssembly.compileStreaming(response.clone()).catch(whole);
  }

  // The address (?game=warri&lang=fr..., #r=<record>) and the browser's settings go to the
  // game, which checks them and says what it cannot use (see web/shell.js, url_params.h).
  function argumentsFromUrl() {
    return window.mancalaShell ? window.mancalaShell.arguments() : [];
  }

  // The web app manifest (installing), once the board is drawn: a browser that finds the page
  // installable shows it in its own interface, and with a software renderer the frames of that
  // little animation hold up the board's first frame (docs/PERFORMANCE.md).
  function offerInstalling() {
    var link = document.createElement('link');
    link.rel = 'manifest';
    link.href = 'manifest.webmanifest';
    document.head.appendChild(link);
  }
  // The service worker (offline play and installing), once the board is drawn: it fetches the
  // game's files again for its cache, which must not slow the start.
  function keepForOffline() {
    if (!('serviceWorker' in navigator) || !/^https?:$/.test(window.location.protocol)) return;
    try {
      navigator.serviceWorker.register('sw.js').catch(function () {});
    } catch (e) {}
  }
  function afterFirstFrame(then) {
    var waited = 0;
    (function poll() {
      var api = window.mancala;
      if ((api && api.framesRendered && api.framesRendered() > 0) || ++waited > 600) then();
      else window.setTimeout(poll, 50);
    })();
  }

  // The start's steps, for tools/bench_web.mjs (performance.getEntriesByType('mark')).
  function mark(name) {
    if (window.performance && performance.mark) performance.mark('mancala:' + name);
  }
  mark('loader');
  status(t('Downloading the game…'), 0.02);
  var preload = document.createElement('link');
  preload.rel = 'preload';
  preload.as = 'script';
  preload.href = 'mancala.js' + version;
  document.head.appendChild(preload);
  // The loading screen changes as little as it can: each change is a frame that the browser's GPU
  // side composes, and with a software renderer that takes 15 to 150 ms during which the game's
  // own GL work waits (docs/PERFORMANCE.md). The progress is shown at most every 100 ms.
  var progressShown = Date.now();
  var wasm = download('mancala.wasm' + version, function (fraction, bytes) {
    if (Date.now() - progressShown < 100) return;
    progressShown = Date.now();
    status(t('Downloading the game…') + ' ' + Math.round(bytes / 1024) + ' KB', fraction * 0.9);
  }).then(compile).then(function (module) {
    mark('compiled');
    return module;
  });
  // The interface's translation into the page's language (English needs none), fetched with the
  // .wasm and handed to the game before it starts; without it the game starts in English and
  // fetches it again itself (src/app/platform/text_fetch.cpp), saying so if it cannot.
  var catalogPath = language === 'en' ? null : 'po/' + language + '.cat';
  var catalog = catalogPath ? fetch(catalogPath + version).then(function (response) {
    if (!response.ok) throw new Error(catalogPath + ': HTTP ' + response.status);
    return response.arrayBuffer();
  }).catch(function (e) {
    console.warn(String(e && e.message || e));
    return null;
  }) : Promise.resolve(null);
  var catalogBytes = null;
  function handCatalogIn(M) {
    if (!catalogBytes) return;
    var bytes = new Uint8Array(catalogBytes);
    var size = M.lengthBytesUTF8(catalogPath) + 1;
    var path = M._malloc(size), data = M._malloc(bytes.length + 1);
    M.stringToUTF8(catalogPath, path, size);
    M.HEAPU8.set(bytes, data);
    M._mancala_file_arrived(path, data, bytes.length);
    M._free(path);
    M._free(data);
    catalogBytes = null;
  }
  // The second part of the program (ci/build splits it off: docs/PERFORMANCE.md): the functions
  // that the first frames do not run (the review, the puzzles, the lessons, the kiosk...). The
  // first part has a placeholder for each; the second part, once instantiated, puts the real
  // functions in their places of the program's table. It is fetched and compiled after the first
  // frame and installed as soon as it is compiled. Should the game call one of those functions
  // before (a click quicker than the network), the placeholder fetches it at once, the page
  // waiting for it. A kiosk, or a shared link (which may open one of those screens at once),
  // fetches it with the first part. So does a page that the service worker answers (web/sw.js,
  // the game kept by an earlier visit): the browser never hands a synchronous request to a
  // service worker, so with the network gone the placeholder's request could not be answered;
  // and the file then comes from the cache, not the network. '' when the build is whole.
  var DEFERRED = '@DEFERRED@';
  var kioskPage = !!(window.mancalaShell && window.mancalaShell.kiosk);  // ?kiosk=1, as web/shell.js reads it
  var keptPage = !!(navigator.serviceWorker && navigator.serviceWorker.controller);
  var eagerDeferred = !!DEFERRED && (kioskPage || keptPage || window.location.hash.length > 1);
  // For the benchmark and the tests: 'none' (a whole build), 'waiting', 'fetching', 'installed'
  // or 'failed'; how it came ('after the first frame', 'with the program', 'on demand: <the
  // placeholder called>' or, when the fetch after the first frame failed, 'after the first
  // frame, at the second try'), and the frames drawn before it was installed.
  var deferredPart = { state: DEFERRED ? 'waiting' : 'none', how: '', framesBefore: 0 };
  window.mancalaLoader = { deferred: deferredPart };
  var programExports = null, deferredCompiled = null, startingSlowly = 0;
  // Settled once the second part is in: the page API's `ready` waits for it (and rejects when the
  // second part cannot be had: fail()).
  var settleWhole;
  var whole = DEFERRED ? new Promise(function (resolve) { settleWhole = resolve; }) : null;
  function fetchDeferred() {
    if (!deferredCompiled) {
      deferredPart.state = 'fetching';
      deferredCompiled = fetch(DEFERRED + version).then(function (response) {
        if (!response.ok) throw new Error(DEFERRED + ': HTTP ' + response.status);
        return compile(response);
      }).catch(function (e) {
        deferredPart.state = 'failed';  // said by whoever waits for it (fail(), or a placeholder)
        throw e;
      });
    }
    return deferredCompiled;
  }
  function installDeferred(module, how) {
    if (deferredPart.state === 'installed') return;
    new WebAssembly.Instance(module, { primary: programExports });
    deferredPart.state = 'installed';
    deferredPart.how = how;
    deferredPart.framesBefore = window.mancala && window.mancala.framesRendered ? window.mancala.framesRendered() : 0;
    mark('deferred');
    settleWhole();
  }
  // The placeholder's way: the file fetched synchronously (as text, the only way a page's own
  // thread may), compiled and installed before the call goes on. `how` says who asked.
  function installDeferredNow(how) {
    var request = new XMLHttpRequest();
    request.open('GET', DEFERRED + version, false);
    request.overrideMimeType('text/plain; charset=x-user-defined');
    var problem = null;
    try {
      request.send(null);
      if (request.status !== 200) problem = DEFERRED + ': HTTP ' + request.status;
    } catch (e) {
      problem = DEFERRED + ': ' + String(e && e.message || e);
    }
    var module = null;
    if (!problem) {
      var text = request.responseText, bytes = new Uint8Array(text.length);
      for (var i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
      try {
        module = new WebAssembly.Module(bytes);
      } catch (e) {
        problem = DEFERRED + ': ' + String(e && e.message || e);  // damaged on the way
      }
    }
    if (problem) {
      deferredPart.state = 'failed';
      fail(t('The game could not be downloaded ({0}). Check the connection and reload the page.', problem));
      throw new Error(problem);
    }
    installDeferred(module, how);
  }
  // The placeholders' imports: placeholder "<n>" stands for the function at place n of the table.
  var table = null;
  var placeholders = new Proxy({}, {
    get: function (target, slot) {
      return function () {
        if (deferredPart.state !== 'installed') installDeferredNow('on demand: ' + slot);
        return table.get(Number(slot)).apply(null, arguments);
      };
    }
  });
  function tableOf(exports) {
    for (var name in exports) if (exports[name] instanceof WebAssembly.Table) return exports[name];
    return null;
  }
  function afterFirstFrameFetchDeferred() {
    if (!DEFERRED || deferredPart.state === 'installed' || eagerDeferred) return;
    fetchDeferred().then(function (module) {
      installDeferred(module, 'after the first frame');
    }).catch(function (e) {
      // A second try at once, the placeholders' way: then the game is whole (and `ready`
      // resolves), or the page says why not (and `ready` rejects).
      console.warn(String(e && e.message || e));
      deferredCompiled = null;
      if (deferredPart.state === 'installed' || failed) return;
      try {
        installDeferredNow('after the first frame, at the second try');
      } catch (e2) {}  // said on the page by installDeferredNow
    });
  }
  // Its failure is said where the program waits for it (instantiateWasm).
  if (eagerDeferred) fetchDeferred().catch(function () {});

  window.Module = {
    canvas: canvas,
    arguments: argumentsFromUrl(),
    buildQuery: version,  // for the Web Worker's files (background_web_worker.cpp)
    print: function (text) { console.log(text); },
    printErr: function (text) { console.warn(text); },
    onAbort: function (what) { fail(t('The game stopped: ') + what); },
    onCannotDraw: function () { fail(t(NO_WEBGL)); },
    // The loading screen goes in the frame that shows the board (the program calls this as it
    // hands its first frame to the browser).
    onFirstFrame: function () {
      window.clearTimeout(startingSlowly);
      overlay.classList.add('hidden');
      if (window.mancalaShell) window.mancalaShell.firstFrameDrawn();
    },
    instantiateWasm: function (imports, done) {
      if (DEFERRED) imports.placeholder = placeholders;
      Promise.all([wasm, catalog, eagerDeferred ? fetchDeferred() : null]).then(function (all) {
        var module = all[0];
        catalogBytes = all[1];
        // Said only when the start is slow: on a quick one the next thing seen is the board.
        startingSlowly = window.setTimeout(function () { status(t('Starting…'), 0.95); }, 1000);
        return WebAssembly.instantiate(module, imports).then(function (instance) {
          mark('instantiated');
          programExports = instance.exports;
          table = tableOf(instance.exports);
          if (all[2]) installDeferred(all[2], 'with the program');
          done(instance, module);
        });
      }).catch(function (e) {
        fail(t('The game could not be downloaded ({0}). Check the connection and reload the page.', e.message));
      });
      return {};
    },
    onRuntimeInitialized: function () {
      mark('runtime');
      programRuns = true;
      handCatalogIn(window.Module);
      window.mancala._attach(window.Module, whole);
      // The game sleeps when idle: wake it when its element changes size without the
      // window doing so (an embedding page's layout).
      if (typeof ResizeObserver === 'function') {
        new ResizeObserver(function () { window.Module._mancala_request_frames(); }).observe(canvas);
      }
      canvas.focus({ preventScroll: true });
      afterFirstFrame(function () {
        afterFirstFrameFetchDeferred();
        offerInstalling();
        keepForOffline();
      });
    }
  };
  // Can the board be drawn? A browser without WebGL 2 is told at once. Whether it can make a
  // context (a GPU or a software renderer the browser allows) is known when the game makes its
  // own; if it cannot, the program says so (onCannotDraw). Meanwhile a Web Worker makes a WebGL 2
  // context of its own on an OffscreenCanvas: making the page's first context starts the
  // browser's GPU side, which with a software renderer takes a while, and so it runs beside the
  // download and the compilation without holding up this thread. (A context made on this thread
  // held it up for that time, about 150 ms in a running browser; one made on the game's canvas was
  // slower still: SDL2 then resizes that canvas twice, each time waiting for the GPU side to make
  // a new drawing buffer.) Where a Worker or an OffscreenCanvas with WebGL 2 cannot be had, the
  // context is made here, as before. The attributes are the game's (no alpha, depth, stencil nor
  // multisampling): nothing more is made than it needs.
  if (typeof WebGL2RenderingContext !== 'function') {
    fail(t(NO_WEBGL));
    return;
  }
  var programRuns = false;  // once it does, the game has its own context: no warm-up is owed
  function warmUpOnThisThread() {
    if (programRuns) return;
    var probe = document.createElement('canvas').getContext('webgl2', GL_ATTRIBUTES);
    var lose = probe && probe.getExtension('WEBGL_lose_context');
    if (lose) lose.loseContext();  // the game makes its own
    mark('webgl-probed');
  }
  try {
    if (typeof OffscreenCanvas !== 'function' || typeof Worker !== 'function') throw new Error('no OffscreenCanvas');
    var source = 'var c=null;try{c=new OffscreenCanvas(1,1).getContext("webgl2",' + JSON.stringify(GL_ATTRIBUTES) +
      ')}catch(e){}postMessage(!!c);var l=c&&c.getExtension("WEBGL_lose_context");if(l)l.loseContext();close()';
    var url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    var warmer = new Worker(url);
    warmer.onmessage = function (e) {
      URL.revokeObjectURL(url);
      if (e.data) mark('webgl-probed');
      else warmUpOnThisThread();
    };
    warmer.onerror = function () {
      URL.revokeObjectURL(url);
      warmUpOnThisThread();
    };
  } catch (e) {
    warmUpOnThisThread();
  }
  var script = document.createElement('script');
  script.src = 'mancala.js' + version;
  script.onload = function () { mark('glue'); };
  script.onerror = function () { fail(t('mancala.js could not be loaded.')); };
  document.body.appendChild(script);
})();
