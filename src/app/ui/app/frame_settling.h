// Whether Dear ImGui needs one more frame to show what this frame gave it: a window that
// appears is measured in its first frame and drawn in the next, a tab bar that appears lays out
// its tabs one frame late, and a window whose content changed size sets its scrollbars in the
// next frame. Asked after the frame's windows have ended.
#pragma once

namespace mancala::app {

bool imguiNeedsAnotherFrame();

}  // namespace mancala::app
