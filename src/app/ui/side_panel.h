// The panel beside (or under) the board: who plays each side and what each has captured, the
// end of the game, the hint, the match, and the move list.
#pragma once

#include <cstddef>

#include "app/model/app_model.h"
#include "app/ui/ui_state.h"

namespace mancala::app {

class SidePanel {
 public:
  void draw(AppModel& model, UiState& ui, double now);
  void reset() { movesShown_ = 0; }

 private:
  std::size_t movesShown_ = 0;  // the move list scrolls to the end when it grows
};

// The Hint button and the hint once it has come (the compact layout has it in its menu).
void drawHintPanel(AppModel& model, UiState& ui);

}  // namespace mancala::app
