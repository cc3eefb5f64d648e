#include "app/model/words/review/summary_text.h"

#include "app/model/words/review/mark_text.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"

namespace mancala::app {

std::string reviewSummaryText(Player side, int accuracyPercent,
                              const std::array<int, kMoveMarks>& counts, bool partial) {
  const auto n = [&](MoveMark m) {
    return static_cast<unsigned long>(counts[static_cast<std::size_t>(m)]);
  };
  const std::string name = sideName(side), accuracy = std::to_string(accuracyPercent),
                    inaccuracies = markCountText(MoveMark::Inaccuracy, n(MoveMark::Inaccuracy)),
                    mistakes = markCountText(MoveMark::Mistake, n(MoveMark::Mistake)),
                    blunders = markCountText(MoveMark::Blunder, n(MoveMark::Blunder));
  if (partial)
    return trf("{0}, so far: accuracy {1}%, {2}, {3}, {4}.",
               {name, accuracy, inaccuracies, mistakes, blunders});
  return trf("{0}: accuracy {1}%, {2}, {3}, {4}.",
             {name, accuracy, inaccuracies, mistakes, blunders});
}

}  // namespace mancala::app
