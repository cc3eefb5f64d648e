// Who leads in the review's graph, as a value (Lead, declared with its words in
// words/review/lead_text.h): the margin is the review's value of the position (South's expected
// margin with best play on both sides).
#pragma once

#include <array>
#include <optional>

#include "app/model/common/session.h"
#include "app/model/words/review/lead_text.h"

namespace mancala::app {

// `kinds`: [South, North]; `you`: the side of the person at this screen, if one is "you"
// (player_strips.h's personHere); `byLink`: a game by link, the other side "your friend".
Lead leadOf(const std::array<PlayerKind, 2>& kinds, std::optional<Player> you, bool byLink,
            int southMargin);

}  // namespace mancala::app
