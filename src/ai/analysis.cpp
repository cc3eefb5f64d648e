#include "ai/analysis.h"

#include <algorithm>
#include <chrono>

#include "ai/endgame.h"
#include "ai/score.h"
#include "ai/searcher.h"

namespace mancala::ai {
namespace {

using Clock = std::chrono::steady_clock;

MoveValue exactValue(Move m, int margin) { return MoveValue{m, finalScore(margin), margin, true}; }

Analysis sorted(Analysis a) {
  // By the seeds reported alone, not the internal score behind them (two estimates of -1 seed
  // may differ in it, and a proved loss scores below any estimate of the same loss).
  std::sort(a.moves.begin(), a.moves.end(), [](const MoveValue& x, const MoveValue& y) {
    if (x.seeds != y.seeds) return x.seeds > y.seeds;
    if (x.exact != y.exact) return x.exact;
    return x.move < y.move;
  });
  return a;
}

}  // namespace

int analyseSolverSeeds(Variant v) { return exactTrySeeds(v); }

Analysis analyse(const Game& game, const SearchLimits& limits,
                 const std::function<void(const Analysis&)>& onProgress) {
  Analysis current;
  if (game.over()) return current;
  const Clock::time_point start = Clock::now();
  const bool timed = limits.moveTimeMs > 0;
  const Clock::time_point deadline = start + std::chrono::milliseconds(limits.moveTimeMs);
  const Player us = game.position().toMove;
  auto report = [&] {
    if (onProgress) onProgress(sorted(current));
  };

  // Depth 1, whatever the limits: there is always a value for every move.
  Searcher searcher(game, SearcherOptions{});
  for (const Move m : game.legalMoves()) {
    bool ended = false;
    const int score = *searcher.scoreRootMove(m, 1, &ended);
    current.moves.push_back(
        MoveValue{m, score, scoreInSeeds(score), ended, !ended && isFinalScore(score)});
  }
  current.depth = 1;
  current.nodes = searcher.nodes();
  report();

  auto outOfLimits = [&] {
    return (limits.stop && limits.stop->load()) || (timed && Clock::now() >= deadline) ||
           (limits.nodes != 0 && current.nodes >= limits.nodes);
  };

  // The solver, move by move.
  std::uint64_t solverNodes = 0;
  for (MoveValue& v : current.moves) {
    if (v.exact || outOfLimits()) continue;
    Position child = game.position();
    applyMove(game.rules(), child, v.move);
    if (child.seedsOnBoard() > analyseSolverSeeds(game.variant())) continue;
    Game after = game;
    after.play(v.move);
    std::uint64_t budget = exactBudget(game.variant(), child.seedsOnBoard());
    if (limits.nodes != 0)
      budget = std::min(budget, limits.nodes > current.nodes ? limits.nodes - current.nodes : 0);
    const std::optional<ExactResult> solved =
        solveExact(after, budget, limits.stop, timed ? std::optional(deadline) : std::nullopt);
    if (solved) solverNodes += solved->nodes;
    current.nodes = searcher.nodes() + solverNodes;
    if (!solved || !solved->marginKnown) continue;
    const int margin = after.position().toMove == us ? solved->margin : -solved->margin;
    v = exactValue(v.move, margin);
  }
  report();

  // Deeper, one full depth at a time, for the moves still unproved.
  int maxDepth = limits.depth > 0 ? std::min(limits.depth, 200) : 64;
  if (limits.depth == 0 && limits.moveTimeMs == 0 && limits.nodes == 0) maxDepth = 12;
  for (int depth = 2; depth <= maxDepth; ++depth) {
    if (std::all_of(current.moves.begin(), current.moves.end(),
                    [](const MoveValue& v) { return v.exact; }))
      break;
    const std::uint64_t nodeLimit =
        limits.nodes == 0
            ? 0
            : searcher.nodes() + (limits.nodes > current.nodes ? limits.nodes - current.nodes : 1);
    searcher.limit(nodeLimit, timed, deadline, limits.stop);
    std::vector<MoveValue> next = current.moves;
    bool complete = true;
    for (MoveValue& v : next) {
      if (v.exact) continue;
      const std::optional<int> score = searcher.scoreRootMove(v.move, depth);
      if (!score) {
        complete = false;
        break;
      }
      v.score = *score;
      v.seeds = scoreInSeeds(*score);
      v.forced = isFinalScore(*score);
    }
    current.nodes = searcher.nodes() + solverNodes;
    if (!complete) break;
    current.moves = std::move(next);
    current.depth = depth;
    report();
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start);
    if (timed && ms.count() * 2 > limits.moveTimeMs) break;
  }
  return sorted(std::move(current));
}

}  // namespace mancala::ai
