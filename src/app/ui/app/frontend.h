// What the platform drives: the app's side of the seam with the window and its event loop
// (platform/window/platform.h). Frames are drawn only when needsFrame() says so or input arrived:
// an idle app costs nothing.
#pragma once

#include "app/ui/lettering/fonts.h"
#include "app/ui/widgets/input.h"

namespace mancala::app {

class Frontend {
 public:
  virtual ~Frontend() = default;
  // Called once the ImGui context exists, and again when the display's pixel density
  // changes: load the fonts rasterised at `pixelScale` physical pixels per logical pixel.
  virtual void loadFonts(float pixelScale) = 0;
  // The sizes the fonts are wanted at now: when they change, loadFonts is called again.
  virtual FontSizes fontSizes() const { return {}; }
  // Input, before ImGui sees it (keyboard shortcuts, touch or mouse).
  virtual void onKey(const KeyPress& key) = 0;
  virtual void onPointer(const PointerEvent& pointer) = 0;
  // True while something changes on its own (an animation, the computer thinking) or the
  // state changed (a command applied, the interface's own state moved, a text fetched) and has
  // not been drawn yet.
  virtual bool needsFrame(double now) = 0;
  // While needsFrame() is false: when a frame will next be needed with no input meanwhile (a
  // timed change), or infinity. The platform sleeps until then.
  virtual double wakeAt(double now) = 0;
  // Builds one frame of the interface (between ImGui::NewFrame and ImGui::Render).
  virtual void frame(double now) = 0;
};

}  // namespace mancala::app
