// The win sound for a game won (AppModel::cheerWin, app_model.h), where sound is on: once the
// game's last move, shown live, has landed, and only when the person in front of the screen won
// (player_strips.h's youWon).
#include "app/model/modes/app_model.h"
#include "app/model/modes/player_strips.h"

namespace mancala::app {

void AppModel::cheerWin(double now) {
  if (!state_.game.cheerDue || gameBoard_.table().moving(now)) return;
  state_.game.cheerDue = false;
  if (youWon(stripFacts(*this, now)) == true && soundOn(state_)) ask(effect::WinSound{});
}

}  // namespace mancala::app
