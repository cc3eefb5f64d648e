// The Puzzles screen: the puzzles of each game by difficulty, each with its goal in words and
// whether it is solved; a puzzle's board (drawn and animated like the game's own), the player's
// move (a click, a tap, or the arrows and Enter), the computer's answers, the hint, the answer
// and the explanation at the end. What a choice does is app/model/puzzles/puzzle_attempt.h; the
// puzzles come from app/model/puzzles/puzzle_set.h and the progress is kept by the AppModel.
#pragma once

#include <optional>
#include <string>

#include "app/model/modes/app_model.h"
#include "app/model/puzzles/puzzle_board.h"
#include "app/ui/board/board_widget.h"
#include "app/ui/widgets/input.h"

namespace mancala::app {

struct UiState;

class PuzzlesScreen {
 public:
  // Where the computer's answers are searched (the Master's search); none: on this thread.
  void attach(background::Worker* worker) { board_.emplace(worker); }
  // Opens the list of game `v`'s puzzles.
  void open(Variant v);
  void close();
  bool isOpen() const { return open_; }
  // Something moves or thinks: a move shown, the computer's answer, a file being fetched.
  bool busy(double now) const;
  bool needsFrame(double now) const {
    return busy(now) || (open_ && board_->table().settling(now));
  }
  // The keys while the screen is shown: on the list the arrows go from control to control; on a
  // puzzle the arrows move the board's cursor over the player's holes and Enter or Space sows
  // the hole under it; I is the hint, Escape goes back (to the list, then out). True when used.
  bool key(Key key, AppModel& model, double now);
  // Draws the screen in the current window.
  void draw(AppModel& model, UiState& ui, double now);
  const PuzzleAttempt& attempt() const { return board_->attempt(); }
  // When a press held on the puzzle's board shows a hole's card (BoardWidget::cardDue).
  double cardDue() const { return widget_.cardDue(); }

 private:
  void openPuzzle(const Puzzle& puzzle, AppModel& model);
  void nextPuzzle(AppModel& model);
  void moveCursor(int dx, int dy, AppModel& model);
  void drawList(AppModel& model, UiState& ui);
  void drawPuzzle(AppModel& model, UiState& ui, double now);
  void drawBoard(AppModel& model, UiState& ui, const NameControl& control, ImVec2 size, double now);

  bool open_ = false;
  bool listing_ = true;
  Variant game_ = Variant::AdjiKui1;
  int difficulty_ = 0;       // 0: all
  bool focusBoard_ = false;  // the board takes the keyboard's focus in the next frame
  std::optional<PuzzleBoard> board_{std::in_place};  // a board is not copied: made again
  BoardWidget widget_{
      {.id = "puzzle-board", .holePrefix = "puzzle-hole-", .cursorWhenUnfocused = false}};
};

}  // namespace mancala::app
