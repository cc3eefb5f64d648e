#include "app/model/words/review/verdict_text.h"

#include "app/model/words/review/mark_text.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"

namespace mancala::app {

std::string verdictText(const MoveVerdict& v) {
  std::string text = trf("Move {0}, {1} {2}:", {std::to_string(v.number), sideName(v.mover),
                                                std::string(1, moveLetter(v.played))});
  if (v.state == MoveVerdict::State::NotReviewed) return text + ' ' + tr("not reviewed yet.");
  if (v.state == MoveVerdict::State::OnlyMove) return text + ' ' + tr("the only move.");
  text += ' ' + markName(v.mark);
  if (v.seedsLost > 0)
    text += trnf(", {0} seed lost", ", {0} seeds lost", static_cast<unsigned long>(v.seedsLost),
                 {std::to_string(v.seedsLost)});
  text += '.';
  if (v.better) text += ' ' + trf("Better: {0}.", {std::string(1, moveLetter(*v.better))});
  if (v.proved) {
    text += ' ';
    text += v.playedSeeds == v.bestSeeds
                ? trf("Proved: with perfect play it leads to {0}.", {marginText(v.playedSeeds)})
                : trf("Proved: with perfect play it leads to {0}, the best move to {1}.",
                      {marginText(v.playedSeeds), marginText(v.bestSeeds)});
  }
  return text;
}

}  // namespace mancala::app
