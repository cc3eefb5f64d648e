#include "app/model/words/review/mark_text.h"

#include "app/text/i18n.h"

namespace mancala::app {

std::string markName(MoveMark mark) {
  switch (mark) {
    case MoveMark::Best: return trc("a move in the review", "best");
    case MoveMark::Good: return trc("a move in the review", "good");
    case MoveMark::Inaccuracy: return tr("inaccuracy");
    case MoveMark::Mistake: return tr("mistake");
    case MoveMark::Blunder: return tr("blunder");
  }
  return {};
}

std::string markCountText(MoveMark mark, unsigned long count) {
  const std::string n = std::to_string(count);
  switch (mark) {
    case MoveMark::Inaccuracy: return trnf("{0} inaccuracy", "{0} inaccuracies", count, {n});
    case MoveMark::Mistake: return trnf("{0} mistake", "{0} mistakes", count, {n});
    case MoveMark::Blunder: return trnf("{0} blunder", "{0} blunders", count, {n});
    case MoveMark::Best:
    case MoveMark::Good: break;
  }
  return n;
}

}  // namespace mancala::app
