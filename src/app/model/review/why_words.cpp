#include "app/model/review/why_words.h"

#include "app/model/games_table/games_table.h"
#include "app/model/review/move_line.h"
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

int capturedBy(const Position& before, const Position& after, Player p) {
  return after.captured[static_cast<std::size_t>(index(p))] -
         before.captured[static_cast<std::size_t>(index(p))];
}

// Seeds in the holes that `p`'s row holds (Warri: the row a grand slam empties).
int rowSeeds(const Position& pos, Player p) {
  int n = 0;
  for (int h = 0; h < kHoles; ++h)
    if (pos.owns(p, h)) n += pos.seeds[static_cast<std::size_t>(h)];
  return n;
}

// What the opponent's reply, or their next move but one, captures after the move played; or the
// game's end that hands them the board. "" when the line shows none.
std::string allowedText(const Game& game, const std::vector<Move>& line,
                        const std::vector<Position>& at) {
  const Player mover = at[0].toMove, opp = opponent(mover);
  const std::string played = letter(line[0]);
  for (std::size_t k = 1; k < line.size() && k + 1 < at.size(); ++k) {
    const Position& before = at[k];
    const Position& after = at[k + 1];
    if (before.toMove != opp) continue;
    const int seeds = capturedBy(before, after, opp);
    const bool ended = after.over() && (after.reason == EndReason::Starved ||
                                        after.reason == EndReason::CannotFeed);
    if (seeds <= 0 || ended) {
      if (ended &&
          after.outcome() == (opp == Player::South ? Outcome::SouthWins : Outcome::NorthWins))
        break;  // said below, as the game's end
      continue;
    }
    const std::string side = sideName(opp), reply = letter(line[k]);
    if (k == 1) {
      if (after.over() && after.reason == EndReason::Majority)
        return trnf("After {0}, {1} sows {2} and captures {3} seed: that makes {4}, and {1} wins.",
                    "After {0}, {1} sows {2} and captures {3} seeds: that makes {4}, and {1} wins.",
                    count(seeds),
                    {played, side, reply, number(seeds),
                     number(after.captured[static_cast<std::size_t>(index(opp))])});
      if (gameInfo(game.variant()).grandSlams && !after.over() && after.toMove == opp &&
          rowSeeds(after, mover) == 0)
        return trnf(
            "After {0}, {1} sows {2} and captures {3} seed, all of {4}'s row: a grand "
            "slam, and {1} plays again.",
            "After {0}, {1} sows {2} and captures {3} seeds, all of {4}'s row: a grand "
            "slam, and {1} plays again.",
            count(seeds), {played, side, reply, number(seeds), sideName(mover)});
      return trnf("After {0}, {1} sows {2} and captures {3} seed.",
                  "After {0}, {1} sows {2} and captures {3} seeds.", count(seeds),
                  {played, side, reply, number(seeds)});
    }
    if (k == 3 && at[2].toMove == mover && line[1] != kPass && line[2] != kPass)
      return trnf(
          "After {0}, {1} sows {2}, {3} sows {4}, then {1} sows {5} and captures {6} seed.",
          "After {0}, {1} sows {2}, {3} sows {4}, then {1} sows {5} and captures {6} "
          "seeds.",
          count(seeds),
          {played, side, letter(line[1]), sideName(mover), letter(line[2]), reply, number(seeds)});
    break;  // later captures are too far down the line to be the reason
  }
  // The game's end within the line, the board's seeds to the opponent.
  for (std::size_t k = 1; k < at.size(); ++k) {
    const Position& end = at[k];
    if (!end.over()) continue;
    const int seeds = capturedBy(at[k - 1], end, opp);
    if (seeds <= 0) break;
    if (end.reason == EndReason::Starved)
      return trnf(
          "After {0}, {1} soon has no seed left to sow, and {2} takes the {3} seed left "
          "on the board.",
          "After {0}, {1} soon has no seed left to sow, and {2} takes the {3} seeds left "
          "on the board.",
          count(seeds), {played, sideName(mover), sideName(opp), number(seeds)});
    if (end.reason == EndReason::CannotFeed)
      return trnf("After {0}, {1} soon cannot feed {2} and takes the {3} seed left on the board.",
                  "After {0}, {1} soon cannot feed {2} and takes the {3} seeds left on the "
                  "board.",
                  count(seeds), {played, sideName(opp), sideName(mover), number(seeds)});
    break;
  }
  return "";
}

// What the better move captures at once, where that is more than the move played did.
std::string missedText(const Game& game, const std::vector<Move>& better,
                       const std::vector<Position>& betterAt, int playedSeeds) {
  if (better.empty() || betterAt.size() < 2) return "";
  const Player mover = betterAt[0].toMove;
  const int seeds = capturedBy(betterAt[0], betterAt[1], mover);
  if (seeds <= playedSeeds) return "";
  if (gameInfo(game.variant()).grandSlams && !betterAt[1].over() && betterAt[1].toMove == mover &&
      rowSeeds(betterAt[1], opponent(mover)) == 0)
    return trnf("{0} would have captured {1} seed, a grand slam.",
                "{0} would have captured {1} seeds, a grand slam.", count(seeds),
                {letter(better[0]), number(seeds)});
  return trnf("{0} would have captured {1} seed.", "{0} would have captured {1} seeds.",
              count(seeds), {letter(better[0]), number(seeds)});
}

}  // namespace

std::string whyText(const Game& game, std::size_t i, const WhyFacts& facts) {
  if (facts.played.empty() || i >= game.moves().size()) return "";
  const std::vector<Position> at = linePositions(game, i, facts.played);
  const std::vector<Position> betterAt = linePositions(game, i, facts.better);
  const Player mover = at[0].toMove;
  const int playedSeeds = at.size() > 1 ? capturedBy(at[0], at[1], mover) : 0;
  std::string text = allowedText(game, facts.played, at);
  append(text, missedText(game, facts.better, betterAt, playedSeeds));
  if (text.empty() && facts.seedsLost > 0) {
    // Nothing within the next moves: the cost comes later in the game.
    text = facts.better.empty()
               ? trnf(
                     "Its cost comes later: with best play on both sides, {0} ends {1} seed "
                     "worse off.",
                     "Its cost comes later: with best play on both sides, {0} ends {1} seeds "
                     "worse off.",
                     count(facts.seedsLost), {letter(facts.played[0]), number(facts.seedsLost)})
               : trnf(
                     "Its cost comes later: with best play on both sides, {0} ends {1} seed "
                     "worse off than {2}.",
                     "Its cost comes later: with best play on both sides, {0} ends {1} seeds "
                     "worse off than {2}.",
                     count(facts.seedsLost),
                     {letter(facts.played[0]), number(facts.seedsLost), letter(facts.better[0])});
  }
  // A match that buys holes (Adji Kui II's): a player owns a hole of the next game for every 4
  // seeds at the end.
  const int holes = facts.seedsLost / 2 / kStartSeeds;
  if (facts.match && gameInfo(game.variant()).buysHoles && holes > 0)
    append(text, trnf("In the match, {0} seeds fewer at the end can mean {1} hole fewer to own in "
                      "the next game: a player owns a hole for every 4 seeds.",
                      "In the match, {0} seeds fewer at the end can mean {1} holes fewer to own in "
                      "the next game: a player owns a hole for every 4 seeds.",
                      count(holes), {number(facts.seedsLost / 2), number(holes)}));
  return text;
}

}  // namespace mancala::app
