#include "app/model/play/game_facts.h"

#include "app/model/words/play/announcer.h"

namespace mancala::app {

bool gameInProgress(const AppState& state) {
  const Session& session = state.game.session;
  const Game& game = session.game();
  return !game.moves().empty() && (!game.over() || (session.match() && !session.matchOver()));
}

std::string describePosition(const AppState& state) {
  const Session& session = state.game.session;
  return gameStandingText(session.position(), session.game().moves().size());
}

}  // namespace mancala::app
