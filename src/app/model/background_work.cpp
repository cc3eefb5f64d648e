// The work of a background job, the same in the desktop's thread and in the Web Worker's module.
#include "ai/endgame.h"
#include "ai/search.h"
#include "app/model/background.h"

namespace mancala::app::background {

Poll work(const Game& game, const Job& job, const std::atomic<bool>* stop) {
  const MoveList legal = game.legalMoves();
  if (legal.empty()) return {Status::Failed, kNoMove, std::nullopt};
  Poll answer{Status::Done, kNoMove, std::nullopt};
  // A verdict is only given where the solver is sure to decide (docs/STRENGTH.md); its move is
  // then the best there is, whatever the level.
  if (job.verdict && game.position().seedsOnBoard() <= ai::exactSeedBound(game.variant())) {
    if (const auto solved = ai::solveExact(game, ai::kExactNodeBudget, stop);
        solved && legal.contains(solved->best)) {
      answer.move = solved->best;
      answer.verdict = solved->result;
      return answer;
    }
  }
  if (job.level) {
    answer.move = ai::chooseMove(game, *job.level, job.seed, stop);
  } else {
    ai::SearchLimits limits;
    limits.moveTimeMs = job.moveTimeMs > 0 ? job.moveTimeMs : 500;
    limits.stop = stop;
    answer.move = ai::search(game, limits).best;
  }
  if (!legal.contains(answer.move)) answer.move = legal.moves[0];
  return answer;
}

}  // namespace mancala::app::background
