// A move of the line shown in the review, in the player's language (review_facts.h's LineStep):
// "The line, move 2 of 5: North sows C. 3 seeds captured."
#pragma once

#include <string>

#include "app/model/review/review_facts.h"

namespace mancala::app {

std::string lineStepText(const LineStep& step);

}  // namespace mancala::app
