// Whose turn it is, in the player's words, for a screen with no strips (the model's
// player_strips.h's turnLine reads the code).
#pragma once

#include <cstdint>
#include <string>

#include "core/types.h"

namespace mancala::app {

// Whose turn it is, for a screen with no strips, while the game goes on and no move is sown.
enum class TurnSaid : std::uint8_t { You, Friend, ComputerThinking, Computer, Side };

// "Your turn", "Your friend's turn", "The computer is thinking", "The computer's turn", "South
// to move" (`toMove`, two people on one device).
std::string turnText(TurnSaid said, Player toMove);

}  // namespace mancala::app
