// The review's move looked at, for the panel, a phone's sheet and a small frame's strip
// (review_panel.h): its verdict, why, the answer to a try, its line, the steps through the
// mistakes, Try again and Play from here. Each draws at the cursor and sends its commands.
#pragma once

#include <string>

#include "app/model/modes/app_model.h"
#include "app/ui/windows/ui_state.h"
#include "imgui.h"

namespace mancala::app {

// The review's verdict on the move looked at, or what to do to see one: named for the page API
// (not a stop), and kept clear of tooltips (the graph's above it, the board's) to the screen's
// right edge, whatever the length of the verdict shown.
void drawVerdict(UiState& ui, ImU32 colour, const std::string& text);
// What the last try of Try again was answered: green once found, else in the warning's colour.
void drawTryNote(const AppModel& model, UiState& ui);
// Why the move shown was marked (review.h), under its verdict.
void drawWhy(const AppModel& model, UiState& ui);
// Show the line, then its next move and the way back; the move of the line shown, in words.
void drawLineButtons(const AppModel& model, UiState& ui);
// Previous mistake and Next mistake, the player's first (review.h); greyed where there is none.
void drawMistakeButtons(const AppModel& model, UiState& ui);
// Try again, or while trying Show the answer; false when neither is drawn.
bool drawRetryButton(const AppModel& model, UiState& ui);
// The move looked at: its mark, and the better move (also on the board); Try again and "Play
// from here".
void drawMoveShown(const AppModel& model, UiState& ui);

}  // namespace mancala::app
