#include "match.h"

#include <algorithm>
#include <bit>

namespace mancala {

namespace {

Outcome leaderOf(const std::array<int, 2>& values) {
  if (values[0] > values[1]) return Outcome::SouthWins;
  return values[1] > values[0] ? Outcome::NorthWins : Outcome::Draw;
}

void finishMatch(MatchState& m, Outcome winner) {
  m.over = true;
  m.winner = winner;
  m.purchase.reset();
}

Outcome winOf(Player p) { return p == Player::South ? Outcome::SouthWins : Outcome::NorthWins; }

}  // namespace

HoleShares holeShares(int southTotal, int northTotal) {
  HoleShares s;
  s.holes = {southTotal / 4, northTotal / 4};
  const int southRest = southTotal % 4;
  const int northRest = northTotal % 4;
  if (southRest != 0 && northRest != 0) {
    // One hole is left over. A remainder of 3 takes it; at 2-2 it stays with the player on
    // whose row it lies, who is the one with fewer than six holes.
    if (southRest == 3) {
      ++s.holes[0];
    } else if (northRest == 3) {
      ++s.holes[1];
    } else {
      ++s.holes[s.holes[0] < kRowHoles ? 0 : 1];
    }
  }
  return s;
}

bool possibleOwners(Variant v, std::uint16_t northOwned) {
  constexpr unsigned kSouthRow = (1u << kRowHoles) - 1, kNorthRow = kSouthRow << kRowHoles;
  const unsigned north = northOwned & (kSouthRow | kNorthRow);
  if (v != Variant::AdjiKui2 || north != northOwned) return northOwned == kDefaultNorthOwned;
  const bool northBought = (north & kSouthRow) != 0;
  const bool southBought = (~north & kNorthRow) != 0;
  const int northHoles = std::popcount(north);
  return !(northBought && southBought) && northHoles >= 1 && northHoles <= kHoles - 1;
}

MatchState newMatch(Variant v, MatchOptions options) {
  MatchState m;
  m.variant = v;
  m.options = options;
  m.starter = options.firstStarter;
  return m;
}

Position currentGameStart(const MatchState& m) { return startPosition(m.starter, m.northOwned); }

void recordGame(MatchState& m, const Position& finished) {
  if (m.gameRecorded || !finished.over() || m.over) return;
  m.gameRecorded = true;
  m.lastTotals = {finished.captured[0], finished.captured[1]};
  switch (finished.outcome()) {
    case Outcome::SouthWins: ++m.wins[0]; break;
    case Outcome::NorthWins: ++m.wins[1]; break;
    default: ++m.draws; break;
  }

  const bool fixedGamesDone =
      m.options.length == MatchOptions::Length::Games && m.game >= m.options.games;

  if (m.variant == Variant::AdjiKui2) {
    const HoleShares shares = holeShares(m.lastTotals[0], m.lastTotals[1]);
    for (Player p : {Player::South, Player::North}) {
      if (m.lastTotals[index(p)] < kStartSeeds) return finishMatch(m, winOf(opponent(p)));
      if (m.options.length == MatchOptions::Length::FirstToTenHoles && shares.holes[index(p)] >= 10)
        return finishMatch(m, winOf(p));
    }
    if (fixedGamesDone) return finishMatch(m, leaderOf(shares.holes));
    for (Player p : {Player::South, Player::North})
      if (shares.holes[index(p)] > kRowHoles)
        m.purchase = Purchase{p, shares.holes[index(p)] - kRowHoles};
    return;
  }

  if (m.variant == Variant::Warri && m.options.length != MatchOptions::Length::Games) {
    for (Player p : {Player::South, Player::North})
      if (m.wins[index(p)] >= 6) return finishMatch(m, winOf(p));
  }
  if (fixedGamesDone) finishMatch(m, leaderOf(m.wins));
}

std::optional<MatchError> checkPurchase(const MatchState& m, const std::vector<int>& holes) {
  if (!m.purchase) {
    if (holes.empty()) return std::nullopt;
    return MatchError{MatchErrorCode::NoPurchaseDue};
  }
  const Purchase& p = *m.purchase;
  MatchError error{MatchErrorCode::WrongHoleCount, p.buyer, p.count,
                   static_cast<int>(holes.size())};
  if (static_cast<int>(holes.size()) != p.count) return error;
  for (std::size_t i = 0; i < holes.size(); ++i) {
    error.hole = holes[i];
    if (error.hole < 0 || error.hole >= kHoles || rowOf(error.hole) != opponent(p.buyer)) {
      error.code = MatchErrorCode::NotOpponentsHole;
      return error;
    }
    if (std::count(holes.begin(), holes.begin() + static_cast<long>(i), error.hole) != 0) {
      error.code = MatchErrorCode::HoleChosenTwice;
      return error;
    }
  }
  return std::nullopt;
}

std::vector<int> defaultPurchase(const MatchState& m) {
  std::vector<int> holes;
  if (!m.purchase) return holes;
  const int rowStart = m.purchase->buyer == Player::South ? kRowHoles : 0;
  for (int i = 0; i < m.purchase->count; ++i) holes.push_back(rowStart + kRowHoles - 1 - i);
  return holes;
}

std::optional<MatchError> startNextGame(MatchState& m, const std::vector<int>& holes) {
  if (m.over) return MatchError{MatchErrorCode::MatchOver};
  if (!m.gameRecorded) return MatchError{MatchErrorCode::GameNotOver};
  if (auto error = checkPurchase(m, holes)) return error;
  std::uint16_t northOwned = kDefaultNorthOwned;
  if (m.purchase) {
    for (int h : holes) {
      if (m.purchase->buyer == Player::North)
        northOwned = static_cast<std::uint16_t>(northOwned | (1u << h));
      else
        northOwned = static_cast<std::uint16_t>(northOwned & ~(1u << h));
    }
  }
  m.northOwned = northOwned;
  m.purchase.reset();
  m.gameRecorded = false;
  ++m.game;
  m.starter = opponent(m.starter);
  return std::nullopt;
}

}  // namespace mancala
