// A finished game's result in the player's words, from the codes the model's player_strips.h
// reads: its title, why it ended where the sentence names a side, and the score with the
// players' names.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "app/model/words/play/strip_text.h"
#include "core/types.h"

namespace mancala::app {

// The result as the person in front of the screen hears it.
enum class ResultSaid : std::uint8_t {
  None,
  Draw,
  YouWin,
  FriendWins,
  ComputerWins,
  SouthWins,
  NorthWins
};

// Why the game ended, where the sentence names a side: who it is about and how it is named.
struct EndSaid {
  EndReason reason = EndReason::None;
  // The winner (Majority), the side with no seed left to sow (Starved), the side that took the
  // seeds left because it could not feed the other (CannotFeed).
  Player side = Player::South;
  // true: `side` is the person in front of the screen; false: the other side is; nothing: neither
  // is (two people on one device, the computer against itself).
  std::optional<bool> sideIsYou;
  Seat third = Seat::Side;  // how `side` is named in the third person: Friend, Computer or Side
};

// "You win!", "Your friend wins", "The computer wins", "South wins", "Draw"; "" for None.
std::string resultTitleText(ResultSaid said);
// "You captured 25 seeds or more: more than half of the 48.", "The computer had no seed left to
// sow, so the seeds left on the board went to South.", ...
std::string endSaidText(const EndSaid& said);
// The two counts side by side, as a scoreboard has them: "You 27 – 21 Computer · Easy".
std::string scoreText(const std::string& southName, int southSeeds, int northSeeds,
                      const std::string& northName);

}  // namespace mancala::app
