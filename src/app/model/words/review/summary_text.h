// A player's summary in the review, in the player's language: "South: accuracy 82%, 1
// inaccuracy, 0 mistakes, 1 blunder."
#pragma once

#include <array>
#include <string>

#include "app/model/words/review/mark_text.h"
#include "core/types.h"

namespace mancala::app {

// `partial`: the review speaks of the moves it has reviewed so far ("South, so far: ...").
// `accuracy` in percent, `counts` the moves by their mark.
std::string reviewSummaryText(Player side, int accuracy, const std::array<int, kMoveMarks>& counts,
                              bool partial);

}  // namespace mancala::app
