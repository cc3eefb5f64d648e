// A puzzle's board: the player's move made on it, the computer's answers animated as they come
// (puzzle_attempt.h says what a choice does). The Puzzles screen draws it.
#pragma once

#include <cstdint>

#include "app/model/board/board_table.h"
#include "app/model/puzzles/puzzle_attempt.h"

namespace mancala::app {

class PuzzleBoard final : public BoardSource {
 public:
  explicit PuzzleBoard(background::Worker* worker = nullptr) : attempt_(worker), table_(*this) {}

  BoardTable& table() { return table_; }
  const BoardTable& table() const { return table_; }
  const PuzzleAttempt& attempt() const { return attempt_; }

  void open(const Puzzle& puzzle, bool solvedBefore);
  void close();
  void retry();
  void showAnswer() { attempt_.showAnswer(); }
  void askHint() { attempt_.askHint(); }
  // The player's move (a hole or kPass).
  void play(Move move, double now) { attempt_.choose(move, now); }
  // Once a frame: the computer's answer once the last move has been shown, and the move to show.
  // True when the board changed.
  bool update(double now, Speed speed);
  bool busy(double now) const { return table_.moving(now) || attempt_.thinking(); }
  std::optional<std::string> takeSolved() { return attempt_.takeSolved(); }
  std::optional<std::string> takeAnnouncement() { return attempt_.takeAnnouncement(); }

  // ---- BoardSource
  Position position() const override { return attempt_.game().position(); }
  std::optional<Refusal> whyNot(int hole) const override;
  std::optional<Refusal> choose(int hole, double now) override {
    play(static_cast<Move>(hole), now);
    return std::nullopt;  // a wrong move is answered by the puzzle itself
  }
  Player chooser() const override { return attempt_.solver(); }
  // The solver's row near, as a player's is in a game.
  Player nearSide() const override { return attempt_.solver(); }
  std::optional<std::uint16_t> cursorHoles() const override;
  void dress(BoardFrame& frame, double now) const override;

 private:
  PuzzleAttempt attempt_;
  BoardTable table_;
  std::uint32_t shownMoves_ = 0;
};

}  // namespace mancala::app
