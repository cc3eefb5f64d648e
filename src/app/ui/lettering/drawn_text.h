// Text drawn straight into a draw list (a card's summary, a strip's name, the board's letters),
// with the size of each kept for the frame: the page API tells the smallest, so that a test can
// hold a phone's text to a size a person reads without squinting.
#pragma once

#include <string>

#include "imgui.h"

namespace mancala::app {

// Draws `text` as ImDrawList::AddText does, `size` pixels high, and notes the size.
void drawText(ImDrawList* dl, ImFont* font, float size, ImVec2 at, ImU32 colour, const char* text,
              const char* end = nullptr, float wrapWidth = 0.0f);
// The same in the current font at its size.
void drawText(ImDrawList* dl, ImVec2 at, ImU32 colour, const char* text);

// The sizes noted in a frame: begun before it is drawn, ended after.
void beginDrawnText();
void endDrawnText();
// The smallest size noted in the last frame drawn (0 for none), and a text drawn at that size.
float smallestDrawnText();
const std::string& smallestDrawnTextWords();

}  // namespace mancala::app
