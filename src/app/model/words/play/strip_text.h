// A player's strip beside the board's row in the player's language (player_strips.h gives the
// codes): the side's name, the seeds it has captured, whether it is to move or has won.
#pragma once

#include <string>

#include "app/model/modes/player_strips.h"

namespace mancala::app {

// "You", "Your friend", "Computer · Easy", or the side ("South") for two people on one device.
std::string stripName(Seat seat, Player side, ai::Level level);
// The name where room is short: "Computer" for "Computer · Easy", else stripName.
std::string stripShortName(Seat seat, Player side, ai::Level level);
// "12 seeds captured".
std::string capturedText(int seeds);
// "Your turn" (`you`), "To move", "Thinking", "Winner", "Draw"; "" while waiting or lost.
std::string stripStateText(StripState state, bool you);

}  // namespace mancala::app
