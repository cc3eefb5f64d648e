// A finger dragged up or down over a window that scrolls scrolls it, as a page does (ImGui
// scrolls by the wheel only): the window under the finger, or the nearest of its parents that can
// scroll. The drag's axis is set once it passes ImGui's threshold (UiState::touchDrag): a drag
// that set off sideways scrolls nothing (it is the control's: the review's graph scrubs),
// whatever it does after.
#pragma once

#include "app/ui/windows/ui_state.h"

namespace mancala::app {

// Once a frame, before the windows are drawn.
void touchScroll(UiState& ui);

}  // namespace mancala::app
