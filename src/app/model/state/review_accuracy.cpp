#include "app/model/state/review_accuracy.h"

#include <string>

namespace mancala::app {

void keepReviewAccuracy(AppState& state) {
  const Game& game = state.game.session.game();
  const GameReview* review = state.modes.review.result();
  GameArchive& archive = state.modes.games.archive();
  if (!review || !game.over() || !review->complete(game) || !archive.enabled()) return;
  for (const std::string& id : archive.idsOf(game)) {
    const Summary mine = review->summary(game, archive.find(id)->you);
    if (mine.moves > 0) archive.setAccuracy(id, mine.accuracy);
  }
}

}  // namespace mancala::app
