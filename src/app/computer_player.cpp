#include "app/computer_player.h"

#include "ai/search.h"

namespace mancala::app {
namespace {

// A person should see the computer take its turn rather than the board jumping.
constexpr double kMinThinkSeconds = 0.35;
constexpr double kMaxThinkSeconds = 1.5;
constexpr int kMaxDepth = 24;

// The move that captures the most at once (the first of equals): a stand-in when the search
// returns nothing.
Move greedyMove(const Game& game) {
  Move best = kNoMove;
  int bestCaptured = -1;
  for (Move m : game.legalMoves()) {
    Position pos = game.position();
    const int captured = applyMove(game.rules(), pos, m);
    if (captured > bestCaptured) {
      bestCaptured = captured;
      best = m;
    }
  }
  return best;
}

}  // namespace

void ComputerPlayer::start(const Game& game, double now) {
  game_ = game;
  thinking_ = !game.over();
  started_ = now;
  depth_ = 0;
  best_ = kNoMove;
  searchDone_ = false;
}

std::optional<Move> ComputerPlayer::step(double now) {
  if (!thinking_) return std::nullopt;
  const MoveList legal = game_.legalMoves();
  if (legal.count == 1) {
    best_ = legal.moves[0];  // forced, nothing to think about
    searchDone_ = true;
  }
  if (!searchDone_) {
    ++depth_;
    ai::SearchLimits limits;
    limits.depth = depth_;
    limits.moveTimeMs = kSliceMs;
    const ai::SearchResult result = ai::search(game_, limits);
    if (result.best != kNoMove && legal.contains(result.best)) best_ = result.best;
    // A slice that ran out of time before its depth, or no move at all: deeper is not cheaper.
    if (result.best == kNoMove || result.info.depth < depth_ || depth_ >= kMaxDepth)
      searchDone_ = true;
  }
  if (!searchDone_ && now - started_ < kMaxThinkSeconds) return std::nullopt;
  if (now - started_ < kMinThinkSeconds) return std::nullopt;
  thinking_ = false;
  if (best_ == kNoMove && !legal.empty()) best_ = greedyMove(game_);  // no search available
  return best_;
}

}  // namespace mancala::app
