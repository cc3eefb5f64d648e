// The panel beside (or under) the board: who plays each side and what each has captured, the
// end of the game, the hint, the match, and the move list.
#pragma once

#include <cstddef>
#include <functional>
#include <string_view>
#include <vector>

#include "app/model/modes/app_model.h"
#include "app/model/words/play/move_summary.h"
#include "app/ui/review/review_panel.h"
#include "app/ui/windows/ui_state.h"

namespace mancala::app {

class SidePanel {
 public:
  // `narrow`: under the board (the review's panel is laid out for it). `upright`: the board stands
  // on its side (BoardLayout::upright), each store at an end, beside its owner's strip.
  void draw(const AppModel& model, UiState& ui, double now, bool narrow = false,
            bool upright = false);
  void reset() {
    movesShown_ = 0;
    summaries_.clear();
  }

 private:
  struct Row {  // a row of the move list: South's move and North's reply (-1: none)
    int south = -1, north = -1;
  };
  // `titled`: under its own title (a phone's sheet names it in its header instead).
  void moveList(const AppModel& model, UiState& ui, double now, bool titled);
  void summarize(const Game& game);
  void drawStepButtons(const AppModel& model, UiState& ui, std::size_t shown, double now);
  std::vector<Row> rows() const;
  void drawRows(const AppModel& model, UiState& ui, const std::vector<Row>& rows,
                std::size_t shown);

  std::size_t movesShown_ = 0;          // the move list scrolls to the end when it grows
  std::vector<MoveSummary> summaries_;  // of the moves played, worked out once each
  bool listUsed_ = false;               // the arrow keys go to the move list
  ReviewPanel review_;                  // in the move list's place while the review is open
};

// Where the move list's moves start, from its left edge, for `rows` numbered rows ("1." to
// "200."): `least` (room for two-digit numbers), moved right by as much as the widest number is
// wider than "99.", so that every number keeps the gap before its move that "99." has. `width`
// measures a text.
float moveNumberColumn(std::size_t rows, float least,
                       const std::function<float(std::string_view)>& width);

// The Hint button and the hint once it has come (the compact layout has it in its menu).
void drawHintPanel(const AppModel& model, UiState& ui);

}  // namespace mancala::app
