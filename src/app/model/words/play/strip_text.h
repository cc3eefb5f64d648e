// A player's strip beside the board's row in the player's language, from the codes the model's
// player_strips.h gives: the side's name, the seeds it has captured, whether it is to move or
// has won.
#pragma once

#include <cstdint>
#include <string>

#include "ai/levels.h"
#include "core/types.h"

namespace mancala::app {

enum class StripState { Waiting, ToMove, Thinking, Won, Lost, Drawn };

// Who a side is to the person in front of the screen: you, your friend (a game by link), the
// computer, or only its side (two people on one device, or how a sentence names a side in the
// third person).
enum class Seat : std::uint8_t { You, Friend, Computer, Side };

// "You", "Your friend", "Computer · Easy", or the side ("South") for two people on one device.
std::string stripName(Seat seat, Player side, ai::Level level);
// The name where room is short: "Computer" for "Computer · Easy", else stripName.
std::string stripShortName(Seat seat, Player side, ai::Level level);
// "12 seeds captured".
std::string capturedText(int seeds);
// "Your turn" (`you`), "To move", "Thinking", "Winner", "Draw"; "" while waiting or lost.
std::string stripStateText(StripState state, bool you);

}  // namespace mancala::app
