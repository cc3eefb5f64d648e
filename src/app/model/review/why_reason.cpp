#include "app/model/review/why_reason.h"

#include "app/model/games_table/games_table.h"
#include "app/model/review/move_line.h"

namespace mancala::app {
namespace {

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

// The game's end within the line, the board's seeds to the opponent.
void readEnd(const std::vector<Position>& at, WhyReason& why) {
  const Player opp = opponent(why.mover);
  for (std::size_t k = 1; k < at.size(); ++k) {
    const Position& end = at[k];
    if (!end.over()) continue;
    const int seeds = capturedBy(at[k - 1], end, opp);
    if (seeds <= 0) return;
    if (end.reason == EndReason::Starved) why.after = WhyReason::After::SoonStarved;
    if (end.reason == EndReason::CannotFeed) why.after = WhyReason::After::SoonCannotFeed;
    if (why.after != WhyReason::After::Nothing) why.seeds = seeds;
    return;
  }
}

// What the opponent's reply, or their next move but one, captures after the move played; or the
// game's end that hands them the board.
void readAllowed(const Game& game, const std::vector<Move>& line, const std::vector<Position>& at,
                 WhyReason& why) {
  const Player mover = why.mover, opp = opponent(mover);
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
    why.reply = line[k];
    why.seeds = seeds;
    if (k == 1) {
      if (after.over() && after.reason == EndReason::Majority) {
        why.after = WhyReason::After::ReplyWins;
        why.total = after.captured[static_cast<std::size_t>(index(opp))];
      } else if (gameInfo(game.variant()).grandSlams && !after.over() && after.toMove == opp &&
                 rowSeeds(after, mover) == 0) {
        why.after = WhyReason::After::ReplyGrandSlam;
      } else {
        why.after = WhyReason::After::ReplyCaptures;
      }
      return;
    }
    if (k == 3 && at[2].toMove == mover && line[1] != kPass && line[2] != kPass) {
      why.after = WhyReason::After::LaterCapture;
      why.answer = line[1];
      why.next = line[2];
      return;
    }
    break;  // later captures are too far down the line to be the reason
  }
  why.reply = kNoMove;
  why.seeds = 0;
  readEnd(at, why);
}

// What the better move captures at once, where that is more than the move played did.
void readMissed(const Game& game, const std::vector<Move>& better,
                const std::vector<Position>& betterAt, int playedSeeds, WhyReason& why) {
  if (better.empty() || betterAt.size() < 2) return;
  const Player mover = betterAt[0].toMove;
  const int seeds = capturedBy(betterAt[0], betterAt[1], mover);
  if (seeds <= playedSeeds) return;
  why.better = better[0];
  why.betterSeeds = seeds;
  why.betterGrandSlam = gameInfo(game.variant()).grandSlams && !betterAt[1].over() &&
                        betterAt[1].toMove == mover && rowSeeds(betterAt[1], opponent(mover)) == 0;
}

}  // namespace

WhyReason whyReason(const Game& game, std::size_t i, const WhyFacts& facts) {
  WhyReason why;
  if (facts.played.empty() || i >= game.moves().size()) return why;
  const std::vector<Position> at = linePositions(game, i, facts.played);
  const std::vector<Position> betterAt = linePositions(game, i, facts.better);
  why.played = facts.played[0];
  why.mover = at[0].toMove;
  const int playedSeeds = at.size() > 1 ? capturedBy(at[0], at[1], why.mover) : 0;
  readAllowed(game, facts.played, at, why);
  readMissed(game, facts.better, betterAt, playedSeeds, why);
  if (why.after == WhyReason::After::Nothing && why.better == kNoMove && facts.seedsLost > 0) {
    // Nothing within the next moves: the cost comes later in the game.
    why.costLater = true;
    why.seedsLost = facts.seedsLost;
    if (!facts.better.empty()) why.costBetter = facts.better[0];
  }
  // Adji Kui II's match: a player owns a hole of the next game for every 4 seeds at the end.
  const int holes = facts.seedsLost / 2 / kStartSeeds;
  if (facts.match && gameInfo(game.variant()).buysHoles && holes > 0) {
    why.matchSeeds = facts.seedsLost / 2;
    why.holes = holes;
  }
  return why;
}

std::string whyText(const Game& game, std::size_t i, const WhyFacts& facts) {
  return whyText(whyReason(game, i, facts));
}

}  // namespace mancala::app
