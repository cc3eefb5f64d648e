// Where the review meets My games: a game's review done, the person's accuracy is kept with the
// game in My games (each kept copy of it, for the side played there).
#pragma once

#include "app/model/state/app_state.h"

namespace mancala::app {

// Nothing unless the session's game is over and wholly reviewed, and My games keeps games.
void keepReviewAccuracy(AppState& state);

}  // namespace mancala::app
