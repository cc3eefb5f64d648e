// A puzzle's goal and where it starts, in the player's language: the title the list and the
// puzzle's screen show, the sentence on what reaching the goal means, and the situation that
// tells a puzzle from the others of its goal.
#pragma once

#include <string>

#include "app/model/puzzles/puzzle_set.h"

namespace mancala::app {

// The goal as the screen says it: "Win from here", "Capture the most seeds", ...
std::string goalTitle(PuzzleGoal goal);
// One more sentence on what reaching the goal means.
std::string goalDescription(PuzzleGoal goal);
// Where the puzzle starts, in a few words that tell it from the others of its goal: "South to
// move · 29 seeds" (the seeds left on the board).
std::string puzzleSituation(const Puzzle& p);

}  // namespace mancala::app
