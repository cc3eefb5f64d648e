// The rules panel's text for each game, true to RULES.md. Points the documents leave open and
// the project decided are marked as such.
#pragma once

#include <string_view>
#include <vector>

#include "core/types.h"

namespace mancala::app {

struct RuleSection {
  std::string_view title;
  std::vector<std::string_view> paragraphs;
};

// One line about the game, for the start screen.
std::string_view gameSummary(Variant v);
const std::vector<RuleSection>& rulesOf(Variant v);
// What the marker for a choice made where the documents are silent reads.
inline constexpr std::string_view kDecisionNote =
    "Points marked (our choice) are not settled by the historical documents; they are the "
    "choice of this implementation.";

}  // namespace mancala::app
