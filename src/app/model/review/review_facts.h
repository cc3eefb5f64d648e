// What the review says of a move, of the line shown and of the moves to learn from, as values
// (review.h reads them from the review); the sentences are made from them in words/review/.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "app/model/review/game_review.h"

namespace mancala::app {

// The review's verdict on one move.
struct MoveVerdict {
  enum class State : std::uint8_t {
    NotReviewed,  // the review has not reached it
    OnlyMove,     // forced: the only move
    Marked,       // `mark` and what follows
  };
  std::size_t number = 1;  // the move's number, from 1
  Player mover = Player::South;
  Move played = kNoMove;
  State state = State::NotReviewed;
  MoveMark mark = MoveMark::Best;
  int seedsLost = 0;
  std::optional<Move> better;  // the better move, where it is not hidden (Try again)
  // In an endgame the solver decided: the values are the outcome with perfect play.
  bool proved = false;
  int playedSeeds = 0, bestSeeds = 0;
};

// A move of the line shown after the move looked at.
struct LineStep {
  std::size_t step = 1, of = 1;  // the move's place in the line, and the line's length
  Player side = Player::South;   // who plays it
  Move move = kPass;
  int captured = 0;  // seeds it captures (said only where the game goes on)
  bool ends = false;  // the game ends there
};

// The marked moves to learn from.
struct MistakeCounts {
  std::size_t total = 0;
  std::optional<std::size_t> shown;  // where the move looked at is among them, from 0
  std::array<unsigned long, kMoveMarks> counts{};  // by MoveMark
};

}  // namespace mancala::app
