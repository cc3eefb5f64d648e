// Playing a friend by link: the start screen's choice (the players on this device, or a friend
// on another one and the side this device plays), the play screen's bar (whose turn it is, the
// link to send) and the way to the latest move when an old link was opened.
#pragma once

#include "app/model/modes/app_model.h"
#include "app/ui/windows/ui_state.h"

namespace mancala::app {

// The players' choice; true when a friend by link is chosen (the side this device plays is
// drawn then, instead of Person or Computer for each side). `compact`: on one line each. `right`:
// where the room for it ends (window-local x); the two choices go on two lines if they need to.
bool drawFriendChoice(const AppModel& model, UiState& ui, bool compact, float right);
// Whose turn it is, Copy link and Share (a friend game), Go to the latest move (an old link was
// opened); nothing otherwise. `showStatus`: the words too (else the caller's status says them).
void drawFriendBar(const AppModel& model, UiState& ui, bool showStatus = true);

}  // namespace mancala::app
