#include "app/platform/browser/text_fetch.h"

#include <emscripten/emscripten.h>

#include <string>

#include "app/platform/window/platform.h"
#include "app/text/i18n.h"
#include "app/text/text_files.h"
#include "app/ui/app/app.h"

// clang-format off
// Fetches a file beside the page, with the build's name (?v=..., as the page's other files):
// its bytes go in through the heap (mancala_file_arrived), or its failure (mancala_file_failed).
EM_JS(void, mancala_fetch_file, (const char* path), {
  var M = Module;
  var name = UTF8ToString(path);
  var withName = function (f) {
    var size = lengthBytesUTF8(name) + 1;
    var p = _malloc(size);
    stringToUTF8(name, p, size);
    try { f(p); } finally { _free(p); }
  };
  fetch(name + (M.buildQuery || "")).then(function (response) {
    if (!response.ok) throw new Error(name + ": HTTP " + response.status);
    return response.arrayBuffer();
  }).then(function (buffer) {
    var bytes = new Uint8Array(buffer);
    var data = _malloc(bytes.length + 1);
    HEAPU8.set(bytes, data);
    try {
      withName(function (p) { M._mancala_file_arrived(p, data, bytes.length); });
    } finally {
      _free(data);
    }
  }, function (e) {
    console.warn(String(e && e.message || e));
    withName(function (p) { M._mancala_file_failed(p); });
  });
});
// clang-format on

namespace mancala::app {
namespace {

App* gApp = nullptr;

// A file has come or failed: the language asked for is chosen if its translation is now there,
// and the game draws what changed (the rules, the language menu's note).
void afterAnswer() {
  if (!gApp) return;  // before main(): the page's first catalog, chosen by the startup
  if (const auto language = pendingLanguage(); language && languageReady(*language))
    gApp->model().apply(cmd::LanguageChoice{*language}, nowSeconds());
  showChanges();
}

}  // namespace

void fetchWantedTexts(App& app) {
  gApp = &app;
  for (const std::string& path : takeWantedFiles()) mancala_fetch_file(path.c_str());
}

}  // namespace mancala::app

using namespace mancala::app;

extern "C" {
EMSCRIPTEN_KEEPALIVE void mancala_file_arrived(const char* path, const char* data, int size) {
  fileArrived(path, std::string(data, static_cast<std::size_t>(size > 0 ? size : 0)));
  afterAnswer();
}
EMSCRIPTEN_KEEPALIVE void mancala_file_failed(const char* path) {
  fileFailed(path);
  afterAnswer();
}
}
