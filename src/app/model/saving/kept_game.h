// A game kept beside the one shown, as the save keeps it aside (saving.h, keptGameText): the game
// in progress that a new one replaced (Back to the previous game), or the saved game in progress
// found at start-up.
#pragma once

#include <optional>

#include "app/model/common/session.h"
#include "app/model/friend/friend_play.h"

namespace mancala::app {

struct KeptGame {
  SessionSetup setup;
  Game game;
  std::optional<MatchState> match;
  std::optional<FriendGame> friendGame;
};

}  // namespace mancala::app
