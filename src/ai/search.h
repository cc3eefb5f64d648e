// The computer opponent: alpha-beta search with a per-game evaluation, exact endgames, and
// five playing levels. Pure C++ on top of the rules core.
#pragma once

#include <atomic>
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
  // Set (from any thread) to end the search at once: it is looked at with the clock, at the
  // first node of each depth and then every kStopPollNodes nodes, and the search returns the
  // best move of the last depth it completed. Like the other limits it spares depth 1, so there
  // is always a move. Not a limit by itself: with no other, the search still stops at depth 12.
  const std::atomic<bool>* stop = nullptr;
};

// How often (in nodes) a search looks at its clock and its stop flag.
inline constexpr std::uint64_t kStopPollNodes = 1024;

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
