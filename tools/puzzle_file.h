// The data file of data/puzzles (docs/PUZZLES.md): a header line `# game: <variant>`, then one
// puzzle a line: id, counts, player to move, owners, captures, goal, answer, value, difficulty
// and proof.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "puzzle.h"

namespace mancala::puzzles {

std::string_view goalName(Goal g);
std::optional<Goal> parseGoal(std::string_view s);

// A number of seeds with its sign where not zero: +4, -3, 0.
std::string signedText(int seeds);

// A puzzle's line of the data file.
std::string puzzleLine(const Puzzle& p);

// The position written in w[at] to w[at + 3] (counts, player, owners, captures), as in the data
// file and the judge command's arguments; nothing, with `error` saying why, when it is not one.
std::optional<Position> parsePosition(const std::vector<std::string>& w, std::size_t at,
                                      std::string& error);

// A line of the data file; nothing, with `error` saying why, when it is not a puzzle's.
std::optional<Puzzle> parsePuzzle(const std::string& line, std::string& error);

// The variant a data file is for, from its header line `# game: <variant>`.
std::optional<Variant> fileVariant(const std::string& line);

}  // namespace mancala::puzzles
