// The players' strips beside the board's rows (player_strips.h says what they hold): a band for
// each side with its name, its captured seeds, and a marker and a highlight on the side to move;
// "Thinking" with dots that go round while the computer searches. Drawn with the draw list only:
// no item, nothing that takes the keyboard's focus.
#pragma once

#include "app/model/play/player_strips.h"
#include "app/ui/lettering/fonts.h"
#include "imgui.h"

namespace mancala::app {

// A strip's height, and the size its name is drawn at.
float playerStripHeight();
float playerStripNameSize();
// Draws `strip` in [min, max]. `now` turns the thinking dots (still when `reducedMotion`).
void drawPlayerStrip(const PlayerStrip& strip, const Fonts& fonts, ImVec2 min, ImVec2 max,
                     bool reducedMotion, double now);
// Both strips on one slim line of the body font at the cursor (`left`'s on the left, the other
// on the right), for a small frame; takes the line's height.
void drawPlayerStripsLine(const std::array<PlayerStrip, 2>& strips, Player left, const Fonts& fonts,
                          bool reducedMotion, double now);

}  // namespace mancala::app
