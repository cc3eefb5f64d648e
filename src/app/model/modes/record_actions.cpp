// AppModel's game records (app_model.h): the record and the share link as the screens and the page
// read them, and a game played instead of the session's (a record or a position opened by
// records_update.h, the review's Play from here).
#include "app/model/common/url_params.h"
#include "app/model/modes/app_model.h"
#include "core/record.h"

namespace mancala::app {

std::string AppModel::recordText() const { return writeRecord(state_.game.session.game()); }

std::string AppModel::shareFragment() const {
  return mancala::app::shareFragment(state_.game.session.game(), state_.modes.review.text());
}

void AppModel::playInstead(Game game) {
  stopActivity();
  putAside();
  state_.game.gameKept = false;
  state_.modes.friends.end();
  SessionSetup setup = state_.game.session.setup();
  setup.match = false;
  state_.game.session.resume(setup, std::move(game), std::nullopt);
  state_.game.startChoices = state_.game.session.setup();
  state_.screen = Screen::Play;
  resetView();
}

}  // namespace mancala::app
