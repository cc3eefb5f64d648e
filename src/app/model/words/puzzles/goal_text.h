// A puzzle's goal and where it starts, in the player's language: the title the list and the
// puzzle's screen show, the sentence on what reaching the goal means, and the situation that
// tells a puzzle from the others of its goal.
#pragma once

#include <cstdint>
#include <string>

#include "core/types.h"

namespace mancala::app {

enum class PuzzleGoal : std::uint8_t { Win, AvoidLoss, Feed, Capture };

// The goal as the screen says it: "Win from here", "Capture the most seeds", ...
std::string goalTitle(PuzzleGoal goal);
// One more sentence on what reaching the goal means.
std::string goalDescription(PuzzleGoal goal);
// Where a puzzle starts, in a few words that tell it from the others of its goal: "South to
// move · 29 seeds" (`seeds`: those left on the board).
std::string situationText(Player toMove, int seeds);

}  // namespace mancala::app
