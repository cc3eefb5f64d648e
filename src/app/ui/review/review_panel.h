// The game's review on the play screen: the Review button, and the panel that takes the move
// list's place while the review is open (progress and Stop, the evaluation graph (eval_graph.h),
// each player's summary, the moves with their marks, the move looked at: why, its line, Try
// again); the compact layout's strip over the board. The values are the model's (app_model.h,
// game_review.h).
#pragma once

#include "app/model/modes/app_model.h"
#include "app/ui/windows/ui_state.h"
#include "imgui.h"

namespace mancala::app {

// "Review": opens the review of the game (nothing before the first move).
void drawReviewButton(const AppModel& model, UiState& ui, const char* control = "review");

class ReviewPanel {
 public:
  // `narrow`: under the board, all of it. Beside the board, the graph and the move looked at are
  // under the board (drawReviewUnderBoard) and the panel has the rest. `sheet`: in a phone's
  // sheet, whose header titles it: the move looked at first.
  void draw(const AppModel& model, UiState& ui, bool narrow, bool sheet = false);
  // The compact layout's: one line of progress or summary, a short graph, the move looked at.
  void drawCompact(const AppModel& model, UiState& ui);

 private:
  void controls(const AppModel& model, UiState& ui);
  void drawInSheet(const AppModel& model, UiState& ui);
  void summaries(const AppModel& model, UiState& ui);
  void moveList(const AppModel& model, UiState& ui, float height);
  std::size_t listShown_ = static_cast<std::size_t>(-1);  // the move list follows the position
};

// Under the board on a wide screen, in `size`: the graph as wide as the board, and the move
// looked at (its mark and the better move) under it.
void drawReviewUnderBoard(const AppModel& model, UiState& ui, ImVec2 size);

// The colour of a mark, and its sign in the list ("??" for a blunder; "" for best and good).
ImU32 markColor(MoveMark mark);
const char* markSign(MoveMark mark);

}  // namespace mancala::app
