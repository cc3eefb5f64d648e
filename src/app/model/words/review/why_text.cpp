#include "app/model/words/review/why_text.h"

#include "app/model/words/words.h"
#include "app/text/i18n.h"

namespace mancala::app {
namespace {

std::string letter(Move m) { return std::string(1, moveLetter(m)); }
std::string number(int n) { return std::to_string(n); }
unsigned long count(int n) { return static_cast<unsigned long>(n < 0 ? 0 : n); }

// `more` after `text`, a space between.
void append(std::string& text, const std::string& more) {
  if (more.empty()) return;
  if (!text.empty()) text += ' ';
  text += more;
}

// What the opponent does after the move played.
std::string afterText(const WhyReason& w) {
  const std::string played = letter(w.played), side = sideName(opponent(w.mover)),
                    mover = sideName(w.mover), reply = letter(w.reply), seeds = number(w.seeds);
  switch (w.after) {
    case WhyReason::After::Nothing: return "";
    case WhyReason::After::ReplyWins:
      return trnf("After {0}, {1} sows {2} and captures {3} seed: that makes {4}, and {1} wins.",
                  "After {0}, {1} sows {2} and captures {3} seeds: that makes {4}, and {1} wins.",
                  count(w.seeds), {played, side, reply, seeds, number(w.total)});
    case WhyReason::After::ReplyGrandSlam:
      return trnf(
          "After {0}, {1} sows {2} and captures {3} seed, all of {4}'s row: a grand "
          "slam, and {1} plays again.",
          "After {0}, {1} sows {2} and captures {3} seeds, all of {4}'s row: a grand "
          "slam, and {1} plays again.",
          count(w.seeds), {played, side, reply, seeds, mover});
    case WhyReason::After::ReplyCaptures:
      return trnf("After {0}, {1} sows {2} and captures {3} seed.",
                  "After {0}, {1} sows {2} and captures {3} seeds.", count(w.seeds),
                  {played, side, reply, seeds});
    case WhyReason::After::LaterCapture:
      return trnf("After {0}, {1} sows {2}, {3} sows {4}, then {1} sows {5} and captures {6} seed.",
                  "After {0}, {1} sows {2}, {3} sows {4}, then {1} sows {5} and captures {6} "
                  "seeds.",
                  count(w.seeds),
                  {played, side, letter(w.answer), mover, letter(w.next), reply, seeds});
    case WhyReason::After::SoonStarved:
      return trnf(
          "After {0}, {1} soon has no seed left to sow, and {2} takes the {3} seed left "
          "on the board.",
          "After {0}, {1} soon has no seed left to sow, and {2} takes the {3} seeds left "
          "on the board.",
          count(w.seeds), {played, mover, side, seeds});
    case WhyReason::After::SoonCannotFeed:
      return trnf("After {0}, {1} soon cannot feed {2} and takes the {3} seed left on the board.",
                  "After {0}, {1} soon cannot feed {2} and takes the {3} seeds left on the "
                  "board.",
                  count(w.seeds), {played, side, mover, seeds});
  }
  return "";
}

// What the better move would have captured at once.
std::string missedText(const WhyReason& w) {
  if (w.better == kNoMove) return "";
  if (w.betterGrandSlam)
    return trnf("{0} would have captured {1} seed, a grand slam.",
                "{0} would have captured {1} seeds, a grand slam.", count(w.betterSeeds),
                {letter(w.better), number(w.betterSeeds)});
  return trnf("{0} would have captured {1} seed.", "{0} would have captured {1} seeds.",
              count(w.betterSeeds), {letter(w.better), number(w.betterSeeds)});
}

// Nothing within the next moves: the cost comes later in the game.
std::string costText(const WhyReason& w) {
  if (w.costBetter == kNoMove)
    return trnf(
        "Its cost comes later: with best play on both sides, {0} ends {1} seed "
        "worse off.",
        "Its cost comes later: with best play on both sides, {0} ends {1} seeds "
        "worse off.",
        count(w.seedsLost), {letter(w.played), number(w.seedsLost)});
  return trnf(
      "Its cost comes later: with best play on both sides, {0} ends {1} seed "
      "worse off than {2}.",
      "Its cost comes later: with best play on both sides, {0} ends {1} seeds "
      "worse off than {2}.",
      count(w.seedsLost), {letter(w.played), number(w.seedsLost), letter(w.costBetter)});
}

}  // namespace

std::string whyText(const WhyReason& why) {
  if (why.played == kNoMove) return "";
  std::string text = afterText(why);
  append(text, missedText(why));
  if (why.costLater) text = costText(why);
  // Adji Kui II's match: a player owns a hole of the next game for every 4 seeds at the end.
  if (why.holes > 0)
    append(text, trnf("In the match, {0} seeds fewer at the end can mean {1} hole fewer to own in "
                      "the next game: a player owns a hole for every 4 seeds.",
                      "In the match, {0} seeds fewer at the end can mean {1} holes fewer to own in "
                      "the next game: a player owns a hole for every 4 seeds.",
                      count(why.holes), {number(why.matchSeeds), number(why.holes)}));
  return text;
}

}  // namespace mancala::app
