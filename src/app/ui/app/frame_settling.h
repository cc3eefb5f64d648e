// Whether Dear ImGui needs one more frame to show what this frame gave it: a window that
// appears is measured in its first frame and drawn in the next, a tab bar that appears lays out
// its tabs one frame late, and a window whose content changed size sets its scrollbars in the
// next frame. Asked after the frame's windows have ended.
#pragma once

namespace mancala::app {

bool imguiNeedsAnotherFrame();

// The frames owed to ImGui: one more while a frame leaves something to settle, a few in a row at
// most, so that a layout that never settles cannot keep the page busy.
class FrameSettling {
 public:
  // After a frame's windows have ended.
  void afterFrame() { streak_ = imguiNeedsAnotherFrame() ? streak_ + 1 : 0; }
  bool owed() const { return streak_ > 0 && streak_ <= kMostInARow; }

 private:
  static constexpr int kMostInARow = 4;
  int streak_ = 0;  // frames in a row that asked for another
};

}  // namespace mancala::app
