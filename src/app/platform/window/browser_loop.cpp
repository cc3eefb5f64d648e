// The frame loop's browser side (browser_loop.h): Emscripten's main loop, paused while idle.
#include "app/platform/window/browser_loop.h"

#include <algorithm>
#include <cmath>

#include "app/platform/window/platform.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <emscripten/eventloop.h>
#include <emscripten/html5.h>

// clang-format off
EM_JS(void, mancala_mark_start, (const char* step), {
  if (self.performance && performance.mark) performance.mark('mancala:' + UTF8ToString(step));
});
EM_JS(void, mancala_cannot_draw, (), {
  if (Module.onCannotDraw) Module.onCannotDraw();
});
EM_JS(void, mancala_first_frame_drawn, (), {
  if (Module.onFirstFrame) Module.onFirstFrame();
});
// clang-format on

namespace mancala::app {
namespace {

// An idle page stops its frame loop altogether; any event (SDL sees it as it arrives, before
// the loop polls), a request from the page or the app's next timed change wakes it.
bool loopPaused = false;
long wakeTimer = 0;  // emscripten_set_timeout's id, 0 when none is set

void onWakeTimer(void*) {
  wakeTimer = 0;
  wakeLoop();
}

int SDLCALL wakeOnEvent(void*, SDL_Event*) {
  wakeLoop();
  return 1;
}

}  // namespace

void markStart(const char* step) { mancala_mark_start(step); }
void cannotDraw() { mancala_cannot_draw(); }
void firstFrameDrawn() { mancala_first_frame_drawn(); }

bool followCanvasSize(SDL_Window* window) {
  double cssW = 0, cssH = 0;
  emscripten_get_element_css_size("#canvas", &cssW, &cssH);
  int w = 0, h = 0;
  SDL_GetWindowSize(window, &w, &h);
  const int wantW = static_cast<int>(std::lround(cssW)),
            wantH = static_cast<int>(std::lround(cssH));
  if (wantW > 0 && wantH > 0 && (wantW != w || wantH != h)) {
    SDL_SetWindowSize(window, wantW, wantH);
    return true;
  }
  return false;
}

void startBrowserLoop(void (*tick)()) {
  SDL_AddEventWatch(wakeOnEvent, nullptr);
  // Driven by requestAnimationFrame while something changes; paused when idle.
  emscripten_set_main_loop(tick, 0, false);
}

void stopBrowserLoop() { emscripten_cancel_main_loop(); }

void pauseLoop(Frontend& frontend) {
  if (!loopPaused) {
    loopPaused = true;
    emscripten_pause_main_loop();
  }
  const double now = nowSeconds();
  const double at = frontend.wakeAt(now);
  if (wakeTimer) emscripten_clear_timeout(wakeTimer);
  wakeTimer = std::isfinite(at)
                  ? emscripten_set_timeout(onWakeTimer, std::max(0.0, at - now) * 1000.0, nullptr)
                  : 0;
}

void wakeLoop() {
  if (loopPaused) {
    loopPaused = false;
    if (wakeTimer) emscripten_clear_timeout(wakeTimer);
    wakeTimer = 0;
    emscripten_resume_main_loop();
  }
}

bool frameLoopResting() { return loopPaused; }

}  // namespace mancala::app

#else

namespace mancala::app {

void markStart(const char*) {}
void cannotDraw() {}
void firstFrameDrawn() {}
bool followCanvasSize(SDL_Window*) { return false; }
void startBrowserLoop(void (*)()) {}
void stopBrowserLoop() {}
void pauseLoop(Frontend&) {}
void wakeLoop() {}
bool frameLoopResting() { return false; }

}  // namespace mancala::app

#endif
