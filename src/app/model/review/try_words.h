// What a try of the review's Try again is answered, on screen and aloud: the better move found,
// the move played again, or another move and what the opponent can do after it. Only what the
// position shows: the seeds a move captures at once, the best capture a reply has.
#pragma once

#include <cstddef>
#include <string>

#include "core/game.h"

namespace mancala::app {

// `tried` in the position before `game`'s move `i` (legal there), the better move `better`:
// "Yes: f is the better move. It captures 3 seeds." / "That is the move played: find a better
// one." / "Not this one: after a, North can sow C and capture 4 seeds."
std::string tryAnswer(const Game& game, std::size_t i, Move tried, Move better);

}  // namespace mancala::app
