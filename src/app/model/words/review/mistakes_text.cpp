#include "app/model/words/review/mistakes_text.h"

#include "app/model/words/review/mark_text.h"
#include "app/text/i18n.h"

namespace mancala::app {

std::string mistakesText(const MistakeCounts& m) {
  if (m.total == 0) return tr("No mistakes to learn from.");
  auto count = [&](MoveMark mark) { return m.counts[static_cast<std::size_t>(mark)]; };
  const std::string counts =
      trf("{0}, {1}, {2}", {markCountText(MoveMark::Blunder, count(MoveMark::Blunder)),
                            markCountText(MoveMark::Mistake, count(MoveMark::Mistake)),
                            markCountText(MoveMark::Inaccuracy, count(MoveMark::Inaccuracy))});
  if (m.shown)
    return trf("Mistake {0} of {1}: {2}.",
               {std::to_string(*m.shown + 1), std::to_string(m.total), counts});
  return trnf("{0} move to learn from: {1}.", "{0} moves to learn from: {1}.", m.total,
              {std::to_string(m.total), counts});
}

}  // namespace mancala::app
