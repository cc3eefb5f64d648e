// Every board with a given number of seeds, numbered 0..count-1 without gaps (the
// combinatorial number system: a board is a choice of where the 11 walls between the 12 holes
// stand among seeds + 11 places). Used by the endgame bounds to store one value per board.
#pragma once

#include <array>
#include <cstdint>

#include "core/types.h"

namespace mancala::ai {

inline constexpr int kMaxRankedSeeds = 48;

// binomial(n, k) for n < kMaxRankedSeeds + 12 and k <= 11.
std::uint64_t binomial(int n, int k);

// How many boards hold exactly `seeds` seeds.
inline std::uint64_t boardCount(int seeds) { return binomial(seeds + kHoles - 1, kHoles - 1); }

// The number of a board among those with as many seeds (0 .. boardCount - 1).
std::uint64_t boardRank(const std::array<std::uint8_t, kHoles>& seeds);

// The board numbered `rank` among those with `seeds` seeds.
std::array<std::uint8_t, kHoles> boardOfRank(std::uint64_t rank, int seeds);

}  // namespace mancala::ai
