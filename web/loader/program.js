// A part of loader.js (web/loader/language.js says how they are put together): the program run on the canvas
// (window.Module), and what comes after its first frame.

// The address (?game=warri&lang=fr..., #r=<record>) and the browser's settings go to the
// game, which checks them and says what it cannot use (see web/shell/address.js, url_params.h).
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
