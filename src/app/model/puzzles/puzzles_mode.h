// The Puzzles screen as a mode of the model: shown instead of the start screen, either the list
// of a game's puzzles (at one difficulty, or all) or one puzzle being solved on its board
// (puzzle_board.h). AppModel carries out the puzzle commands (puzzles, puzzle, puzzle-play,
// puzzle-hint, puzzle-answer, puzzle-retry, next-puzzle, puzzles-list, close-puzzles) through it;
// the Puzzles screen draws it and sends those commands.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/model/games_table/games_table.h"
#include "app/model/puzzles/puzzle_board.h"
#include "app/model/puzzles/puzzle_set.h"

namespace mancala::app {

class PuzzlesMode {
 public:
  // `worker`: where the computer's answers are searched (the Master's search); none: here.
  explicit PuzzlesMode(background::Worker* worker) : board_(worker) {}

  bool isOpen() const { return open_; }
  // The list of the game's puzzles is shown (else a puzzle's board).
  bool listing() const { return open_ && !board_.attempt().isOpen(); }
  bool showingPuzzle() const { return open_ && board_.attempt().isOpen(); }
  Variant game() const { return game_; }
  int difficulty() const { return difficulty_; }  // 1 to 5; 0: all
  const PuzzleAttempt& attempt() const { return board_.attempt(); }
  const BoardTable& table() const { return board_.table(); }
  // The puzzles listed: the game's at the difficulty chosen.
  std::vector<const Puzzle*> listed() const;

  // Opens the list of `game`'s puzzles (fetched again if they could not be).
  void open(Variant game);
  void setDifficulty(int difficulty) { difficulty_ = difficulty; }
  void close() {
    open_ = false;
    board_.close();
  }
  // Back to the list from a puzzle.
  void showList() { board_.close(); }
  // The listed puzzle with this id, or none.
  const Puzzle* find(std::string_view id) const;
  void openPuzzle(const Puzzle& puzzle, bool solvedBefore) { board_.open(puzzle, solvedBefore); }
  // The next puzzle of the list after the one open: the first one not `solved`.
  const Puzzle* next(const std::function<bool(std::string_view)>& solved) const;
  void play(Move move, double now) { board_.play(move, now); }
  void hint() { board_.askHint(); }
  void showAnswer() { board_.showAnswer(); }
  void retry() { board_.retry(); }
  void select(int hole) { board_.table().setCursor(hole); }
  void skip() { board_.table().skip(); }

  // Once a frame: the computer's answer, the move to show, what the board shows at `now`. True
  // when the board changed.
  bool update(double now, Speed speed);
  // `now` while something moves, thinks or loads (or a move's end is still to be drawn); else
  // nothing will change.
  double nextChange(double now) const;
  bool busy(double now) const;
  std::optional<std::string> takeSolved() { return board_.takeSolved(); }
  std::optional<std::string> takeAnnouncement() { return board_.takeAnnouncement(); }

 private:
  bool open_ = false;
  Variant game_ = kFirstGame;
  int difficulty_ = 0;
  PuzzleBoard board_;
};

}  // namespace mancala::app
