// The "How to play" lessons: every lesson's move is legal under the core rules and does what its
// caption says, and together they teach what each game needs (captures, relays, passes, the grand
// slam, Warri's feeding, the hole purchase of a match).
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

#include "app/model/lessons/tutorial.h"
#include "core/match.h"

using namespace mancala;
using namespace mancala::app;

TEST_CASE("every lesson move is legal and does what its caption says", "[tutorial]") {
  const auto& all = lessons();
  std::set<Variant> variants;
  bool capture = false, relay = false, pass = false, purchase = false, grandSlam = false;
  // What the lessons must teach beyond that: Warri's cut (not a grand slam) and feeding, and a
  // chain of captures over three holes in Adji Kui I.
  bool warriCut = false, warriFeeding = false, chainOfThree = false;
  for (const Lesson& lesson : all) {
    INFO("lesson \"" << lesson.title << "\"");
    variants.insert(lesson.rules.variant);
    REQUIRE(lesson.steps.size() >= 2);
    for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
      const TutorialStep& step = lesson.steps[i];
      INFO("step " << i << ": " << step.caption);
      const Position& pos = step.position;
      CHECK(pos.seedsOnBoard() + pos.captured[0] + pos.captured[1] == kTotalSeeds);
      if (pos.northOwned != kDefaultNorthOwned) purchase = true;
      if (step.move == kNoMove) continue;
      Game game(lesson.rules, pos);
      REQUIRE(game.position() == pos);  // nothing to settle: the position is a game in progress
      REQUIRE(game.isLegal(step.move));
      Trace trace;
      REQUIRE(game.play(step.move, &trace));
      CHECK(trace.size() == step.trace.size());
      const Position& after = game.position();
      const Player mover = pos.toMove;
      int captured = 0, relays = 0, holes = 0;
      bool passed = false, extraTurn = false;
      for (const TraceEvent& e : trace) {
        if (e.kind == TraceEvent::Kind::Capture) {
          captured += e.count;
          ++holes;
        }
        if (e.kind == TraceEvent::Kind::Relay) ++relays;
        if (e.kind == TraceEvent::Kind::Pass) passed = true;
        if (e.kind == TraceEvent::Kind::ExtraTurn) extraTurn = true;
      }
      CHECK(captured == step.effect.captured);
      CHECK(holes == step.effect.holesCaptured);
      CHECK(after.captured[static_cast<std::size_t>(index(mover))] ==
            pos.captured[static_cast<std::size_t>(index(mover))] + step.effect.captured);
      CHECK(relays >= step.effect.relays);
      CHECK((step.effect.relays == 0) == (relays == 0));
      CHECK(passed == step.effect.pass);
      CHECK(extraTurn == step.effect.grandSlam);
      if (step.effect.grandSlam) {
        CHECK(after.toMove == mover);
        CHECK(after.seedsOwnedBy(opponent(mover)) == 0);
      }
      if (step.effect.feeds) {
        CHECK(pos.seedsOwnedBy(opponent(mover)) == 0);
        CHECK(after.seedsOwnedBy(opponent(mover)) > 0);
      }
      CHECK_FALSE(after.over());
      capture |= captured > 0;
      relay |= relays > 0 && captured > 0;
      pass |= passed;
      grandSlam |= extraTurn;
      const Variant v = lesson.rules.variant;
      warriCut |= v == Variant::Warri && captured > 0 && !extraTurn;
      if (v == Variant::Warri && step.effect.feeds)  // a sowable hole refused for not feeding
        for (int h = 0; h < kHoles; ++h)
          if (const auto error = checkMove(lesson.rules, pos, static_cast<Move>(h)))
            warriFeeding |= error->code == MoveErrorCode::MustFeed;
      chainOfThree |= v == Variant::AdjiKui1 && holes >= 3;
      // The next step shows the move's result (unless it sets up a new position).
      if (i + 1 < lesson.steps.size() && lesson.steps[i + 1].position.northOwned == pos.northOwned)
        CHECK(lesson.steps[i + 1].position == after);
    }
  }
  CHECK(variants.size() == 3);
  CHECK(capture);
  CHECK(relay);
  CHECK(pass);
  CHECK(purchase);
  CHECK(grandSlam);
  CHECK(warriCut);
  CHECK(warriFeeding);
  CHECK(chainOfThree);
}

TEST_CASE("the hole purchase lesson is what a match gives", "[tutorial]") {
  const auto& all = lessons();
  const auto it = std::find_if(all.begin(), all.end(), [](const Lesson& l) {
    return std::any_of(l.steps.begin(), l.steps.end(), [](const TutorialStep& s) {
      return s.position.northOwned != kDefaultNorthOwned;
    });
  });
  REQUIRE(it != all.end());
  CHECK(it->rules.variant == Variant::AdjiKui2);
  const Position& finished = it->steps.front().position;
  CHECK(finished.over());
  CHECK(finished.captured[0] == 32);
  CHECK(finished.captured[1] == 16);
  const HoleShares shares = holeShares(32, 16);
  CHECK(shares.holes[0] == 8);
  CHECK(shares.holes[1] == 4);
  const Position& next = it->steps[1].position;
  CHECK(next.owner(6) == Player::South);  // A and B, bought by South
  CHECK(next.owner(7) == Player::South);
  for (int h = 8; h < kHoles; ++h) CHECK(next.owner(h) == Player::North);
  CHECK(next.toMove == Player::South);  // North started the first game
  for (int h = 0; h < kHoles; ++h) CHECK(next.seeds[static_cast<std::size_t>(h)] == kStartSeeds);
  // Only the buyer may sow a bought hole.
  Position northToMove = next;
  northToMove.toMove = Player::North;
  const MoveList northMoves = legalMoves(Rules{Variant::AdjiKui2, false}, northToMove);
  CHECK_FALSE(northMoves.contains(6));
  CHECK_FALSE(northMoves.contains(7));
  CHECK(legalMoves(Rules{Variant::AdjiKui2, false}, next).contains(6));
}
