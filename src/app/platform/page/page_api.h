// The page API (window.mancala, see web/mancala-api.js): C functions exported from the
// WebAssembly module. Natively there is no page, and attaching does nothing.
#pragma once

#include <string>

namespace mancala::app {

class App;
void attachPageApi(App& app);
// After each frame: tells the page's mirror of the board (web/shell/board-mirror.js) what changed.
void pageAfterFrame();

// The page's address, handed over by the page (mancala_set_address) before main() runs, through
// the heap: "game=warri&lang=fr" and "r=..." without their ? and #. Empty natively.
struct PageAddress {
  std::string query;
  std::string fragment;
};
const PageAddress& pageAddress();

}  // namespace mancala::app
