// The start screen's "Other ways to play", folded under one control: two people on this device or
// a friend by link, who plays each side (a person, or the computer at a level), who starts, a
// single game or a match (its length), Warri's tournament rule, and Start.
#pragma once

#include "app/model/modes/app_model.h"
#include "app/ui/windows/ui_state.h"

namespace mancala::app {

// The match-length list's width with the current font: as wide as its longest choice in the
// player's language with the list's arrow, 20 ems (340 px at the usual size) at least, and never
// wider than `width`.
float matchLengthListWidth(float width);

// The control that shows or hides the other ways (UiState::otherWaysOpen), as wide as its words.
void drawOtherWaysToggle(UiState& ui);
// The other ways' choices at the cursor, `width` wide (in two columns from 600 px), and Start.
void drawOtherWays(const AppModel& model, UiState& ui, SessionSetup& setup, float width);

}  // namespace mancala::app
