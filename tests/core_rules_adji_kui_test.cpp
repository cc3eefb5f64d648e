// One test per clause and decision of RULES.md, each on a concrete position: Adji Kui I and Adji
// Kui II. Test names cite the clause: "common", "AK1 n", "AK2 n", "AK2 match", "Warri n".
#include <catch2/catch.hpp>

#include "core_rules_fixtures.h"
#include "test_positions.h"

using namespace mancala;
using namespace mancala::test;

// ---------------------------------------------------------------- Adji Kui I

TEST_CASE("AK1 1: own holes with 2 or more seeds are playable, never singletons", "[rules][ak1]") {
  const Position p = position({1, 2, 0, 1, 3, 1, 4, 4, 4, 4, 4, 4}, S);
  CHECK(movesText(legalMoves(kAdjiKui1, p)) == "be");
  const Position q = position({1, 2, 0, 1, 3, 1, 1, 0, 5, 1, 2, 0}, N);
  CHECK(movesText(legalMoves(kAdjiKui1, q)) == "CE");
}

TEST_CASE("AK1 2 [decision]: single lap; with 12 or more seeds the origin is not skipped",
          "[rules][ak1]") {
  Position p = position({12, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1}, S);
  Trace trace;
  applyMove(kAdjiKui1, p, hole('a'), &trace);
  CHECK(counts(p) == std::array<int, 12>{1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2});
  CHECK(!traceHas(trace, TraceEvent::Kind::SkipOrigin));
  CHECK(!traceHas(trace, TraceEvent::Kind::Relay));
  CHECK(p.toMove == Player::North);
}

TEST_CASE("AK1 2: no relay: a lap ending in an occupied hole ends the move", "[rules][ak1]") {
  Position p = position({0, 0, 2, 0, 3, 0, 4, 4, 4, 4, 4, 4}, S);
  applyMove(kAdjiKui1, p, hole('c'));
  CHECK(counts(p) == std::array<int, 12>{0, 0, 0, 1, 4, 0, 4, 4, 4, 4, 4, 4});
}

TEST_CASE("AK1 3: last seed making 2 or 3 in the opponent's hole captures, chain backwards",
          "[rules][ak1]") {
  SECTION("the chain runs back to the mover's own hole") {
    // d sows e f A B C; C=2, B=3, A=2 are captured; f is South's own, the chain stops.
    Position p = position({0, 0, 0, 5, 0, 0, 1, 2, 1, 4, 0, 0}, S, 17);
    Trace trace;
    CHECK(applyMove(kAdjiKui1, p, hole('d'), &trace) == 7);
    CHECK(counts(p) == std::array<int, 12>{0, 0, 0, 0, 1, 1, 0, 0, 0, 4, 0, 0});
    CHECK(p.captured[0] == 24);
    CHECK(traceHas(trace, TraceEvent::Kind::Capture, 8));
    CHECK(traceHas(trace, TraceEvent::Kind::Capture, 6));
  }
  SECTION("the chain stops at the first hole that does not hold 2 or 3") {
    // C becomes 3 (captured), B becomes 4 (stops the chain), A becomes 2 (kept).
    Position p = position({0, 0, 0, 5, 0, 0, 1, 3, 2, 4, 0, 0}, S, 17);
    CHECK(applyMove(kAdjiKui1, p, hole('d')) == 3);
    CHECK(counts(p) == std::array<int, 12>{0, 0, 0, 0, 1, 1, 2, 4, 0, 4, 0, 0});
  }
  SECTION("no capture when the last hole makes 1 or 4, or is the mover's own") {
    Position p = position({0, 0, 0, 3, 0, 0, 0, 0, 0, 4, 0, 0}, S);
    CHECK(applyMove(kAdjiKui1, p, hole('d')) == 0);  // last seed in A, now 1
    Position q = position({0, 0, 0, 3, 0, 0, 3, 0, 0, 4, 0, 0}, S);
    CHECK(applyMove(kAdjiKui1, q, hole('d')) == 0);  // A now 4
    Position r = position({0, 2, 1, 0, 0, 0, 0, 0, 0, 4, 0, 0}, S);
    CHECK(applyMove(kAdjiKui1, r, hole('b')) == 0);  // d is South's own
  }
  SECTION("North captures in South's row the same way") {
    // E sows F a b; b=3, a=2 captured; F is North's own.
    Position p = position({1, 2, 4, 0, 0, 0, 0, 0, 0, 0, 3, 0}, N, 20);
    CHECK(applyMove(kAdjiKui1, p, hole('E')) == 5);
    CHECK(counts(p) == std::array<int, 12>{0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 1});
  }
}

TEST_CASE("AK1 4: capturing all the opponent's seeds is allowed, no extra turn", "[rules][ak1]") {
  Position p = position({0, 0, 0, 0, 3, 2, 1, 1, 0, 0, 0, 0}, S);
  CHECK(applyMove(kAdjiKui1, p, hole('f')) == 4);
  CHECK(p.seedsOwnedBy(Player::North) == 0);
  CHECK(p.toMove == Player::North);
  CHECK(!p.over());
  CHECK(movesText(legalMoves(kAdjiKui1, p)) == "-");  // North must pass
}

