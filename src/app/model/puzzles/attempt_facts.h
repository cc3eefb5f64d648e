// What a puzzle being solved (puzzle_attempt.h) has to tell, as values: why a move is not the
// answer, what the answer did, and the hint. The sentences are made from them in words/puzzles/.
#pragma once

#include <cstdint>
#include <optional>

#include "app/model/puzzles/puzzle_set.h"

namespace mancala::app {

// Why `move` is not the answer: what it would lead to.
struct WrongMove {
  enum class Kind : std::uint8_t {
    CapturesNothing,  // a Capture puzzle: it captures nothing
    CapturesLess,     // a Capture puzzle: it captures `value` seeds, and the answer more
    LeavesUnfed,      // a Feed puzzle: `other` is left without seeds
    EndsGame,         // it ends the game: `value` > 0 the solver's win, < 0 loss, 0 a draw
    LeadsToMargin,    // with the best play, `value` seeds of margin for the solver (proved)
    LeadsToResult,    // with the best play, `value` > 0 a win, < 0 a loss, 0 a draw
    CanStopWin,       // a Win puzzle beyond the quick solver: `other` can stop the win
    CanForceWin,      // an Avoid-loss puzzle beyond the quick solver: `other` can force a win
  };
  Kind kind = Kind::CapturesNothing;
  Move move = kNoMove;
  int value = 0;
  Player other = Player::North;  // the solver's opponent
};

// What the answer did, for the explanation at the end.
struct AnswerFacts {
  PuzzleGoal goal = PuzzleGoal::Win;
  Move answer = kNoMove;
  int captured = 0;  // seeds the answer captured at once
  int next = 0;      // a Capture puzzle: the most any other move captures at once
  int margin = 0;    // the answer's value in seeds, whoever it is for
  Player other = Player::North;  // the solver's opponent
};

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

}  // namespace mancala::app
