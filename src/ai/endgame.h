// Exact endgames: with few seeds left, every line is searched to the end of the game.
//
// The value is the game-theoretic one under the rules exactly as the core plays them,
// repetition included (a position seen since the last capture, in the game or along the
// line, ends the game). The solver maximises the final margin, which also decides win, draw
// or loss correctly: a positive margin can be forced exactly when a win can.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/game.h"

namespace mancala::ai {

// Seeds on the board up to which the Master level always solves exactly (see docs/STRENGTH.md
// and tests/ai_endgame_test.cpp for how the bound was measured and checked).
int exactSeedBound(Variant v);

// Nodes the Master level allows the solver before falling back to ordinary search.
inline constexpr std::uint64_t kExactNodeBudget = 4'000'000;

struct ExactResult {
  Move best = kNoMove;
  int margin = 0;  // final margin with best play, for the player to move
  std::uint64_t nodes = 0;
  std::vector<Move> pv;
};

// Solves the current position of `game` (its history counts for repetition). Nothing when the
// budget runs out first. Precondition: the game is not over.
std::optional<ExactResult> solveExact(const Game& game,
                                      std::uint64_t nodeBudget = kExactNodeBudget);

}  // namespace mancala::ai
