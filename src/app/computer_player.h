// The computer's side of the board: the one place where the app asks the AI for a move.
//
// The search runs on the main thread in short slices (one per frame, each bounded in time),
// so the page stays responsive without threads: each slice searches one depth deeper.
#pragma once

#include <optional>

#include "core/game.h"

namespace mancala::app {

class ComputerPlayer {
 public:
  // Starts thinking about the current position of `game` (not over).
  void start(const Game& game, double now);
  void cancel() { thinking_ = false; }
  bool thinking() const { return thinking_; }
  // One slice of thought (at most about kSliceMs of work). Returns the move once decided.
  std::optional<Move> step(double now);

  static constexpr int kSliceMs = 25;

 private:
  Game game_;
  bool thinking_ = false;
  double started_ = 0;
  int depth_ = 0;
  Move best_ = kNoMove;
  bool searchDone_ = false;
};

}  // namespace mancala::app
