#include "app/model/words/words.h"

#include "app/text/i18n.h"

namespace mancala::app {

// Built in place: GCC 12's -Wrestrict misjudges "a" + b.
std::string joinSentences(std::string first, std::string_view second) {
  if (!first.empty() && !second.empty()) first += ' ';
  first += second;
  return first;
}

std::string sideName(Player p) { return p == Player::South ? tr("South") : tr("North"); }

std::string marginText(int margin) {
  if (margin > 0) return trf("a win by {0}", {seedCount(margin)});
  if (margin < 0) return trf("a loss by {0}", {seedCount(-margin)});
  return tr("a draw");
}

std::string seedCount(int n) {
  return trnf("{0} seed", "{0} seeds", static_cast<unsigned long>(n), {std::to_string(n)});
}

std::string endReason(const Position& finished) {
  switch (finished.reason) {
    case EndReason::None: return "";
    case EndReason::Repetition:
      return tr("The position repeated: each player takes the seeds in their holes.");
    case EndReason::NoMoves:
      return tr("Neither player can move: each takes the seeds in their own holes.");
    case EndReason::EightLeft:
      return tr("Only eight seeds are left: each player takes the seeds in their holes.");
    case EndReason::Majority: return tr("A player has captured 25 seeds or more.");
    case EndReason::Starved:
      return tr("A player has no seed to sow: the opponent takes the seeds left.");
    case EndReason::CannotFeed:
      return tr("The player to move cannot give the opponent a seed, and takes the seeds left.");
  }
  return "";
}

std::string purchaseInstruction(const Purchase& due, std::size_t chosen) {
  const auto count = static_cast<unsigned long>(due.count);
  if (due.count > 0 && chosen == count)
    return trf("{0} has chosen the holes to buy: Next game starts the game.",
               {sideName(due.buyer)});
  return trnf("{0} buys {1} of {2}'s holes: click it on the board.",
              "{0} buys {1} of {2}'s holes: click them on the board.", count,
              {sideName(due.buyer), std::to_string(count), sideName(opponent(due.buyer))});
}

std::string scoreLine(const Position& pos) {
  const std::string south = std::to_string(pos.captured[0]),
                    north = std::to_string(pos.captured[1]);
  switch (pos.outcome()) {
    case Outcome::SouthWins: return trf("South {0} \u2013 North {1}: South wins.", {south, north});
    case Outcome::NorthWins: return trf("South {0} \u2013 North {1}: North wins.", {south, north});
    case Outcome::Draw: return trf("South {0} \u2013 North {1}: a draw.", {south, north});
    case Outcome::None: break;
  }
  return trf("South {0} \u2013 North {1}", {south, north});
}

std::optional<std::string> warriHoleName(int hole) {
  const char* name = nullptr;
  switch (hole % kRowHoles) {
    case 0: name = N_("{0}'s foot: the hole at the left end of the row"); break;
    case 4: name = N_("{0}'s throat: the hole beside the head"); break;
    case 5: name = N_("{0}'s head: the hole at the right end of the row"); break;
    default: return std::nullopt;
  }
  return trf(name, {sideName(rowOf(hole))});
}

}  // namespace mancala::app
