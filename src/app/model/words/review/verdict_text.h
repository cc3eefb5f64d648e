// The review's verdict on one move, in the player's language (review_facts.h's MoveVerdict):
// "Move 12, South c: blunder, 7 seeds lost. Better: a." and, in an endgame the solver decided,
// what perfect play leads to.
#pragma once

#include <string>

#include "app/model/review/review_facts.h"

namespace mancala::app {

std::string verdictText(const MoveVerdict& verdict);

}  // namespace mancala::app
