// Who leads in the review's graph, in the player's words (the model's review/lead.h works out who):
// "You lead by 5 seeds", "The computer leads by 3 seeds", "North leads by 2 seeds", "Level: neither
// side leads".
#pragma once

#include <cstdint>
#include <string>

#include "core/types.h"

namespace mancala::app {

struct Lead {
  // Who leads, to the person at this screen: nobody (level), you, your friend (a game by link),
  // the computer, or a side named as such.
  enum class Who : std::uint8_t { Nobody, You, Friend, Computer, Side };
  Who who = Who::Nobody;
  Player leader = Player::South;
  int seeds = 0;  // by how many seeds
};

std::string leadText(const Lead& lead);

}  // namespace mancala::app
