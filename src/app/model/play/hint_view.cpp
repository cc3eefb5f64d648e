#include "app/model/play/hint_view.h"

namespace mancala::app {

bool hintShown(const AppState& state, const HintPlayer& hint) {
  return state.screen == Screen::Play && !state.game.session.computerToMove() &&
         hint.isFor(state.game.session.game());
}

std::string hintText(const AppState& state, const HintPlayer& hint) {
  return hint.text(state.game.session.position().toMove);
}

std::optional<HintShown> hintView(const AppState& state, const HintPlayer& hint) {
  if (!hintShown(state, hint)) return std::nullopt;
  return HintShown{hint.pending(), hint.move(), hint.verdict(), hintText(state, hint)};
}

}  // namespace mancala::app
