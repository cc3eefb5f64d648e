// A puzzle's hint in the player's language (attempt_facts.h's PuzzleHint).
#pragma once

#include <string>

#include "app/model/puzzles/attempt_facts.h"

namespace mancala::app {

// "Hint: the move to find sows 3 seeds." (and the goal's description where it is set), "Hint: d
// keeps the best result that can be forced.", "Hint: no quick answer here; ...".
std::string puzzleHintText(const PuzzleHint& hint);

}  // namespace mancala::app
