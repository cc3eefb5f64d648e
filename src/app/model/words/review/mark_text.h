// A move's mark in the review (the model's game_review.h gives each move its mark by the seeds
// it lost), and in the player's language: its name, and a count of moves so marked.
#pragma once

#include <cstdint>
#include <string>

namespace mancala::app {

enum class MoveMark : std::uint8_t { Best, Good, Inaccuracy, Mistake, Blunder };
inline constexpr int kMoveMarks = 5;

// The mark's name ("blunder").
std::string markName(MoveMark mark);
// "1 inaccuracy", "2 mistakes", "0 blunders" (an inaccuracy or worse).
std::string markCountText(MoveMark mark, unsigned long count);

}  // namespace mancala::app
