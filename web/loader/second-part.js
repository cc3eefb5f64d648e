// A part of loader.js (web/loader/language.js says how they are put together): the second part of the
// program (mancala.deferred.wasm).

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
var kioskPage = !!(window.mancalaShell && window.mancalaShell.kiosk);  // ?kiosk=1, as web/shell/kiosk.js reads it
// In a frame sandboxed without allow-same-origin (a CMS's frame for an embed it does not trust),
// merely reading navigator.serviceWorker throws: no service worker there, then.
var keptPage = (function () {
  try { return !!(navigator.serviceWorker && navigator.serviceWorker.controller); } catch (e) { return false; }
})();
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
