// The page API (window.mancala, see web/mancala-api.js): C functions exported from the
// WebAssembly module. Natively there is no page, and attaching does nothing.
#pragma once

namespace mancala::app {

class App;
void attachPageApi(App& app);
// After each frame: tells the page's mirror of the board (web/shell.js) what changed.
void pageAfterFrame();

}  // namespace mancala::app
