// Why a move is not a puzzle's answer, as the model's puzzle_attempt.h works it out (WrongMove),
// and in the player's language: what it would lead to, and what the player may do next.
#pragma once

#include <cstdint>
#include <string>

#include "app/model/words/puzzles/goal_text.h"
#include "core/position.h"

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

// "Not b: it captures 2 seeds, and one move captures more.", "Not b: with the best play on both
// sides it leads to a loss for you.", ...
std::string wrongMoveText(const WrongMove& wrong);
// wrongMoveText, then "Try another move, ask for a hint or see the answer."
std::string notTheAnswerText(const WrongMove& wrong);

}  // namespace mancala::app
