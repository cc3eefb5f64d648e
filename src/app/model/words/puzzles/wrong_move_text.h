// Why a move is not a puzzle's answer, in the player's language (attempt_facts.h's WrongMove):
// what it would lead to, and what the player may do next.
#pragma once

#include <string>

#include "app/model/puzzles/attempt_facts.h"

namespace mancala::app {

// "Not b: it captures 2 seeds, and one move captures more.", "Not b: with the best play on both
// sides it leads to a loss for you.", ...
std::string wrongMoveText(const WrongMove& wrong);
// wrongMoveText, then "Try another move, ask for a hint or see the answer."
std::string notTheAnswerText(const WrongMove& wrong);

}  // namespace mancala::app
