// My games as the page API reads them (mancala.games(), docs/EMBEDDING.md): one object per game,
// newest first.
#pragma once

#include <string>
#include <vector>

#include "app/model/games/archived_game.h"

namespace mancala::app {

// [{"id","date","game","opponent","level","you","starter","result","outcome","reason","moves",
//   "accuracy","record","link"}, ...]; "level" is null but against the computer, "accuracy"
// until the game was reviewed; "link" is its share link's fragment ("r=...", url_params.h),
// which mancala-api.js makes a whole address.
std::string gamesJson(const std::vector<ArchivedGame>& games);

}  // namespace mancala::app
