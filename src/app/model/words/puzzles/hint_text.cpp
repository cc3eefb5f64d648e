#include "app/model/words/puzzles/hint_text.h"

#include "app/model/words/puzzles/goal_text.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"

namespace mancala::app {

std::string puzzleHintText(const PuzzleHint& hint) {
  switch (hint.kind) {
    case PuzzleHint::Kind::Sows: {
      std::string text = trf("Hint: the move to find sows {0}.", {seedCount(hint.seeds)});
      if (hint.goal) {
        text += ' ';
        text += goalDescription(*hint.goal);
      }
      return text;
    }
    case PuzzleHint::Kind::Keeps:
      return trf("Hint: {0} keeps the best result that can be forced.",
                 {std::string(1, moveLetter(hint.move))});
    case PuzzleHint::Kind::NoQuickAnswer: break;
  }
  return tr("Hint: no quick answer here; keep the seeds you need in play.");
}

}  // namespace mancala::app
