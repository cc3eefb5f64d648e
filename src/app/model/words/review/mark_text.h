// A move's mark in the review, in the player's language: its name, and a count of moves so
// marked.
#pragma once

#include <string>

#include "app/model/review/game_review.h"

namespace mancala::app {

// The mark's name ("blunder").
std::string markName(MoveMark mark);
// "1 inaccuracy", "2 mistakes", "0 blunders" (an inaccuracy or worse).
std::string markCountText(MoveMark mark, unsigned long count);

}  // namespace mancala::app
