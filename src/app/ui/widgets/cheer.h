// A success said so that it feels like one: a game won, a puzzle solved, a lesson finished. The
// win's green (unlike a loss's quiet text and a miss's warning) and a line said large with a check
// mark before it.
#pragma once

#include <string>

#include "imgui.h"

namespace mancala::app {

inline constexpr ImU32 kWinGreen = IM_COL32(120, 220, 120, 255);

// `text` large in `font`, green, a check mark before it; takes its room in the layout.
void cheerLine(ImFont* font, const std::string& text);

}  // namespace mancala::app
