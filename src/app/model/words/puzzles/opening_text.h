// What is said when a puzzle opens, or starts again, in the player's language.
#pragma once

#include <string>

#include "app/model/words/puzzles/goal_text.h"

namespace mancala::app {

// "Puzzle warri-07, difficulty 3 of 5. Win from here. South to move." and the goal's description;
// "You have solved it before." where `solvedBefore`.
std::string puzzleOpenedText(const std::string& id, int difficulty, PuzzleGoal goal, Player toMove,
                             bool solvedBefore);
// "Back to the start of the puzzle. Win from here."
std::string puzzleRestartedText(PuzzleGoal goal);

}  // namespace mancala::app
