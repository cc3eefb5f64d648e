// Who leads in the review's graph, in the player's words: "You lead by 5 seeds", "The computer
// leads by 3 seeds", "North leads by 2 seeds", "Level: neither side leads". The margin is the
// review's value of the position (South's expected margin with best play on both sides).
#pragma once

#include <array>
#include <optional>
#include <string>

#include "app/model/common/session.h"

namespace mancala::app {

// `kinds`: [South, North]; `you`: the side of the person at this screen, if one is "you"
// (player_strips.h's personHere); `byLink`: a game by link, the other side "your friend".
std::string leadText(const std::array<PlayerKind, 2>& kinds, std::optional<Player> you, bool byLink,
                     int southMargin);

}  // namespace mancala::app
