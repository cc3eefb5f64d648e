#include "ai/endgame.h"

#include "ai/score.h"
#include "ai/searcher.h"

namespace mancala::ai {

int exactSeedBound(Variant v) {
  switch (v) {
    case Variant::AdjiKui1: return 12;
    case Variant::AdjiKui2: return 16;
    case Variant::Warri: return 10;
  }
  return 0;
}

std::optional<ExactResult> solveExact(const Game& game, std::uint64_t nodeBudget) {
  if (game.over()) return std::nullopt;
  Searcher searcher(game, SearcherOptions{EvalStyle::Full, 18, true});
  const std::optional<MoveScore> solved = searcher.solve(nodeBudget);
  if (!solved) return std::nullopt;
  return ExactResult{solved->move, scoreInSeeds(solved->score), searcher.nodes(),
                     searcher.principalVariation()};
}

}  // namespace mancala::ai
