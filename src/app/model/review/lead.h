// Who leads in the review's graph, as a value: the margin is the review's value of the position
// (South's expected margin with best play on both sides). Its words: words/review/lead_text.h.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "app/model/common/session.h"

namespace mancala::app {

struct Lead {
  // Who leads, to the person at this screen: nobody (level), you, your friend (a game by link),
  // the computer, or a side named as such.
  enum class Who : std::uint8_t { Nobody, You, Friend, Computer, Side };
  Who who = Who::Nobody;
  Player leader = Player::South;
  int seeds = 0;  // by how many seeds
};

// `kinds`: [South, North]; `you`: the side of the person at this screen, if one is "you"
// (player_strips.h's personHere); `byLink`: a game by link, the other side "your friend".
Lead leadOf(const std::array<PlayerKind, 2>& kinds, std::optional<Player> you, bool byLink,
            int southMargin);

}  // namespace mancala::app
