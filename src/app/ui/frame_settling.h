// Whether Dear ImGui needs one more frame to show what this frame gave it: a window that
// appears is measured in its first frame and drawn in the next, and a tab bar that appears
// lays out its tabs one frame late. Asked after the frame's windows have ended.
#pragma once

namespace mancala::app {

bool imguiNeedsAnotherFrame();

}  // namespace mancala::app
