// Why a marked move of the review was one, in a sentence a beginner can follow, from the reason
// the model reads in the engine's lines (review/why_reason.h).
#pragma once

#include <cstddef>
#include <string>

#include "app/model/review/why_reason.h"

namespace mancala::app {

// "After b, North sows C and captures 4 seeds. f would have captured 6 seeds." ("" when the
// line shows nothing to say and no seed was lost).
std::string whyText(const WhyReason& why);
// The same for move `i` of `game`, read from the lines in `facts`.
std::string whyText(const Game& game, std::size_t i, const WhyFacts& facts);

}  // namespace mancala::app
