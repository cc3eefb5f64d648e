// A puzzle's hint, as the model's puzzle_attempt.h works it out (PuzzleHint), and in the
// player's language.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "app/model/words/puzzles/goal_text.h"
#include "core/position.h"

namespace mancala::app {

// A hint.
struct PuzzleHint {
  enum class Kind : std::uint8_t {
    Sows,           // the answer sows `seeds`; `goal` set: the goal's description follows
    Keeps,          // after the answer: `move` keeps the best result that can be forced
    NoQuickAnswer,  // after the answer, beyond the quick solver
  };
  Kind kind = Kind::Sows;
  int seeds = 0;
  std::optional<PuzzleGoal> goal;
  Move move = kNoMove;
};

// "Hint: the move to find sows 3 seeds." (and the goal's description where it is set), "Hint: d
// keeps the best result that can be forced.", "Hint: no quick answer here; ...".
std::string puzzleHintText(const PuzzleHint& hint);

}  // namespace mancala::app
