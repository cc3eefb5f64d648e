// The live region's sentences, built from the move trace.
#include <catch2/catch.hpp>

#include "app/model/words/play/announcer.h"
#include "app/text/i18n.h"
#include "core/game.h"
#include "core/record.h"

using namespace mancala;
using namespace mancala::app;

namespace {
std::string playAndDescribe(Game& g, Move m) {
  const Position before = g.position();
  Trace trace;
  REQUIRE(g.play(m, &trace));
  return describeMove(g.variant(), before, m, trace, g.position());
}
}  // namespace

TEST_CASE("announcer: a plain sowing names the hole, the seeds, where it ends and who is next",
          "[announcer]") {
  setLanguage(Language::English);
  Game g(Rules{Variant::Warri, false});
  CHECK(playAndDescribe(g, 2) ==
        "South sows c: 4 seeds, the last one in A. Score: South 0, North 0. North to move.");
}

TEST_CASE("announcer: a capture says how many and from where", "[announcer]") {
  setLanguage(Language::English);
  // South sows e (2 seeds): f, then A which makes 2 and is captured, then f? no: f is South's.
  Position pos;
  pos.seeds = {0, 0, 0, 0, 2, 4, 1, 1, 4, 4, 4, 4};
  pos.captured = {12, 12};
  Game g(Rules{Variant::Warri, false}, pos);
  const std::string text = playAndDescribe(g, 4);
  CHECK(text.find("South sows e: 2 seeds, the last one in A.") == 0);
  CHECK(text.find("South captures 2 seeds from A.") != std::string::npos);
  CHECK(text.find("Score: South 14, North 12.") != std::string::npos);
}

TEST_CASE("announcer: relay laps in Adji Kui II", "[announcer]") {
  setLanguage(Language::English);
  Game g(Rules{Variant::AdjiKui2, false});
  const std::string text = playAndDescribe(g, 0);
  CHECK(text.find("South sows a: 4 seeds.") == 0);
  CHECK(text.find("Relay from e with 5 seeds.") != std::string::npos);
  CHECK(text.find("The last seed falls in") != std::string::npos);
}

TEST_CASE("announcer: a pass, and the end of a game", "[announcer]") {
  setLanguage(Language::English);
  // Adji Kui I: South has only singletons and must pass.
  Position pos;
  pos.seeds = {1, 0, 1, 0, 0, 0, 2, 3, 0, 0, 0, 0};
  pos.captured = {20, 21};
  Game g(Rules{Variant::AdjiKui1, false}, pos);
  REQUIRE(g.legalMoves().contains(kPass));
  CHECK(playAndDescribe(g, kPass).find("South has no playable hole and passes.") == 0);

  Position end;
  end.seeds.fill(0);
  end.captured = {27, 21};
  end.reason = EndReason::Majority;
  CHECK(describeResult(end) ==
        "Game over. South 27, North 21: South wins. A player has captured 25 seeds or more.");
  end.captured = {24, 24};
  end.reason = EndReason::Repetition;
  CHECK(describeResult(end).find("It is a draw.") != std::string::npos);
}

TEST_CASE("announcer: a whole game's sentences are never empty, the last one gives the result",
          "[announcer]") {
  setLanguage(Language::English);
  for (Variant v : kAllVariants) {
    Game g(Rules{v, false});
    std::string last;
    for (int i = 0; i < 400 && !g.over(); ++i) {
      const MoveList legal = g.legalMoves();
      last = playAndDescribe(g, legal.moves[static_cast<std::size_t>(i * 7 % legal.count)]);
      CHECK_FALSE(last.empty());
    }
    REQUIRE(g.over());
    CHECK(last.find("Game over.") != std::string::npos);
  }
}

TEST_CASE("announcer: a new game says who moves and who the person plays", "[announcer]") {
  setLanguage(Language::English);
  CHECK(describeNewGame(Variant::Warri, startPosition(), false, true) ==
        "New game of Warri. South to move. You play South.");
  CHECK(describeNewGame(Variant::AdjiKui1, startPosition(Player::North), false, true) ==
        "New game of Adji Kui I. North (computer) to move. You play South.");
}
