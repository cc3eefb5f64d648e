// What keeps a game from being lost, and what follows its end: the way back to a game in
// progress (from the start screen, or after another game replaced it), and Rematch and Play
// again once a game or a match is over.
#pragma once

#include "app/model/modes/app_model.h"
#include "app/ui/windows/ui_state.h"

namespace mancala::app {

// On the start screen over a game in progress: says it is kept, with "Back to the game" (Esc).
void drawBackToGame(const AppModel& model, UiState& ui);
// On the play screen, while the game that the current one replaced is put aside.
void drawBackToPreviousGame(const AppModel& model, UiState& ui);
// Rematch (the same set-up again) and Play again (the start screen, the same choices), once the
// game (a single one) or the match is over, as the panels show it; and Review. Not while the
// result's card is up (result_card.h): it has them.
void drawResultActions(const AppModel& model, UiState& ui, double now);
// Whether drawResultActions draws its buttons now.
bool resultActionsShown(const AppModel& model, double now);
// Between Adji Kui II games: whether the holes to buy are all chosen.
bool purchaseChosen(const Session& s);
// A menu's first entry, the screen's main action filled with the accent as the top bar's is:
// New game during a game; once it is over Rematch (New match), or Next game between a match's
// games once no hole is left to choose, with New game under it. It closes the menu.
void drawMenuMainAction(const AppModel& model, UiState& ui, double now);

}  // namespace mancala::app
