// Static evaluation of an unfinished position, one function per game.
#pragma once

#include "core/position.h"

namespace mancala::ai {

enum class EvalStyle : std::uint8_t {
  Full,   // everything the game's evaluation knows
  Naive,  // what a newcomer counts: captures so far and seeds on each side
};

// From the point of view of the player to move, in hundredths of a seed (see score.h).
int evaluate(const Rules& rules, const Position& pos, EvalStyle style = EvalStyle::Full);

}  // namespace mancala::ai
