// Bounds on the exact value of endgame positions that hold whatever the game's history.
//
// The repetition rule makes a position's value depend on the positions seen since the last
// capture, so no table can hold "the" value of a position. What a table can hold, for every
// position with few enough seeds, is a lower and an upper bound on the final margin that hold
// for every history the game could have, worked out backwards from the end:
//
// - Positions with as many seeds on the board form a graph of the moves that capture nothing
//   (a layer); a capture leaves the layer for one with fewer seeds, whose bounds are known, and
//   starts a new history.
// - Within a layer, a move to a position q may end the game by repetition (when q was seen
//   before) or go on. Where q lies on a cycle with the mover's position, both may happen, so the
//   move is bounded by the worse and the better of the two. Where it does not (q lies in
//   another strongly connected component), q cannot have been seen, and the move is bounded by
//   q's own bounds. Iterating to a fixed point from [-seeds, +seeds] keeps every bound sound.
// - A position entered by a capture, or from another component, has seen no other position of
//   its component: its "fresh" bounds use that.
//
// Where the two bounds meet, the value is exact whatever the history; elsewhere the exact solver
// searches, with the bounds as its window (endgame.h). Layers are built when first asked for
// and kept (past 128 MB, those of other owners or another game go); building is thread-safe.
#pragma once

#include <cstdint>
#include <optional>

#include "core/position.h"

namespace mancala::ai {

// The largest number of seeds on the board for which bounds are built in `v`.
int boundedSeeds(Variant v);

// The final margin (own total minus the opponent's) of the player to move lies within
// [lo, hi] whatever the history, and within [freshLo, freshHi] for a history that holds no
// other position of its component (just after a capture, or just entered from another
// component).
struct MarginBounds {
  int lo = 0, hi = 0;
  int freshLo = 0, freshHi = 0;
  // Its strongly connected component in its layer, to tell whether a move enters another one:
  // 0 for a component of one position (whose fresh bounds are its bounds); other components
  // have different numbers, but for a rare few taken for one (which only loosens bounds).
  int component = 0;
};

// What one layer holds: positions (with the player to move), those on cycles of moves that
// capture nothing and the largest such component, those whose bounds meet whatever the history,
// and those whose fresh bounds meet.
struct LayerFigures {
  std::size_t positions = 0, inCycles = 0, largestComponent = 0, exact = 0, freshExact = 0;
};

// The layer of `seeds` seeds on the board with those owners (and, in Warri, South's lead in
// captures), built if it was not.
LayerFigures layerFigures(const Rules& rules, std::uint16_t northOwned, int seeds, int lead);

// Whether to use the bounds: not at all, only those built already (on a thread that must not
// wait for a build), or building what is missing.
enum class BoundsUse : std::uint8_t { None, Built, Build };

// The bounds of `pos` (not over); nothing when it has more seeds on the board than
// boundedSeeds, or `use` rules them out. Building a layer builds those below it it needs.
std::optional<MarginBounds> marginBounds(const Rules& rules, const Position& pos,
                                         BoundsUse use = BoundsUse::Build);

}  // namespace mancala::ai
