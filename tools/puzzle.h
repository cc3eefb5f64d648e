// A puzzle of data/puzzles and how a position is judged to make one (docs/PUZZLES.md).
//
// A position makes a puzzle when one move is clearly the best for a goal, judged on the values
// of ai::analyse (the Master level's search: the exact solver on every move it can prove, a
// search kDeepDepth plies deep on the others):
//   win         every move is proved; exactly one wins;
//   avoid-loss  exactly one move does not lose: every move is proved, or (kDeepDepth) every
//               other move loses by force within the search's depth and the answer's value
//               is not below 0;
//   feed        Warri: the opponent has no seeds, several holes could be played, and the rules
//               leave one move, the only one that gives him seeds;
//   capture     one move captures the most at once, and it is also the best move, by at least
//               kClearSeeds over every other (proved, or at kDeepDepth where not every move is).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/game.h"

namespace mancala::puzzles {

enum class Goal { Win, AvoidLoss, Feed, Capture };

struct Puzzle {
  std::string id;
  Position pos;
  Goal goal = Goal::Win;
  Move answer = kNoMove;
  int value = 0;       // the answer's value in seeds, from the side to move's view
  int difficulty = 1;  // 1 + how many of kGuessers play another move
  std::string proof;   // "exact", "rule" or "deep-<depth>"
};

struct Verdict {
  std::optional<Puzzle> puzzle;  // goal, answer, value, proof and difficulty filled in
  std::string refusal;           // why not, when there is none
  std::uint64_t nodes = 0;
};

// The most nodes a puzzle's proof may take, so that checking stays quick: the analysis stops
// there, and a position it leaves unproved at less than the full depth makes no puzzle.
inline constexpr std::uint64_t kMaxProofNodes = 4'000'000;

// What puzzle `pos` makes, from the position alone (no history before it).
Verdict judge(Variant variant, const Position& pos);

}  // namespace mancala::puzzles
