// A part of loader.js (web/loader/language.js says how they are put together): the first part of the program
// downloaded and compiled, and the page's translation with it.

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

// The start's steps, for tools/bench_web.mjs (performance.getEntriesByType('mark')).
function mark(name) {
  if (window.performance && performance.mark) performance.mark('mancala:' + name);
}
mark('loader');
status(t('Downloading the game…'), 0.02);
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
// fetches it again itself (src/app/platform/browser/text_fetch.cpp), saying so if it cannot.
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
