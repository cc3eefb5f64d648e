// The start screen: the game, the board of that game, Play the computer (with its level) and
// Learn to play under it, then the other ways to play folded behind one control (other_ways.h),
// Rules, Puzzles and My games.
#pragma once

#include "app/model/modes/app_model.h"
#include "app/ui/windows/ui_state.h"

namespace mancala::app {

void drawStartScreen(const AppModel& model, UiState& ui);
// A board of the chosen game at its start, as large as the width and the room left allow once
// `below` is kept for what follows it (none where that leaves it too small to read); standing on
// its side on a phone held upright (`standing`). Named start-board for the page API.
void drawStartBoard(UiState& ui, float below, bool standing);
// After what follows the board, drawn from `top` (the cursor's y under the board): its height
// kept as the board's `below` for the next frame, and that frame asked for when it changed.
void keepRoomBelowBoard(UiState& ui, float top);
// Person or Computer on side p of the next game; true when the computer plays it.
bool drawPlayerKindChoice(SessionSetup& setup, UiState& ui, Player p);
// The computer's level on side p of the next game (with the level's description).
void drawLevelChoice(SessionSetup& setup, UiState& ui, Player p, bool describe = true);
// Opens the Puzzles screen on `game` (the start screen's button, the small frame's one and its
// menu's item over a game, which goes to the start screen first, keeping the game).
void openPuzzles(UiState& ui, Variant game);
// The My games button, beside the last item when it fits before `right`, where games are kept.
void openMyGamesButton(const AppModel& model, UiState& ui, float right);

}  // namespace mancala::app
