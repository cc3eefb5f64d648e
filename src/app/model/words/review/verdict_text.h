// The review's verdict on one move, in the player's language:
// "Move 12, South c: blunder, 7 seeds lost. Better: a." and, in an endgame the solver decided,
// what perfect play leads to.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "app/model/words/review/mark_text.h"
#include "core/types.h"

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

std::string verdictText(const MoveVerdict& verdict);

}  // namespace mancala::app
