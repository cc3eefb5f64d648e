#include "ai/endgame.h"

#include "ai/score.h"
#include "ai/searcher.h"

namespace mancala::ai {

int exactSeedBound(Variant v) {
  switch (v) {
    case Variant::AdjiKui1: return 14;
    case Variant::AdjiKui2: return 0;
    case Variant::Warri: return 3;
  }
  return 0;
}

int exactTrySeeds(Variant v) {
  switch (v) {
    case Variant::AdjiKui1: return 18;
    case Variant::AdjiKui2: return 0;  // its last phase (12 seeds) is almost never solved
    case Variant::Warri: return 5;
  }
  return 0;
}

std::optional<ExactResult> solveExact(
    const Game& game, std::uint64_t nodeBudget, const std::atomic<bool>* stop,
    std::optional<std::chrono::steady_clock::time_point> deadline) {
  if (game.over()) return std::nullopt;
  const SearcherOptions options{EvalStyle::Full, 18, true, true};
  // First win, draw or loss: a window just around a draw prunes far more than the full one.
  Searcher outcome(game, options);
  const std::optional<MoveScore> sign = outcome.solve(nodeBudget, -1, 1, stop, deadline);
  if (!sign) return std::nullopt;
  ExactResult result;
  result.best = sign->move;
  result.result = sign->score > 0 ? 1 : sign->score < 0 ? -1 : 0;
  result.nodes = outcome.nodes();
  result.pv = outcome.principalVariation();
  if (result.result == 0) {
    result.marginKnown = true;  // a draw is a margin of 0
    return result;
  }
  // Then the margin, with what is left of the budget.
  Searcher margin(game, options);
  // (Finished lines are counted without a check, so the count may pass the budget a little.)
  const std::uint64_t left = nodeBudget > outcome.nodes() ? nodeBudget - outcome.nodes() : 0;
  if (left == 0) return result;
  const int lo = result.result > 0 ? 0 : -kInfinity;
  const int hi = result.result > 0 ? kInfinity : 0;
  if (const std::optional<MoveScore> best = margin.solve(left, lo, hi, stop, deadline)) {
    result.best = best->move;
    result.marginKnown = true;
    result.margin = scoreInSeeds(best->score);
    result.pv = margin.principalVariation();
  }
  result.nodes += margin.nodes();
  return result;
}

}  // namespace mancala::ai
