// Match play: Adji Kui II's hole buying, Warri's first to six, Adji Kui I's tally.
#include <bit>
#include <catch2/catch.hpp>
#include <set>
#include <vector>

#include "core/match.h"
#include "test_positions.h"

using namespace mancala;
using namespace mancala::test;

namespace {
// A finished game with these final totals.
Position finished(int south, int north) {
  Position p = position({0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, S, south);
  REQUIRE(north == kTotalSeeds - south);
  p.reason = EndReason::EightLeft;
  return p;
}

std::string ownersOf(std::uint16_t northOwned) {
  std::string s;
  for (int h = 0; h < kHoles; ++h) s += (northOwned >> h) & 1 ? 'N' : 'S';
  return s;
}
}  // namespace

TEST_CASE("AK2 match: each player owns floor(T/4) holes, the leftover by remainders",
          "[match][ak2]") {
  CHECK(holeShares(24, 24).holes == std::array<int, 2>{6, 6});
  CHECK(holeShares(28, 20).holes == std::array<int, 2>{7, 5});
  CHECK(holeShares(32, 16).holes == std::array<int, 2>{8, 4});
  // A remainder of 3 takes the leftover hole.
  CHECK(holeShares(27, 21).holes == std::array<int, 2>{7, 5});
  CHECK(holeShares(21, 27).holes == std::array<int, 2>{5, 7});
  CHECK(holeShares(25, 23).holes == std::array<int, 2>{6, 6});
  CHECK(holeShares(3, 45).holes == std::array<int, 2>{1, 11});
  // [decision] at 2-2 it stays with the player on whose row it lies.
  CHECK(holeShares(26, 22).holes == std::array<int, 2>{6, 6});
  CHECK(holeShares(22, 26).holes == std::array<int, 2>{6, 6});
  CHECK(holeShares(30, 18).holes == std::array<int, 2>{7, 5});
  CHECK(holeShares(18, 30).holes == std::array<int, 2>{5, 7});
}

TEST_CASE("AK2 match: the buyer chooses the opponent's holes he buys", "[match][ak2]") {
  MatchState m = newMatch(Variant::AdjiKui2);
  recordGame(m, finished(32, 16));
  REQUIRE(m.purchase);
  CHECK(m.purchase->buyer == Player::South);
  CHECK(m.purchase->count == 2);
  CHECK(m.wins == std::array<int, 2>{1, 0});

  CHECK(checkPurchase(m, {hole('B')}).has_value());             // too few
  CHECK(checkPurchase(m, {hole('B'), hole('a')}).has_value());  // own row
  CHECK(checkPurchase(m, {hole('B'), hole('B')}).has_value());  // twice
  CHECK(!checkPurchase(m, {hole('B'), hole('E')}).has_value());
  CHECK(defaultPurchase(m) == std::vector<int>{hole('F'), hole('E')});

  const MatchState before = m;
  CHECK(startNextGame(m, {hole('a'), hole('B')}).has_value());
  CHECK(m.game == before.game);  // an invalid purchase changes nothing

  REQUIRE(!startNextGame(m, {hole('B'), hole('E')}).has_value());
  CHECK(m.game == 2);
  CHECK(ownersOf(m.northOwned) == "SSSSSSNSNNSN");
  // [decision] the starter alternates.
  CHECK(m.starter == Player::North);
  const Position start = currentGameStart(m);
  CHECK(start.toMove == Player::North);
  CHECK(counts(start) == std::array<int, 12>{4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4});
  CHECK(start.seedsOwnedBy(Player::South) == 32);
}

TEST_CASE("AK2 match: North buys on South's row", "[match][ak2]") {
  MatchState m = newMatch(Variant::AdjiKui2);
  recordGame(m, finished(21, 27));
  REQUIRE(m.purchase);
  CHECK(m.purchase->buyer == Player::North);
  CHECK(m.purchase->count == 1);
  CHECK(defaultPurchase(m) == std::vector<int>{hole('f')});
  REQUIRE(!startNextGame(m, {hole('c')}).has_value());
  CHECK(ownersOf(m.northOwned) == "SSNSSSNNNNNN");
}

TEST_CASE("AK2 match: no purchase at 6-6, and none may be given", "[match][ak2]") {
  MatchState m = newMatch(Variant::AdjiKui2);
  recordGame(m, finished(24, 24));
  CHECK(!m.purchase);
  CHECK(m.draws == 1);
  CHECK(startNextGame(m, {hole('A')}).has_value());
  REQUIRE(!startNextGame(m, {}).has_value());
  CHECK(ownersOf(m.northOwned) == "SSSSSSNNNNNN");
}

TEST_CASE("AK2 match [decision]: fewer than 4 seeds after a game loses the match", "[match][ak2]") {
  MatchState m = newMatch(Variant::AdjiKui2);
  recordGame(m, finished(45, 3));
  CHECK(m.over);
  CHECK(m.winner == Outcome::SouthWins);
  CHECK(startNextGame(m, {}).has_value());
}

TEST_CASE("AK2 match [decision]: shorter matches", "[match][ak2]") {
  MatchOptions tenHoles;
  tenHoles.length = MatchOptions::Length::FirstToTenHoles;
  MatchState m = newMatch(Variant::AdjiKui2, tenHoles);
  recordGame(m, finished(36, 12));
  CHECK(!m.over);  // 9 holes
  REQUIRE(!startNextGame(m, defaultPurchase(m)).has_value());
  recordGame(m, finished(8, 40));
  CHECK(m.over);  // North owns 10
  CHECK(m.winner == Outcome::NorthWins);

  MatchOptions two;
  two.length = MatchOptions::Length::Games;
  two.games = 2;
  MatchState g = newMatch(Variant::AdjiKui2, two);
  recordGame(g, finished(28, 20));
  CHECK(!g.over);
  REQUIRE(!startNextGame(g, defaultPurchase(g)).has_value());
  recordGame(g, finished(30, 18));
  CHECK(g.over);
  CHECK(g.winner == Outcome::SouthWins);
}

TEST_CASE("AK2 match: a game is counted once, and only when it is over", "[match][ak2]") {
  MatchState m = newMatch(Variant::AdjiKui2);
  CHECK(startNextGame(m, {}).has_value());  // the game is not over
  Position playing = startPosition();
  recordGame(m, playing);
  CHECK(!m.gameRecorded);
  recordGame(m, finished(28, 20));
  recordGame(m, finished(28, 20));
  CHECK(m.wins == std::array<int, 2>{1, 0});
}

TEST_CASE("Warri 7: first to win 6 games; draws count for nobody; starter alternates",
          "[match][warri]") {
  MatchState m = newMatch(Variant::Warri);
  for (int game = 1; game <= 12 && !m.over; ++game) {
    CHECK(m.starter == (game % 2 ? Player::South : Player::North));
    // South wins the odd games, the even ones are drawn.
    recordGame(m, game % 2 ? finished(30, 18) : finished(24, 24));
    if (!m.over) REQUIRE(!startNextGame(m, {}).has_value());
  }
  CHECK(m.over);
  CHECK(m.winner == Outcome::SouthWins);
  CHECK(m.wins == std::array<int, 2>{6, 0});
  CHECK(m.draws == 5);
  CHECK(m.game == 11);
}

TEST_CASE("AK1 match: a running tally that never ends by itself", "[match][ak1]") {
  MatchState m = newMatch(Variant::AdjiKui1);
  for (int game = 0; game < 8; ++game) {
    recordGame(m, game < 7 ? finished(30, 18) : finished(10, 38));
    CHECK(!m.over);
    REQUIRE(!startNextGame(m, {}).has_value());
  }
  CHECK(m.wins == std::array<int, 2>{7, 1});
  CHECK(ownersOf(m.northOwned) == "SSSSSSNNNNNN");
}

TEST_CASE("Owners: a game has only the owners its matches can give", "[match]") {
  // Every ownership an Adji Kui II match can give, from every final total and every purchase.
  std::set<std::uint16_t> reachable;
  for (int south = 0; south <= kTotalSeeds; ++south) {
    MatchState m = newMatch(Variant::AdjiKui2);
    recordGame(m, finished(south, kTotalSeeds - south));
    if (m.over) continue;
    const int count = m.purchase ? m.purchase->count : 0;
    const int rowStart = m.purchase && m.purchase->buyer == Player::South ? kRowHoles : 0;
    for (unsigned choice = 0; choice < 1u << kRowHoles; ++choice) {
      if (std::popcount(choice) != count) continue;
      std::vector<int> holes;
      for (int i = 0; i < kRowHoles; ++i)
        if (choice >> i & 1) holes.push_back(rowStart + i);
      MatchState next = m;
      REQUIRE(!startNextGame(next, holes).has_value());
      reachable.insert(next.northOwned);
    }
  }
  for (unsigned owners = 0; owners < 1u << kHoles; ++owners) {
    const auto north = static_cast<std::uint16_t>(owners);
    INFO(ownersOf(north));
    CHECK(possibleOwners(Variant::AdjiKui2, north) == (reachable.count(north) == 1));
    CHECK(possibleOwners(Variant::AdjiKui1, north) == (north == kDefaultNorthOwned));
    CHECK(possibleOwners(Variant::Warri, north) == (north == kDefaultNorthOwned));
  }
  CHECK(!possibleOwners(Variant::AdjiKui2, 0xF000 | kDefaultNorthOwned));  // bits past hole F
}
