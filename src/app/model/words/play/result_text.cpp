#include "app/model/words/play/result_text.h"

#include "app/model/words/words.h"
#include "app/text/i18n.h"

namespace mancala::app {
namespace {

// A side in the third person: "Your friend", "The computer", else its name.
std::string third(Seat seat, Player side) {
  switch (seat) {
    case Seat::Friend: return tr("Your friend");
    case Seat::Computer: return tr("The computer");
    case Seat::You:
    case Seat::Side: break;
  }
  return sideName(side);
}

std::string majorityText(const EndSaid& s) {
  return s.sideIsYou == true ? tr("You captured 25 seeds or more: more than half of the 48.")
                             : trf("{0} captured 25 seeds or more: more than half of the 48.",
                                   {third(s.third, s.side)});
}

std::string starvedText(const EndSaid& s) {  // `side` had no seed: the other took the rest
  if (s.sideIsYou == true)
    return tr(
        "You had no seed left to sow, so the seeds left on the board went to your "
        "opponent.");
  if (s.sideIsYou == false)
    return tr(
        "Your opponent had no seed left to sow, so the seeds left on the board went to "
        "you.");
  return trf("{0} had no seed left to sow, so the seeds left on the board went to {1}.",
             {third(s.third, s.side), sideName(opponent(s.side))});
}

std::string cannotFeedText(const EndSaid& s) {  // `side` could not feed: it took the rest
  if (s.sideIsYou == true)
    return tr(
        "Your opponent had no seeds and no move of yours could give them one, so the "
        "seeds left on the board went to you.");
  if (s.sideIsYou == false)
    return tr(
        "You had no seeds and no move of your opponent's could give you one, so the "
        "seeds left on the board went to your opponent.");
  return trf(
      "{0} had no seeds and no move of {1}'s could give them one, so the seeds left on "
      "the board went to {1}.",
      {sideName(opponent(s.side)), sideName(s.side)});
}

}  // namespace

std::string resultTitleText(ResultSaid said) {
  switch (said) {
    case ResultSaid::None: return "";
    case ResultSaid::Draw: return trc("the result card's title", "Draw");
    case ResultSaid::YouWin: return tr("You win!");
    case ResultSaid::FriendWins: return tr("Your friend wins");
    case ResultSaid::ComputerWins: return tr("The computer wins");
    case ResultSaid::SouthWins: return tr("South wins");
    case ResultSaid::NorthWins: return tr("North wins");
  }
  return "";
}

std::string endSaidText(const EndSaid& said) {
  switch (said.reason) {
    case EndReason::Majority: return majorityText(said);
    case EndReason::Starved: return starvedText(said);
    case EndReason::CannotFeed: return cannotFeedText(said);
    default: return "";
  }
}

std::string scoreText(const std::string& southName, int southSeeds, int northSeeds,
                      const std::string& northName) {
  // TRANSLATORS: {0} and {3} are the players' names, {1} and {2} their seeds.
  return trf("{0} {1} \u2013 {2} {3}",
             {southName, std::to_string(southSeeds), std::to_string(northSeeds), northName});
}

}  // namespace mancala::app
