// The game's history: undo and redo, across passes and extra turns.
#include <catch2/catch.hpp>

#include "test_positions.h"

using namespace mancala;
using namespace mancala::test;

TEST_CASE("undo restores the position before a pass", "[game]") {
  Game g(Rules{Variant::AdjiKui1, false}, position({1, 1, 0, 0, 0, 0, 2, 0, 0, 0, 3, 0}, S));
  const Position before = g.position();
  REQUIRE(g.play(kPass));
  REQUIRE(g.undo());
  CHECK(g.position() == before);
  CHECK(!g.undo());
}

TEST_CASE("undo and redo over a whole game", "[game]") {
  Game g(Rules{Variant::Warri, false});
  for (char m : std::string("cDaFbE")) REQUIRE(g.play(hole(m)));
  const Position end = g.position();
  while (g.undo()) {
  }
  CHECK(g.position() == startPosition());
  while (g.redo()) {
  }
  CHECK(g.position() == end);
  CHECK(g.moves().size() == 6);
}

TEST_CASE("playing after undo drops the redo list", "[game]") {
  Game g(Rules{Variant::Warri, false});
  REQUIRE(g.play(hole('c')));
  REQUIRE(g.undo());
  CHECK(g.canRedo());
  REQUIRE(g.play(hole('d')));
  CHECK(!g.canRedo());
}

TEST_CASE("an illegal move changes nothing", "[game]") {
  Game g(Rules{Variant::AdjiKui1, false});
  const Position before = g.position();
  CHECK(!g.play(hole('A')));  // North's hole, South to move
  CHECK(!g.play(kPass));      // a pass while holes are playable
  CHECK(!g.play(static_cast<Move>(40)));
  CHECK(g.position() == before);
  CHECK(g.moves().empty());
}

TEST_CASE("the trace of a move replays it exactly", "[game][trace]") {
  // Replaying the Pickup / Sow / Relay / Capture events on the old board gives the new one.
  for (Variant v : kAllVariants) {
    Game g(Rules{v, false});
    for (int i = 0; i < 40 && !g.over(); ++i) {
      const MoveList moves = g.legalMoves();
      const Move m = moves.moves[i % moves.count];
      Position replay = g.position();
      Trace trace;
      REQUIRE(g.play(m, &trace));
      for (const TraceEvent& e : trace) {
        switch (e.kind) {
          case TraceEvent::Kind::Pickup:
          case TraceEvent::Kind::Relay:
            CHECK(replay.seeds[e.hole] == e.count);
            replay.seeds[e.hole] = 0;
            break;
          case TraceEvent::Kind::Sow:
            ++replay.seeds[e.hole];
            CHECK(replay.seeds[e.hole] == e.count);
            break;
          case TraceEvent::Kind::Capture:
          case TraceEvent::Kind::EndShare:
            CHECK(replay.seeds[e.hole] == e.count);
            replay.seeds[e.hole] = 0;
            break;
          default: break;
        }
      }
      CHECK(replay.seeds == g.position().seeds);
    }
  }
}
