// The end of a game as a moment: once its last move has been shown, a card over the board says
// the result in the player's words ("You win!", "The computer wins", "Draw"), the score with the
// players' names and why the game ended, where a match stands, with large buttons (Rematch,
// Review and New game; Next game between the games of a match) and "See the board", which puts
// it away to look at the final board (the panel keeps the result and its buttons). The live
// region says the result, as it did before the card.
#pragma once

#include "app/model/modes/app_model.h"
#include "app/ui/windows/ui_state.h"
#include "imgui.h"

namespace mancala::app {

class ResultCard {
 public:
  // Whether the card is up now: the game's end shown, the card not put away, no move looked back
  // at, the review closed. Forgets that it was put away once the board shows a game going on.
  bool up(const AppModel& model, double now);
  // Draws the card in the middle of [min, max] (the board as seen).
  void draw(const AppModel& model, UiState& ui, ImVec2 min, ImVec2 max, double now);
  // Put away by "See the board".
  bool putAway() const { return putAway_; }
  // Until when a win's cheer moves (frames are due until then); 0 when it does not.
  double cheerUntil() const { return cheerUntil_; }

 private:
  bool putAway_ = false;
  double shownSince_ = -1;  // when the card came up (a win's cheer moves for a moment from it)
  double cheerUntil_ = 0;
};

}  // namespace mancala::app
