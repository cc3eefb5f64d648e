// AppModel's part in a game by link (app_model.h): a friend's link read by the friend's update
// (friend_update.h) played on the board.
// The friend's commands and words are friend_update.h's; what this device keeps of the game by
// link is friend_play.h's.
#include "app/model/friend/friend_update.h"
#include "app/model/modes/app_model.h"
#include "app/model/play/game_switch.h"
#include "app/model/review/move_view.h"

namespace mancala::app {

void AppModel::playLink(const LinkOpened& opened, Context& ctx) {
  if (opened.refused) {  // the address shows this device's game again
    const GameAddress shown = address();
    ask(effect::ShowAddress{shown.query, shown.fragment});
    return;
  }
  stopPlay(ctx);
  if (opened.replacesOther) putAside(state_);
  state_.game.gameKept = false;
  state_.game.session.resume(opened.setup, opened.link.game, opened.link.match);
  state_.game.startChoices = state_.game.session.setup();
  state_.screen = Screen::Play;
  resetView(ctx);
  // The last move, shown again as it was played on the other device.
  linkShown(state_.modes.friends, opened, replayLastMove(state_, gameBoard_.table(), ctx.now),
            saver_.owned(), ctx);
}

}  // namespace mancala::app
