// The commands of mancala-puzzles (puzzles.cpp reads their arguments).
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "core/game.h"

namespace mancala::puzzles {

// Proves every puzzle of the files again, printing one line for each; 0 when all are right (and
// there is at least one), else 1 (puzzle_check.cpp).
int check(const std::vector<std::string>& files);

// Plays `games` computer games of `variant`, judges every position reached and prints the
// `count` puzzles chosen in the data file's format; progress and the reasons positions were
// refused on standard error. 0 when `count` were found, else 1 (puzzle_find.cpp).
struct FindOptions {
  int count = 36;        // puzzles to choose
  int games = 60;        // games whose every position is judged
  int endgameGames = 0;  // games after those whose endgames alone are judged
  int exact = 0;         // at least this many proved by the solver, where there are
  std::uint64_t seed = 1;
};
int find(Variant variant, const FindOptions& options);

inline double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace mancala::puzzles
