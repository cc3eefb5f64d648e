// A plain exhaustive search for the exact endgame tests: every line played to the end of the
// game, no pruning and no table, with repetition decided from the game's history and the line
// exactly as the core's Game decides it.
#pragma once

#include <algorithm>
#include <optional>
#include <vector>

#include "ai/levels.h"
#include "core/game.h"

namespace mancala::test {

inline int margin(const Position& finished, Player us) {
  return finished.captured[index(us)] - finished.captured[index(opponent(us))];
}

// The best final margin the player to move can force; false when `budget` lines ran out.
struct BruteForce {
  Rules rules;
  std::vector<PositionKey> seen;  // every position of the game and of the line so far
  long budget = 0;

  bool value(const Position& pos, int& out, int depth = 0) {
    if (--budget < 0 || depth > 300) return false;
    const Player us = pos.toMove;
    int best = -1000;
    for (const Move m : legalMoves(rules, pos)) {
      Position next = pos;
      applyMove(rules, next, m);
      int v = 0;
      if (next.over()) {
        v = margin(next, us);
      } else if (std::find(seen.begin(), seen.end(), keyOf(next)) != seen.end()) {
        endGame(rules, next, EndReason::Repetition);
        v = margin(next, us);
      } else {
        seen.push_back(keyOf(next));
        int child = 0;
        const bool ok = value(next, child, depth + 1);
        seen.pop_back();
        if (!ok) return false;
        v = next.toMove == us ? child : -child;
      }
      best = std::max(best, v);
    }
    out = best;
    return true;
  }
};

inline std::optional<int> bruteForce(const Game& game, long budget) {
  BruteForce bf{game.rules(), {}, budget};
  for (const Position& p : game.history()) bf.seen.push_back(keyOf(p));
  int v = 0;
  if (!bf.value(game.position(), v)) return std::nullopt;
  return v;
}

// A game played at random until at most `seeds` are on the board (none if it ended first).
inline std::optional<Game> randomEndgame(Variant v, int seeds, std::uint64_t seed) {
  Game game(Rules{v, false});
  for (int i = 0; !game.over() && game.position().seedsOnBoard() > seeds; ++i)
    game.play(ai::randomMove(game, seed * 7919 + static_cast<std::uint64_t>(i)));
  if (game.over()) return std::nullopt;
  return game;
}

}  // namespace mancala::test
