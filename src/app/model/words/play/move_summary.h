// What one move of a game did, worked out again from the position before it with the core's
// trace (never a second copy of the rules): where it started and where its last seed fell, the
// seeds it captured, its relay laps, a grand slam. For the move list's marks and the board's
// marks of the last move.
#pragma once

#include <cstddef>

#include "core/game.h"

namespace mancala::app {

struct MoveSummary {
  Move move = kPass;
  Player mover = Player::South;
  int from = -1;           // the hole sown; -1 for a pass
  int to = -1;             // the hole the last seed fell in; -1 for a pass
  int captured = 0;        // seeds the move captured (not those handed out at the end)
  int relays = 0;          // laps that went on from the hole where one ended
  bool grandSlam = false;  // every seed of the opponent taken: the mover plays again
  bool endsGame = false;
};

// moves()[i] of `game` (precondition: i < moves().size()).
MoveSummary summarizeMove(const Game& game, std::size_t i);

}  // namespace mancala::app
