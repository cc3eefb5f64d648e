#include "app/model/words/puzzles/wrong_move_text.h"

#include "app/model/words/words.h"
#include "app/text/i18n.h"

namespace mancala::app {
namespace {

std::string letter(Move m) { return std::string(1, moveLetter(m)); }

// "a win", "a loss", "a draw" for the sign of `result`.
std::string resultWords(int result) {
  return result > 0 ? tr("a win") : result < 0 ? tr("a loss") : tr("a draw");
}

}  // namespace

std::string wrongMoveText(const WrongMove& w) {
  const std::string move = letter(w.move);
  switch (w.kind) {
    case WrongMove::Kind::CapturesNothing:
      return trf("Not {0}: it captures nothing, and one move captures seeds here.", {move});
    case WrongMove::Kind::CapturesLess:
      return trf("Not {0}: it captures {1}, and one move captures more.",
                 {move, seedCount(w.value)});
    case WrongMove::Kind::LeavesUnfed:
      return trf("Not {0}: it leaves {1} without seeds.", {move, sideName(w.other)});
    case WrongMove::Kind::EndsGame:
      return trf("Not {0}: it ends the game with {1}.", {move, w.value == 0  ? tr("a draw")
                                                               : w.value < 0 ? tr("your loss")
                                                                             : tr("your win")});
    case WrongMove::Kind::LeadsToMargin:
      return trf("Not {0}: with the best play on both sides it leads to {1} for you.",
                 {move, marginText(w.value)});
    case WrongMove::Kind::LeadsToResult:
      return trf("Not {0}: with the best play on both sides it leads to {1} for you.",
                 {move, resultWords(w.value)});
    case WrongMove::Kind::CanStopWin:
      return trf("Not {0}: after it, {1} can stop you winning.", {move, sideName(w.other)});
    case WrongMove::Kind::CanForceWin:
      return trf("Not {0}: after it, {1} can force a win.", {move, sideName(w.other)});
  }
  return {};
}

std::string notTheAnswerText(const WrongMove& wrong) {
  std::string text = wrongMoveText(wrong);
  if (!text.empty()) text += ' ';
  text += tr("Try another move, ask for a hint or see the answer.");
  return text;
}

}  // namespace mancala::app
