// The review's moves to learn from, in the player's language: "Mistake 2 of 6: 2 blunders, 1
// mistake, 3 inaccuracies.", "6 moves to learn from: ...", "No mistakes to learn from."
#pragma once

#include <string>

#include "app/model/review/review_facts.h"

namespace mancala::app {

std::string mistakesText(const MistakeCounts& counts);

}  // namespace mancala::app
