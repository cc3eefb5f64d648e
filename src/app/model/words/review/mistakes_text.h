// The review's moves to learn from, in the player's language: "Mistake 2 of 6: 2 blunders, 1
// mistake, 3 inaccuracies.", "6 moves to learn from: ...", "No mistakes to learn from."
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>

#include "app/model/words/review/mark_text.h"

namespace mancala::app {

// The marked moves to learn from.
struct MistakeCounts {
  std::size_t total = 0;
  std::optional<std::size_t> shown;                // where the move looked at is among them, from 0
  std::array<unsigned long, kMoveMarks> counts{};  // by MoveMark
};

std::string mistakesText(const MistakeCounts& counts);

}  // namespace mancala::app
