// The Puzzles screen: the puzzles of each game by difficulty, each with its goal in words and
// whether it is solved; a puzzle's board (drawn and animated like the game's own), the player's
// move (a click, a tap, or the arrows and Enter), the computer's answers, the hint, the answer
// and the explanation at the end. It draws the model's Puzzles mode (app/model/puzzles/
// puzzles_mode.h) and sends its commands; what a choice does is puzzle_attempt.h, the puzzles
// come from puzzle_set.h and the progress is kept with the settings.
#pragma once

#include <optional>
#include <string>

#include "app/model/modes/app_model.h"
#include "app/model/puzzles/puzzles_mode.h"
#include "app/ui/board/board_widget.h"
#include "app/ui/widgets/input.h"

namespace mancala::app {

struct UiState;

class PuzzlesScreen {
 public:
  // The keys while the screen is shown: on a puzzle the arrows move the board's cursor over the
  // player's holes and Enter or Space sows the hole under it; I is the hint, Escape goes back (to
  // the list, then out); on the list, Escape alone (the controls take the other keys). Each
  // becomes a command (ui.send). True when used.
  bool key(Key key, const PuzzlesMode& mode, UiState& ui, double now);
  // Draws the model's Puzzles screen (app/model/puzzles/puzzles_mode.h) in the current window.
  void draw(const AppModel& model, UiState& ui, double now);
  // When a press held on the puzzle's board shows a hole's card (BoardWidget::cardDue).
  double cardDue() const { return widget_.cardDue(); }

 private:
  void drawList(const AppModel& model, UiState& ui);
  void drawPuzzle(const AppModel& model, UiState& ui, double now);
  void drawBoard(const AppModel& model, UiState& ui, const NameControl& control, ImVec2 size,
                 double now);

  std::string shownId_;  // the puzzle drawn last: the board takes the focus when another opens
  BoardWidget widget_{
      {.id = "puzzle-board", .holePrefix = "puzzle-hole-", .cursorWhenUnfocused = false}};
};

}  // namespace mancala::app
