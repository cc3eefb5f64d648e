#include "app/model/review/try_words.h"

#include <utility>

#include "app/model/words/words.h"
#include "app/text/i18n.h"

namespace mancala::app {
namespace {

std::string letter(Move m) { return std::string(1, moveLetter(m)); }

// The reply from `p` that captures the most at once, and how many it captures (0: none does).
std::pair<Move, int> biggestCapture(const Rules& rules, const Position& p) {
  std::pair<Move, int> best{kNoMove, 0};
  if (p.over()) return best;
  for (Move m : legalMoves(rules, p)) {
    if (m == kPass) continue;
    Position after = p;
    const int captured = applyMove(rules, after, m);
    if (captured > best.second) best = {m, captured};
  }
  return best;
}

}  // namespace

std::string tryAnswer(const Game& game, std::size_t i, Move tried, Move better) {
  const Rules& rules = game.rules();
  Position p = game.history()[i];
  const Player mover = p.toMove;
  const int captured = applyMove(rules, p, tried);
  if (tried == better) {
    std::string text = trf("Yes: {0} is the better move.", {letter(tried)});
    if (captured > 0)
      text += ' ' + trnf("It captures {0} seed.", "It captures {0} seeds.",
                         static_cast<unsigned long>(captured), {std::to_string(captured)});
    return text;
  }
  if (tried == game.moves()[i]) return tr("That is the move played: find a better one.");
  if (p.toMove != mover) {
    if (const auto [reply, seeds] = biggestCapture(rules, p); seeds > 0)
      return trnf("Not this one: after {0}, {1} can sow {2} and capture {3} seed.",
                  "Not this one: after {0}, {1} can sow {2} and capture {3} seeds.",
                  static_cast<unsigned long>(seeds),
                  {letter(tried), sideName(p.toMove), letter(reply), std::to_string(seeds)});
  }
  return trf("Not this one: {0} is not the better move here. Try again.", {letter(tried)});
}

}  // namespace mancala::app
