// One test per clause and decision of RULES.md, each on a concrete position: the clauses common to
// the three games. Test names cite the clause: "common", "AK1 n", "AK2 n", "AK2 match", "Warri n".
#include <catch2/catch.hpp>

#include "core_rules_fixtures.h"
#include "test_positions.h"

using namespace mancala;
using namespace mancala::test;

// ---------------------------------------------------------------- common

TEST_CASE("common: board of 2x6 holes, 4 seeds each, South moves first", "[rules][common]") {
  const Position p = startPosition();
  CHECK(counts(p) == std::array<int, 12>{4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4});
  CHECK(p.toMove == Player::South);
  CHECK(p.captured[0] + p.captured[1] == 0);
  for (int h = 0; h < 6; ++h) CHECK(p.owner(h) == Player::South);
  for (int h = 6; h < 12; ++h) CHECK(p.owner(h) == Player::North);
}

TEST_CASE("common: notation a-f = 0..5, A-F = 6..11, - = pass", "[rules][common]") {
  CHECK(std::string{moveLetter(0), moveLetter(5), moveLetter(6), moveLetter(11)} == "afAF");
  CHECK(moveLetter(kPass) == '-');
  CHECK(*parseMove('c') == 2);
  CHECK(*parseMove('D') == 9);
  CHECK(!parseMove('g'));
  CHECK(!parseMove('x'));
}

TEST_CASE("common: sowing goes counterclockwise a..f A..F a", "[rules][common]") {
  // South sows f (index 5) with 3 seeds: A, B, C.
  Position p = position({0, 0, 0, 0, 0, 3, 4, 4, 4, 4, 4, 4}, S);
  applyMove(kWarri, p, hole('f'));
  CHECK(counts(p) == std::array<int, 12>{0, 0, 0, 0, 0, 0, 5, 5, 5, 4, 4, 4});
  // North sows F (index 11) with 2 seeds: a, b.
  Position q = position({4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 2}, N);
  applyMove(kWarri, q, hole('F'));
  CHECK(counts(q) == std::array<int, 12>{5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0});
}

TEST_CASE("common [decision]: a repeated position ends the game, each takes his side",
          "[rules][common][repetition]") {
  SECTION("Adji Kui I") {
    // Two pairs of seeds walk around the board and come back where they started.
    Game g(kAdjiKui1, position({2, 1, 0, 0, 0, 0, 2, 1, 0, 0, 0, 0}, S, 21));
    for (char m : std::string("aAbBcCdDeEfF")) {
      REQUIRE(!g.over());
      REQUIRE(g.play(hole(m)));
    }
    CHECK(g.position().reason == EndReason::Repetition);
    CHECK(g.position().captured[0] == 24);
    CHECK(g.position().captured[1] == 24);
    CHECK(g.position().outcome() == Outcome::Draw);
  }
  SECTION("Warri") {
    Game g(kWarri, position({1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0}, S, 22));
    for (char m : std::string("aBbCcDdEeFfA")) {
      REQUIRE(!g.over());
      REQUIRE(g.play(hole(m)));
    }
    CHECK(g.position().reason == EndReason::Repetition);
    CHECK(g.position().captured[0] == 23);
    CHECK(g.position().captured[1] == 25);
    CHECK(g.position().outcome() == Outcome::NorthWins);
  }
  SECTION("the same seeds with the other player to move is not a repetition") {
    PositionKey a = keyOf(position({1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0}, S));
    PositionKey b = keyOf(position({1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0}, N));
    CHECK(!(a == b));
  }
}

TEST_CASE("common: result by seeds, 24-24 is a draw", "[rules][common]") {
  Position p = position({0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, S, 25);
  p.reason = EndReason::NoMoves;
  CHECK(p.outcome() == Outcome::SouthWins);
  p.captured = {24, 24};
  CHECK(p.outcome() == Outcome::Draw);
  p.captured = {10, 38};
  CHECK(p.outcome() == Outcome::NorthWins);
}
