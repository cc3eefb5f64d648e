// A player's summary in the review, in the player's language: "South: accuracy 82%, 1
// inaccuracy, 0 mistakes, 1 blunder."
#pragma once

#include <string>

#include "app/model/review/game_review.h"

namespace mancala::app {

// `partial`: the review speaks of the moves it has reviewed so far ("South, so far: ...").
std::string reviewSummaryText(Player side, const Summary& summary, bool partial);

}  // namespace mancala::app