TEST_CASE("AK1 5: a player with only singletons passes", "[rules][ak1]") {
  Game g(kAdjiKui1, position({1, 1, 0, 0, 0, 0, 2, 0, 0, 0, 3, 0}, S));
  CHECK(movesText(g.legalMoves()) == "-");
  Trace trace;
  REQUIRE(g.play(kPass, &trace));
  CHECK(traceHas(trace, TraceEvent::Kind::Pass));
  CHECK(g.position().toMove == Player::North);
  CHECK(counts(g.position()) == std::array<int, 12>{1, 1, 0, 0, 0, 0, 2, 0, 0, 0, 3, 0});
  CHECK(!g.play(hole('a')));  // a singleton may never be sown
}

TEST_CASE("AK1 5 [decision]: when neither player can play, each takes his own seeds",
          "[rules][ak1]") {
  // South passes; North sows A into B and C; now nobody has a hole of 2 or more.
  Game g(kAdjiKui1, position({1, 1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0}, S, 20));
  REQUIRE(g.play(kPass));
  REQUIRE(g.play(hole('A')));
  CHECK(g.position().reason == EndReason::NoMoves);
  CHECK(g.position().captured[0] == 22);
  CHECK(g.position().captured[1] == 26);
  CHECK(g.legalMoves().empty());
  // A position where nobody can play is over from the start.
  Game h(kAdjiKui1, position({1, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 1}, N, 22));
  CHECK(h.position().reason == EndReason::NoMoves);
  CHECK(h.position().captured[0] == 24);
  CHECK(h.position().captured[1] == 24);
}

TEST_CASE("AK1 6: no early end at 25, the game is played out", "[rules][ak1]") {
  Game g(kAdjiKui1, position({0, 0, 0, 2, 0, 0, 0, 0, 0, 3, 0, 0}, S, 30));
  CHECK(!g.over());
  CHECK(g.play(hole('d')));
  CHECK(!g.over());
}

// ---------------------------------------------------------------- Adji Kui II

TEST_CASE("AK2 1: own holes with 2 or more seeds are playable", "[rules][ak2]") {
  const Position p = position({1, 2, 0, 1, 3, 1, 4, 4, 4, 4, 4, 4}, S);
  CHECK(movesText(legalMoves(kAdjiKui2, p)) == "be");
}

TEST_CASE("AK2 2: relay sowing, each way a lap can end", "[rules][ak2]") {
  SECTION("an opponent's hole made 4 is captured and the move ends") {
    Position p = position({0, 0, 0, 0, 2, 0, 3, 2, 2, 2, 2, 2}, S, 10);
    Trace trace;
    CHECK(applyMove(kAdjiKui2, p, hole('e'), &trace) == 4);
    CHECK(counts(p) == std::array<int, 12>{0, 0, 0, 0, 0, 1, 0, 2, 2, 2, 2, 2});
    CHECK(p.captured[0] == 14);
    CHECK(traceHas(trace, TraceEvent::Kind::Capture, 6));
  }
  SECTION("an own hole made 4: nothing captured, the move ends") {
    Position p = position({0, 0, 2, 0, 3, 0, 3, 2, 2, 2, 2, 2}, S);
    CHECK(applyMove(kAdjiKui2, p, hole('c')) == 0);
    CHECK(counts(p) == std::array<int, 12>{0, 0, 0, 1, 4, 0, 3, 2, 2, 2, 2, 2});
  }
  SECTION("an empty hole ends the move") {
    Position p = position({0, 0, 2, 0, 0, 0, 3, 2, 2, 2, 2, 2}, S);
    CHECK(applyMove(kAdjiKui2, p, hole('c')) == 0);
    CHECK(counts(p) == std::array<int, 12>{0, 0, 0, 1, 1, 0, 3, 2, 2, 2, 2, 2});
  }
  SECTION("otherwise the hole's seeds are taken up and sown in a new lap") {
    // c sows d e; e now 2: relay d... e's 2 go to f and A; A was empty: the move ends.
    Position p = position({0, 0, 2, 0, 1, 0, 0, 2, 2, 2, 2, 2}, S);
    Trace trace;
    CHECK(applyMove(kAdjiKui2, p, hole('c'), &trace) == 0);
    CHECK(counts(p) == std::array<int, 12>{0, 0, 0, 1, 0, 1, 1, 2, 2, 2, 2, 2});
    CHECK(traceHas(trace, TraceEvent::Kind::Relay, 4));
  }
  SECTION("a 4 formed in passing is not captured") {
    // d sows e f A B; A becomes 4 in passing, B was empty: the move ends.
    Position p = position({0, 0, 0, 4, 0, 0, 3, 0, 2, 2, 2, 2}, S);
    CHECK(applyMove(kAdjiKui2, p, hole('d')) == 0);
    CHECK(counts(p) == std::array<int, 12>{0, 0, 0, 0, 1, 1, 4, 1, 2, 2, 2, 2});
  }
  SECTION("[decision] the origin is never skipped") {
    // 12 seeds from a: one in every hole, the last in a itself, which was emptied: the end.
    Position p = position({12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2}, S);
    Trace trace;
    applyMove(kAdjiKui2, p, hole('a'), &trace);
    CHECK(counts(p) == std::array<int, 12>{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3});
    CHECK(!traceHas(trace, TraceEvent::Kind::SkipOrigin));
  }
}

