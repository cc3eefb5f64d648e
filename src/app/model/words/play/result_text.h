// A finished game's result in the player's words (player_strips.h gives the codes): its title,
// why it ended where the sentence names a side, and the score with the players' names.
#pragma once

#include <string>

#include "app/model/modes/player_strips.h"

namespace mancala::app {

// "You win!", "Your friend wins", "The computer wins", "South wins", "Draw"; "" for None.
std::string resultTitleText(ResultSaid said);
// "You captured 25 seeds or more: more than half of the 48.", "The computer had no seed left to
// sow, so the seeds left on the board went to South.", ...
std::string endSaidText(const EndSaid& said);
// The two counts side by side, as a scoreboard has them: "You 27 – 21 Computer · Easy".
std::string scoreText(const std::string& southName, int southSeeds, int northSeeds,
                      const std::string& northName);

}  // namespace mancala::app
