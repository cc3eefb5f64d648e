// Where the game being played stands, read from the app's state: in progress or not, and in words.
#pragma once

#include <string>

#include "app/model/state/app_state.h"

namespace mancala::app {

// A game in progress: a move played, and the game (or its match) not over.
bool gameInProgress(const AppState& state);
// "12 moves played. North to move." or the result.
std::string describePosition(const AppState& state);

}  // namespace mancala::app
