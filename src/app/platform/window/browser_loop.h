// What the browser adds to the frame loop (platform.cpp), and nothing on the desktop: the start's
// steps marked for the page, the canvas's size followed, the loop driven by requestAnimationFrame
// while something changes and paused while the app is idle.
#pragma once

#include <SDL.h>

#include "app/ui/app/frontend.h"

namespace mancala::app {

// A step of the start, seen by the page (performance.mark; tools/bench_web.mjs prints them).
void markStart(const char* step);
// The board cannot be drawn (no window or no WebGL 2 context): the page says why
// (web/loader/program.js).
void cannotDraw();
// The first frame is drawn: the page takes its loading screen away in the same frame.
void firstFrameDrawn();

// The page may resize the canvas's container without resizing the browser window: `window`
// follows the canvas's CSS size. Whether its size changed.
bool followCanvasSize(SDL_Window* window);

// Hands the loop to the browser, which calls `tick` for each frame; any event wakes it.
void startBrowserLoop(void (*tick)());
// Stops the browser's loop for good (the board cannot be drawn).
void stopBrowserLoop();
// The app is idle: the loop pauses until an event, a request from the page or the time
// `frontend` asks to be woken at.
void pauseLoop(Frontend& frontend);
// The loop runs again, if it was paused.
void wakeLoop();

}  // namespace mancala::app
