// AppModel's game records (app_model.h): the record and the share link as the screens and the page
// read them.
#include "app/model/common/url_params.h"
#include "app/model/modes/app_model.h"
#include "core/record.h"

namespace mancala::app {

std::string AppModel::recordText() const { return writeRecord(state_.game.session.game()); }

std::string AppModel::shareFragment() const {
  return mancala::app::shareFragment(state_.game.session.game(), state_.modes.review.text());
}

}  // namespace mancala::app
