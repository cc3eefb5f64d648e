// Exact endgames: with few seeds left, every line is searched to the end of the game.
//
// The value is the game-theoretic one under the rules exactly as the core plays them,
// repetition included (a position seen since the last capture, in the game or along the
// line, ends the game). Because of that rule the value of a position depends on the positions
// seen since the last capture, so the solver's transposition table is keyed by both, and the
// endgame bounds (endgame_bounds.h), which hold whatever that history, prune and end its lines.
// It asks "at least m seeds?" of two searches that cut lines at the same, growing, length: one
// counting a cut line as the worst its bounds allow (which proves "at least m" when it finds
// it), one as the best (which proves "less than m"). It decides win, draw or loss first, then
// the best final margin by halving what the bounds leave open; either way its move keeps the best
// result that can be forced.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "ai/endgame_bounds.h"
#include "core/game.h"

namespace mancala::ai {

// Seeds on the board up to which the Master level always solves exactly: the solver decided
// every sampled position within kExactNodeBudget (docs/STRENGTH.md). 0 = no such guarantee.
int exactSeedBound(Variant v);
// Seeds up to which the Master level tries the solver with kTryNodeBudget and uses its answer
// when it finishes in time.
int exactTrySeeds(Variant v);

inline constexpr std::uint64_t kExactNodeBudget = 3'000'000;
inline constexpr std::uint64_t kTryNodeBudget = 500'000;
// The budget worth spending on a position with `seeds` on the board: kExactNodeBudget within
// exactSeedBound (where it always decides), kTryNodeBudget above.
std::uint64_t exactBudget(Variant v, int seeds);

struct ExactResult {
  Move best = kNoMove;
  int result = 0;  // +1 a forced win, 0 a draw, -1 a loss, for the player to move
  bool marginKnown = false;
  int margin = 0;  // with marginKnown: the best final margin that can be forced
  std::uint64_t nodes = 0;
  std::vector<Move> pv;
};

// Solves the current position of `game` (its history counts for repetition). Nothing when the
// budget runs out before win, draw or loss is decided, or when `stop` is set first (looked at
// every kStopPollNodes nodes, search.h) or the `deadline` passes; a stop or the deadline during
// the margin's search keeps the decided result without its margin. Precondition: the game is
// not over.
// `bounds`: BoundsUse::Built on a thread that must not wait while the bounds are built.
std::optional<ExactResult> solveExact(
    const Game& game, std::uint64_t nodeBudget = kExactNodeBudget,
    const std::atomic<bool>* stop = nullptr,
    std::optional<std::chrono::steady_clock::time_point> deadline = {},
    BoundsUse bounds = BoundsUse::Build);

}  // namespace mancala::ai
