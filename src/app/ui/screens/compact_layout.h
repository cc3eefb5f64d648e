// The game in a small frame (down to about 360x300, a museum page's embed): one line of
// controls with the rest in a menu, one line of status, the board as large as it fits, one
// line for notes and messages; and a start screen with everything visible at once.
#pragma once

#include "app/model/modes/app_model.h"
#include "app/ui/play/board_area.h"
#include "app/ui/windows/ui_state.h"

namespace mancala::app {

// The window is too small for the panels: board first, controls in a menu.
bool isCompact();
void drawCompactStartScreen(const AppModel& model, UiState& ui);
// The play screen's one line of controls: the title, Undo and the menu with the rest (also a
// phone's, held upright). With `sayTurn`, where no strip nor status line says it, the title is
// whose turn it is ("Your turn") or the result, the game's name between moves.
void drawCompactBar(const AppModel& model, UiState& ui, bool sayTurn);
void drawCompactPlayScreen(const AppModel& model, UiState& ui, BoardArea& board, double now);

}  // namespace mancala::app
