// Every legal move's value: what the engine's `analyse` reports and what a review of a game or
// a puzzle's proof is built on. The same search as the Master level: its exact endgame solver
// on every move that leaves few enough seeds, its alpha-beta search on the others.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "ai/search.h"
#include "core/game.h"

namespace mancala::ai {

struct MoveValue {
  Move move = kNoMove;
  // From the point of view of the player to move, in internal units (score.h): a finished or
  // solved line scores finalScore(margin), like a forced end the search saw.
  int score = 0;
  // In whole seeds, as the protocol reports it: the final margin where the game is decided.
  int seeds = 0;
  // Proved: the move ends the game, or the solver found the best margin that both sides can
  // force after it. Otherwise `seeds` is the search's estimate at `depth`.
  bool exact = false;
  // Not proved, but the search saw a forced end within its depth: the result (a win or a
  // loss, by the sign of `seeds`) is sure whatever is played, the margin is only a bound.
  bool forced = false;
};

struct Analysis {
  // Every legal move, best first: by `seeds`; among equal seeds a proved value before the
  // others (a forced end that is not proved among them), then index order.
  std::vector<MoveValue> moves;
  int depth = 0;            // of the search behind the values that are not exact
  std::uint64_t nodes = 0;  // searched, solver included
};

// Seeds on the board after a move up to which analyse tries the solver on it (with
// exactBudget, endgame.h): where Master tries it (docs/STRENGTH.md gives how often it
// succeeds).
int analyseSolverSeeds(Variant v);

// Values every legal move of the current position of `game` (its history counts for
// repetition). First each move's value at depth 1, then the solver on each move within
// analyseSolverSeeds, then deeper searches of the moves still unproved, one full depth at a
// time. `limits` are those of search() (depth, movetime, nodes, stop); when they end the work
// the answer holds the last depth that every unproved move completed, and depth 1 always
// completes. `onProgress` is called with the values each time a stage completes.
// Empty when the game is over.
Analysis analyse(const Game& game, const SearchLimits& limits,
                 const std::function<void(const Analysis&)>& onProgress = {});

}  // namespace mancala::ai
