// The computer opponent: alpha-beta search with a per-game evaluation, exact endgames, and
// five playing levels. Pure C++ on top of the rules core.
#pragma once

#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/match.h"

namespace mancala::ai {

struct SearchLimits {
  int depth = 0;            // 0 = no depth limit
  int moveTimeMs = 0;       // 0 = no time limit
  std::uint64_t nodes = 0;  // 0 = no node limit
};

struct SearchInfo {
  int depth = 0;
  int score = 0;  // from the side to move's point of view, in seeds (x100 not used)
  std::uint64_t nodes = 0;
  std::uint64_t nps = 0;
  std::vector<Move> pv;
};

struct SearchResult {
  Move best = kNoMove;
  SearchInfo info;
};

// Searches the current position of `game` (its history counts for repetition).
// Precondition: the game is not over. `onInfo` is called after each completed depth.
SearchResult search(const Game& game, const SearchLimits& limits,
                    const std::function<void(const SearchInfo&)>& onInfo = {});

struct BenchResult {
  std::uint64_t nodes = 0;
  std::uint64_t nps = 0;
};
// A fixed set of searches with a deterministic node count.
BenchResult bench();

}  // namespace mancala::ai
