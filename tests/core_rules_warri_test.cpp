// One test per clause and decision of RULES.md, each on a concrete position: Warri.
// Test names cite the clause: "common", "AK1 n", "AK2 n", "AK2 match", "Warri n".
#include <catch2/catch.hpp>

#include "core_rules_fixtures.h"
#include "test_positions.h"

using namespace mancala;
using namespace mancala::test;

// ---------------------------------------------------------------- Warri

TEST_CASE("Warri 1: any own hole with 1 or more seeds is playable", "[rules][warri]") {
  const Position p = position({1, 0, 2, 0, 0, 5, 4, 4, 4, 4, 4, 4}, S);
  CHECK(movesText(legalMoves(kWarri, p)) == "acf");
}

TEST_CASE("Warri 2: single lap; with 12 or more seeds the origin is skipped", "[rules][warri]") {
  Position p = position({12, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1}, S);
  Trace trace;
  applyMove(kWarri, p, hole('a'), &trace);
  CHECK(counts(p) == std::array<int, 12>{0, 2, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2});
  CHECK(traceHas(trace, TraceEvent::Kind::SkipOrigin, 0));
}

TEST_CASE("Warri 3: captures of 2 and 3, chain backwards", "[rules][warri]") {
  Position p = position({0, 0, 0, 5, 0, 0, 1, 2, 1, 4, 0, 0}, S, 17);
  CHECK(applyMove(kWarri, p, hole('d')) == 7);
  CHECK(counts(p) == std::array<int, 12>{0, 0, 0, 0, 1, 1, 0, 0, 0, 4, 0, 0});
  Position q = position({0, 0, 0, 5, 0, 0, 1, 3, 2, 4, 0, 0}, S, 17);
  CHECK(applyMove(kWarri, q, hole('d')) == 3);
}

TEST_CASE("Warri 4: a player must feed an opponent who has no seeds", "[rules][warri]") {
  SECTION("only the moves that give the opponent seeds are legal") {
    const Position p = position({1, 0, 0, 0, 2, 1, 0, 0, 0, 0, 0, 0}, S, 20);
    CHECK(movesText(legalMoves(kWarri, p)) == "ef");
  }
  SECTION("when no move feeds, the game ends and the mover takes all") {
    Game g(kWarri, position({1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, S, 23));
    CHECK(g.position().reason == EndReason::CannotFeed);
    CHECK(g.position().captured[0] == 25);
    CHECK(g.position().captured[1] == 23);
  }
  SECTION("feeding is counted after captures") {
    // North has none. f (2) would give A and B but... make that a capture of 2s? A and B
    // are empty so they get 1 each: feeding. d (1) reaches e only: not feeding.
    const Position p = position({0, 0, 0, 1, 0, 2, 0, 0, 0, 0, 0, 0}, S, 20);
    CHECK(movesText(legalMoves(kWarri, p)) == "f");
  }
}

TEST_CASE("Warri 5: a grand slam captures and the capturer plays again, feeding",
          "[rules][warri]") {
  // f sows A and B, both become 2 and are captured: North's row is empty.
  Game g(kWarri, position({1, 0, 0, 0, 3, 2, 1, 1, 0, 0, 0, 0}, S, 20));
  Trace trace;
  REQUIRE(g.play(hole('f'), &trace));
  const Position& p = g.position();
  CHECK(p.captured[0] == 24);
  CHECK(p.seedsOwnedBy(Player::North) == 0);
  CHECK(traceHas(trace, TraceEvent::Kind::ExtraTurn));
  CHECK(p.toMove == Player::South);
  CHECK(!p.over());
  // The extra move must feed: e reaches A and B; a does not.
  CHECK(movesText(g.legalMoves()) == "e");
  // Undo takes back the grand slam itself.
  REQUIRE(g.undo());
  CHECK(g.position().toMove == Player::South);
  CHECK(g.position().captured[0] == 20);
}

TEST_CASE("Warri 5 option: the tournament grand slam captures nothing", "[rules][warri]") {
  const Rules tournament{Variant::Warri, true};
  Position p = position({1, 0, 0, 0, 3, 2, 1, 1, 0, 0, 0, 0}, S, 20);
  CHECK(applyMove(tournament, p, hole('f')) == 0);
  CHECK(counts(p) == std::array<int, 12>{1, 0, 0, 0, 3, 0, 2, 2, 0, 0, 0, 0});
  CHECK(p.toMove == Player::North);
  // A capture that leaves the opponent seeds still captures.
  Position q = position({1, 0, 0, 0, 3, 2, 1, 1, 0, 0, 0, 1}, S, 20);
  CHECK(applyMove(tournament, q, hole('f')) == 4);
}

TEST_CASE("Warri 6: 25 captured ends the game at once, the board uncounted", "[rules][warri]") {
  Game g(kWarri, position({0, 0, 0, 0, 0, 1, 1, 0, 0, 4, 4, 4}, S, 23));
  REQUIRE(g.play(hole('f')));
  const Position& p = g.position();
  CHECK(p.reason == EndReason::Majority);
  CHECK(p.captured[0] == 25);
  CHECK(counts(p) == std::array<int, 12>{0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 4, 4});
  CHECK(p.outcome() == Outcome::SouthWins);
}

TEST_CASE("Warri 6: the player to move with no seed is starved, the opponent takes all",
          "[rules][warri]") {
  Game g(kWarri, position({0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 1, 0}, S, 22));
  CHECK(g.position().reason == EndReason::Starved);
  CHECK(g.position().captured[0] == 22);
  CHECK(g.position().captured[1] == 26);
}

TEST_CASE("Warri 6: the game is not over at 24 captured", "[rules][warri]") {
  Game g(kWarri, position({0, 0, 0, 0, 0, 1, 4, 0, 0, 4, 4, 4}, S, 24));
  CHECK(!g.over());
}
