// The rows of the Puzzles screen's list: each puzzle's number, its difficulty as dots, its goal
// and where it starts, and whether it is solved.
#pragma once

#include <string>

#include "app/model/modes/app_model.h"
#include "app/model/puzzles/puzzle_set.h"

namespace mancala::app {

struct UiState;

// A difficulty's name in the interface's language (0: all of them).
std::string difficultyName(int d);
// The rows of `list`'s puzzles of `difficulty` (0: all), or a line saying there are none: the
// puzzle clicked or chosen with the keys, or null.
const Puzzle* drawPuzzleRows(const PuzzleList& list, int difficulty, const AppModel& model,
                             UiState& ui);

}  // namespace mancala::app
