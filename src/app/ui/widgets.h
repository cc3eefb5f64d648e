// Small pieces of drawing that several screens use.
#pragma once

#include <string>

#include "imgui.h"

namespace mancala::app {

inline ImVec4 color(ImU32 c) { return ImGui::ColorConvertU32ToFloat4(c); }

// The width a button with `label` takes.
float buttonWidth(const char* label);
// Text in `colour`, wrapped at the window's edge.
void wrappedText(ImU32 colour, const std::string& text);
// Places the next item beside the last one when `width` fits before `right`, else below it.
void besideIfFits(float width, float right);
// A title in the heading font and the accent colour.
void heading(ImFont* font, const std::string& text);

}  // namespace mancala::app
