// Who leads in the review's graph, in the player's words: "You lead by 5 seeds", "The computer
// leads by 3 seeds", "North leads by 2 seeds", "Level". The margin is the review's value of the
// position (South's expected margin with best play on both sides).
#pragma once

#include <string>

#include "app/model/modes/player_strips.h"

namespace mancala::app {

std::string leadText(const StripFacts& facts, int southMargin);

}  // namespace mancala::app
