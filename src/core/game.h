// A game in progress: the position, its history (for undo, redo and repetition) and the moves.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "position.h"

namespace mancala {

class Game {
 public:
  explicit Game(Rules rules = {}, Position start = startPosition());

  const Rules& rules() const { return rules_; }
  Variant variant() const { return rules_.variant; }
  const Position& position() const { return history_.back(); }
  const Position& start() const { return history_.front(); }
  bool over() const { return position().over(); }

  MoveList legalMoves() const;
  bool isLegal(Move m) const { return legalMoves().contains(m); }
  // Why `m` is not legal now (nothing when it is).
  std::optional<MoveError> checkMove(Move m) const;

  // Plays a legal move and returns true; an illegal move returns false and changes nothing.
  // Clears the redo list. The trace receives the move's events (see TraceEvent).
  bool play(Move m, Trace* trace = nullptr);

  bool canUndo() const { return history_.size() > 1; }
  bool undo();  // takes back the last move (a pass or an extra turn is a move like any other)
  bool canRedo() const { return !redo_.empty(); }
  bool redo(Trace* trace = nullptr);

  // The moves played from the start, and the position before each (history()[i] is the
  // position before moves()[i]; history().back() is the current one).
  const std::vector<Move>& moves() const { return moves_; }
  const std::vector<Position>& history() const { return history_; }
  // Who made moves()[i].
  Player mover(std::size_t i) const { return history_[i].toMove; }

 private:
  bool repeatsEarlierPosition() const;

  Rules rules_;
  std::vector<Position> history_;
  std::vector<std::uint64_t> keyHashes_;  // hashOf(keyOf(history_[i]))
  std::vector<Move> moves_;
  std::vector<Move> redo_;
};

// perft: move sequences of `depth` moves from `pos` (a pass counts as a move; finished games
// are not extended; repetition is ignored).
std::uint64_t perft(const Rules& rules, const Position& pos, int depth);

}  // namespace mancala
