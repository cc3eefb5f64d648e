#include "game.h"

#include <algorithm>

namespace mancala {

Game::Game(Rules rules, Position start) : rules_(rules) {
  settle(rules_, start);
  history_.push_back(start);
  keyHashes_.push_back(hashOf(keyOf(start)));
}

MoveList Game::legalMoves() const { return mancala::legalMoves(rules_, position()); }

std::optional<MoveError> Game::checkMove(Move m) const {
  return mancala::checkMove(rules_, position(), m);
}

bool Game::repeatsEarlierPosition() const {
  const Position& now = history_.back();
  const std::uint64_t hash = keyHashes_.back();
  const PositionKey key = keyOf(now);
  for (std::size_t i = 0; i + 1 < history_.size(); ++i)
    if (keyHashes_[i] == hash && keyOf(history_[i]) == key) return true;
  return false;
}

bool Game::play(Move m, Trace* trace) {
  if (!isLegal(m)) return false;
  Position next = position();
  applyMove(rules_, next, m, trace);
  history_.push_back(next);
  keyHashes_.push_back(hashOf(keyOf(next)));
  moves_.push_back(m);
  if (!next.over() && repeatsEarlierPosition())
    endGame(rules_, history_.back(), EndReason::Repetition, trace);
  redo_.clear();
  return true;
}

bool Game::undo() {
  if (!canUndo()) return false;
  redo_.push_back(moves_.back());
  history_.pop_back();
  keyHashes_.pop_back();
  moves_.pop_back();
  return true;
}

bool Game::redo(Trace* trace) {
  if (!canRedo()) return false;
  std::vector<Move> pending = std::move(redo_);
  const Move m = pending.back();
  pending.pop_back();
  const bool played = play(m, trace);
  redo_ = std::move(pending);
  return played;
}

namespace {
std::uint64_t perftFrom(const Rules& rules, const Position& pos, int depth) {
  const MoveList moves = legalMoves(rules, pos);
  if (depth == 1) return static_cast<std::uint64_t>(moves.count);
  std::uint64_t leaves = 0;
  for (Move m : moves) {
    Position next = pos;
    applyMove(rules, next, m);
    leaves += perftFrom(rules, next, depth - 1);
  }
  return leaves;
}
}  // namespace

std::uint64_t perft(const Rules& rules, const Position& pos, int depth) {
  if (depth <= 0) return 1;
  return perftFrom(rules, pos, depth);
}

}  // namespace mancala
