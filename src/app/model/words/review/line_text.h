// A move of the line shown in the review, in the player's language:
// "The line, move 2 of 5: North sows C. 3 seeds captured."
#pragma once

#include <cstddef>
#include <string>

#include "core/types.h"

namespace mancala::app {

// A move of the line shown after the move looked at.
struct LineStep {
  std::size_t step = 1, of = 1;  // the move's place in the line, and the line's length
  Player side = Player::South;   // who plays it
  Move move = kPass;
  int captured = 0;   // seeds it captures (said only where the game goes on)
  bool ends = false;  // the game ends there
};

std::string lineStepText(const LineStep& step);

}  // namespace mancala::app