TEST_CASE("AK2 3 [decision]: a move that relays forever is not playable", "[rules][ak2]") {
  // The example of RULES.md: North to move, sowing F never ends.
  const Position p = position({0, 1, 0, 1, 0, 1, 0, 4, 0, 2, 1, 2}, N);
  CHECK(isEndlessRelay(p, hole('F')));
  CHECK(!isEndlessRelay(p, hole('B')));
  const MoveList moves = legalMoves(kAdjiKui2, p);
  CHECK(!moves.contains(hole('F')));
  CHECK(movesText(moves) == "BD");
}

TEST_CASE("AK2 3 [decision]: a long endless relay is found, the same every time", "[rules][ak2]") {
  // Sowing A here relays for thousands of laps before its cycle shows; whether a lap ends the
  // move depends on the counts alone, so the owners and the mover do not change the answer.
  const Position p = position({0, 7, 1, 0, 2, 1, 7, 5, 2, 3, 0, 4}, N);
  CHECK(isEndlessRelay(p, hole('A')));
  CHECK(isEndlessRelay(p, hole('A')));  // the second answer comes from memory
  CHECK(!legalMoves(kAdjiKui2, p).contains(hole('A')));
  const Position bought = position({0, 7, 1, 0, 2, 1, 7, 5, 2, 3, 0, 4}, N, -1, "SSSSSNNNNNNN");
  CHECK(isEndlessRelay(bought, hole('A')));
}

TEST_CASE("AK2 4: a player with no playable hole passes; if neither can, no-moves",
          "[rules][ak2]") {
  Game g(kAdjiKui2, position({1, 1, 1, 0, 0, 0, 2, 0, 0, 0, 3, 1}, S, 19));
  CHECK(movesText(g.legalMoves()) == "-");
  REQUIRE(g.play(kPass));
  CHECK(g.position().toMove == Player::North);
  Game h(kAdjiKui2, position({1, 1, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1}, S, 20));
  CHECK(h.position().reason == EndReason::NoMoves);
  CHECK(h.position().captured[0] == 25);
  CHECK(h.position().captured[1] == 23);
}

TEST_CASE("AK2 5: at 8 seeds left the game ends, each takes his own holes", "[rules][ak2]") {
  // e sows f and A; A makes 4 and is captured: 8 seeds remain.
  Game g(kAdjiKui2, position({0, 0, 1, 0, 2, 0, 3, 1, 1, 1, 1, 2}, S, 18));
  REQUIRE(g.play(hole('e')));
  const Position& p = g.position();
  CHECK(p.reason == EndReason::EightLeft);
  CHECK(p.captured[0] == 18 + 4 + 2);
  CHECK(p.captured[1] == 18 + 6);
  CHECK(p.seedsOnBoard() == 0);
}

TEST_CASE("AK2 match: a bought hole is started only by its owner, captured only by the other",
          "[rules][ak2][match]") {
  // North owns f (bought). South may not sow f; North may.
  const std::string owners = "SSSSSNNNNNNN";
  Position p = position({2, 2, 2, 2, 2, 3, 2, 2, 2, 2, 2, 2}, S, 10, owners);
  CHECK(movesText(legalMoves(kAdjiKui2, p)) == "abcde");
  p.toMove = Player::North;
  CHECK(movesText(legalMoves(kAdjiKui2, p)) == "fABCDEF");
  // South captures the 4 made in North's bought hole f: d sows e and f (3 -> 4).
  Position r = position({0, 0, 0, 2, 0, 3, 0, 0, 0, 0, 0, 9}, S, 10, owners);
  CHECK(applyMove(kAdjiKui2, r, hole('d')) == 4);
  CHECK(r.seeds[5] == 0);
  CHECK(r.captured[0] == 14);
  // North making 4 in his own bought hole f captures nothing: F sows a..f.
  Position t = position({0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 6}, N, 19, owners);
  CHECK(applyMove(kAdjiKui2, t, hole('F')) == 0);
  CHECK(counts(t) == std::array<int, 12>{1, 1, 1, 1, 1, 4, 0, 0, 0, 0, 0, 0});
  // At the end, the seeds of a bought hole go to its owner.
  Position u = position({1, 0, 0, 0, 0, 3, 1, 1, 1, 0, 0, 1}, S, 20, owners);
  endGame(kAdjiKui2, u, EndReason::EightLeft);
  CHECK(u.captured[0] == 21);
  CHECK(u.captured[1] == 27);
}
