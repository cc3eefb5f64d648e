// ai::analyse, the values behind the engine's `analyse` and the puzzles: its limits and its
// stages (tests/engine_analyse_test.cpp compares its values with an exhaustive search).
#include <algorithm>
#include <atomic>
#include <catch2/catch.hpp>

#include "ai/analysis.h"
#include "ai/endgame.h"
#include "test_positions.h"

using namespace mancala;
using namespace mancala::test;

TEST_CASE("analysis: a finished game has no values", "[ai][analysis]") {
  Game game(Rules{Variant::AdjiKui1, false}, position({1, 1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0}, S, 20));
  REQUIRE(game.play(kPass));
  REQUIRE(game.play(hole('A')));
  REQUIRE(game.over());
  CHECK(ai::analyse(game, ai::SearchLimits{4, 0, 0, nullptr}).moves.empty());
}

TEST_CASE("analysis: stopped at once, every move still has its depth-1 value", "[ai][analysis]") {
  const Game game(Rules{Variant::Warri, false});
  const std::atomic<bool> stop{true};
  int reports = 0;
  const ai::Analysis a =
      ai::analyse(game, ai::SearchLimits{20, 0, 0, &stop}, [&](const ai::Analysis&) { ++reports; });
  CHECK(a.moves.size() == 6);
  CHECK(a.depth == 1);
  CHECK(reports >= 1);
  CHECK(
      std::none_of(a.moves.begin(), a.moves.end(), [](const ai::MoveValue& v) { return v.exact; }));
}

TEST_CASE("analysis: deeper searches report each completed depth, best first", "[ai][analysis]") {
  const Game game(Rules{Variant::AdjiKui2, false});
  std::vector<int> depths;
  const ai::Analysis a = ai::analyse(game, ai::SearchLimits{5, 0, 0, nullptr},
                                     [&](const ai::Analysis& p) { depths.push_back(p.depth); });
  CHECK(a.depth == 5);
  REQUIRE(!depths.empty());
  CHECK(depths.back() == 5);
  CHECK(std::is_sorted(depths.begin(), depths.end()));
  for (std::size_t i = 1; i < a.moves.size(); ++i) CHECK(a.moves[i - 1].seeds >= a.moves[i].seeds);
}

TEST_CASE("analysis: a proved value is the solver's margin after the move", "[ai][analysis]") {
  // Adji Kui I with 9 seeds: within Master's exact bound, so every move is proved.
  const Game game(Rules{Variant::AdjiKui1, false},
                  position({1, 1, 2, 0, 2, 1, 1, 0, 0, 0, 0, 1}, S, 21));
  const ai::Analysis a = ai::analyse(game, ai::SearchLimits{2, 0, 0, nullptr});
  REQUIRE(static_cast<int>(a.moves.size()) == game.legalMoves().count);
  for (const ai::MoveValue& v : a.moves) {
    INFO("move " << moveLetter(v.move));
    REQUIRE(v.exact);
    CHECK(!v.forced);
    Game after = game;
    REQUIRE(after.play(v.move));
    if (after.over()) continue;
    const auto solved = ai::solveExact(after);
    REQUIRE(solved);
    REQUIRE(solved->marginKnown);
    CHECK(v.seeds == (after.position().toMove == S ? solved->margin : -solved->margin));
  }
}
