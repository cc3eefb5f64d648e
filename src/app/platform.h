// The seam between the app and the machine it runs on: a window with an OpenGL context, the
// event loop and the frame pacing. One implementation (platform.cpp) serves the desktop and
// the browser; the differences stay inside it.
#pragma once

#include <cstdint>

union SDL_Event;

namespace mancala::app {

// What the platform drives. Frames are rendered only when needsFrame() says so or input
// arrived: an idle app costs nothing.
class Frontend {
 public:
  virtual ~Frontend() = default;
  // Called once the ImGui context exists, and again when the display's pixel density
  // changes: load the fonts rasterised at `pixelScale` physical pixels per logical pixel.
  virtual void loadFonts(float pixelScale) = 0;
  // Sees every event before ImGui does (keyboard shortcuts, for example).
  virtual void onEvent(const SDL_Event& event) = 0;
  // True while something moves on its own: an animation, the computer thinking.
  virtual bool needsFrame(double now) = 0;
  // Builds one frame of the interface (between ImGui::NewFrame and ImGui::Render).
  virtual void frame(double now) = 0;
};

struct PlatformDesc {
  const char* title = "Mancala";
  int width = 1280;   // desktop window size in logical pixels
  int height = 800;
  bool quitAfterFirstFrames = false;  // desktop smoke tests: render a few frames and exit
  const char* screenshotPath = nullptr;  // desktop: write the first settled frame as a PPM
};

// Runs the app until the window closes (desktop) or forever (browser: returns at once and the
// browser calls back). Returns the process exit status.
int runPlatform(const PlatformDesc& desc, Frontend& frontend);

// Asks for `count` more frames even if nothing else changed (state changed from outside).
void requestFrames(int count = 2);

// Frames actually rendered since the start.
std::uint64_t framesRendered();

// The CPU time of the last rendered frame (events, interface, draw calls), in seconds.
double lastFrameWorkSeconds();
// Of which building the interface's geometry, before the GL calls; and its vertex count.
double lastFrameBuildSeconds();
int lastFrameVertices();

// Seconds since an arbitrary start, monotonic.
double nowSeconds();

}  // namespace mancala::app
