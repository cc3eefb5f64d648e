// Who leads in the review's graph, in the player's words (review/lead.h gives who): "You lead by
// 5 seeds", "The computer leads by 3 seeds", "North leads by 2 seeds", "Level: neither side leads".
#pragma once

#include <string>

#include "app/model/review/lead.h"

namespace mancala::app {

std::string leadText(const Lead& lead);

}  // namespace mancala::app
