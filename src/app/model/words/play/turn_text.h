// Whose turn it is, in the player's words, for a screen with no strips (player_strips.h's
// turnLine gives the code).
#pragma once

#include <string>

#include "app/model/modes/player_strips.h"

namespace mancala::app {

// "Your turn", "Your friend's turn", "The computer is thinking", "The computer's turn", "South
// to move" (`toMove`, two people on one device).
std::string turnText(TurnSaid said, Player toMove);

}  // namespace mancala::app
