// The start screen's first choices, the common case in one tap: "Play the computer" (the primary
// button, with the computer's level beside it) and "Learn to play" (the lessons of the chosen game,
// sowing first). The start screen's other ways to play (two people, a friend, a match) come after.
#pragma once

#include "app/model/modes/app_model.h"
#include "app/ui/windows/ui_state.h"

namespace mancala::app {

// "Play the computer", the level's list and "Learn to play" at the cursor, each beside the last
// when it fits before `right`, else below it. `large`: in the heading font, for a screen with room
// (else the two buttons first, the level after them).
void drawStartActions(const AppModel& model, UiState& ui, SessionSetup& setup, float right,
                      bool large);
// The start screen's choices as its form now shows them, sent when they changed (and only on the
// start screen: after "Play the computer" started a game, its choices are the game's).
void chooseSetup(const AppModel& model, UiState& ui, const SessionSetup& setup);
// The start screen's primary button (widgets.h) in `font` with room around its words; `width`
// wide (0: as its label needs).
bool largePrimaryButton(const char* label, ImFont* font, float width = 0.0f);

}  // namespace mancala::app
