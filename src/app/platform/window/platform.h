// The machine under the app: a window with an OpenGL context, the event loop and the frame
// pacing. One implementation (platform.cpp) serves the desktop and the browser; the
// differences stay inside it and browser_loop.cpp. It drives a Frontend (ui/app/frontend.h).
#pragma once

#include <cstdint>

#include "app/ui/app/frontend.h"

namespace mancala::app {

struct PlatformDesc {
  const char* title = "Mancala";
  int width = 1280;  // desktop window size in logical pixels
  int height = 800;
  bool quitAfterFirstFrames = false;     // desktop smoke tests: render a few frames and exit
  const char* screenshotPath = nullptr;  // desktop: write the first settled frame as a PPM
  void (*afterFrame)() = nullptr;        // called after each frame built (the page's mirror)
};

// Runs the app until the window closes (desktop) or forever (browser: returns at once and the
// browser calls back). Returns the process exit status.
int runPlatform(const PlatformDesc& desc, Frontend& frontend);

// Something outside the app may have changed what it shows (a file fetched, the page's call):
// the loop is woken, and draws if the frontend's needsFrame() sees a change (a command applied,
// the interface's own state moved, a file answered).
void showChanges();
// Wakes an idle loop when the frontend wants frames after a call from outside (the page API).
void wakeIfNeeded();

// Frames actually rendered since the start.
std::uint64_t framesRendered();
// The browser's frame loop has stopped: every frame owed (after input, a change, an animation)
// is drawn. Always false on the desktop, whose loop waits for events instead.
bool frameLoopResting();

// The CPU time of the last rendered frame (events, interface, draw calls), in seconds.
double lastFrameWorkSeconds();
// Of which building the interface's geometry, before the GL calls; and its vertex count.
double lastFrameBuildSeconds();
int lastFrameVertices();

// Seconds since an arbitrary start, monotonic.
double nowSeconds();

}  // namespace mancala::app
