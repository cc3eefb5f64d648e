// Exact endgames: the solver against positions whose value is known, either worked out by hand
// or computed here by plain minimax over every line (no pruning, no table), with repetition
// decided from the game's history and the line exactly as the core's Game decides it.
#include <algorithm>
#include <atomic>
#include <catch2/catch.hpp>

#include "ai/endgame.h"
#include "ai/levels.h"
#include "ai/score.h"
#include "ai/searcher.h"
#include "brute_force.h"
#include "test_positions.h"

using namespace mancala;
using namespace mancala::test;

namespace {

void checkAgainstBruteForce(Variant v, int seeds, int wanted, long budget) {
  int compared = 0;
  int tried = 0;
  for (std::uint64_t seed = 1; compared < wanted && seed < 4000; ++seed) {
    const std::optional<Game> game = randomEndgame(v, seeds, seed);
    if (!game) continue;
    ++tried;
    const std::optional<int> known = bruteForce(*game, budget);
    if (!known) continue;
    const auto solved = ai::solveExact(*game, 50'000'000);
    INFO(variantName(v) << " seed " << seed << " brute force " << *known);
    REQUIRE(solved);
    CHECK(solved->result == (*known > 0 ? 1 : *known < 0 ? -1 : 0));
    REQUIRE(solved->marginKnown);
    CHECK(solved->margin == *known);
    // Its move keeps that value.
    Game after = *game;
    REQUIRE(after.play(solved->best));
    const Player us = game->position().toMove;
    if (after.over()) {
      CHECK(margin(after.position(), us) == *known);
    } else if (const std::optional<int> next = bruteForce(after, budget)) {
      CHECK((after.position().toMove == us ? *next : -*next) == *known);
    }
    ++compared;
  }
  CHECK(compared == wanted);
  WARN(variantName(v) << ": " << compared << " of " << tried
                      << " positions within brute force's reach");
}

}  // namespace

TEST_CASE("exact: Warri, a capture to 25 wins by the margin on the board", "[ai][exact]") {
  // South has 23; f makes A 2 and takes it: 25-23, the game ends at once (majority).
  const Game game(Rules{Variant::Warri, false},
                  position({0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0}, S, 23));
  const auto r = ai::solveExact(game);
  REQUIRE(r);
  CHECK(r->best == hole('f'));
  CHECK(r->result == 1);
  CHECK(r->margin == 2);
}

TEST_CASE("exact: Adji Kui II, a capture down to eight ends the game", "[ai][exact]") {
  // Both of South's moves capture A's four; the eight left go to their owners: 18+4+4 to 18+4.
  const Game game(Rules{Variant::AdjiKui2, false},
                  position({0, 0, 0, 3, 2, 0, 3, 0, 0, 2, 2, 0}, S, 18));
  const auto r = ai::solveExact(game);
  REQUIRE(r);
  CHECK(r->result == 1);
  CHECK(r->margin == 4);
}

TEST_CASE("exact: Adji Kui I, nobody can move: the seeds go to their owners", "[ai][exact]") {
  // South's only move, d (2 seeds), leaves singletons everywhere: no-moves, 20+4 to 20+4.
  const Game game(Rules{Variant::AdjiKui1, false},
                  position({1, 0, 0, 2, 0, 0, 0, 1, 0, 1, 1, 0}, S, 21));
  const auto r = ai::solveExact(game);
  REQUIRE(r);
  CHECK(r->result == 0);
  CHECK(r->margin == 0);
}

TEST_CASE("exact: equals brute force on random Warri endgames (3 seeds)", "[ai][exact]") {
  checkAgainstBruteForce(Variant::Warri, 3, 25, 40'000);
}

TEST_CASE("exact: equals brute force on random Adji Kui I endgames (8 seeds)", "[ai][exact]") {
  checkAgainstBruteForce(Variant::AdjiKui1, 8, 30, 100'000);
}

TEST_CASE("exact: equals brute force on random Adji Kui II endgames (12 seeds)", "[ai][exact]") {
  checkAgainstBruteForce(Variant::AdjiKui2, 12, 5, 100'000);
}

TEST_CASE("exact: within the stated bound the solver always decides", "[ai][exact]") {
  for (const Variant v : kAllVariants) {
    const int bound = ai::exactSeedBound(v);
    if (bound == 0) continue;
    int solved = 0;
    for (std::uint64_t seed = 1; solved < 60 && seed < 4000; ++seed) {
      const std::optional<Game> game = randomEndgame(v, bound, 100 + seed);
      if (!game) continue;
      INFO(variantName(v) << " seed " << seed);
      CHECK(ai::solveExact(*game, ai::kExactNodeBudget));
      ++solved;
    }
    CHECK(solved == 60);
  }
}

TEST_CASE("exact: a position already decided still gets a legal move", "[ai][exact]") {
  // South has 40 of 48: nothing can change the result, the solver must still choose.
  const Game game(Rules{Variant::AdjiKui1, false},
                  position({2, 0, 0, 2, 0, 0, 0, 0, 0, 2, 0, 2}, S, 40));
  const auto r = ai::solveExact(game);
  REQUIRE(r);
  CHECK(game.isLegal(r->best));
  CHECK(r->result == 1);
  CHECK(game.isLegal(ai::chooseMove(game, ai::Level::Master, 0)));
}

TEST_CASE("exact: a stop flag leaves the position undecided; the level still answers",
          "[ai][exact]") {
  // Decided in a few nodes without the flag (the capture to 25 above).
  const Game game(Rules{Variant::Warri, false},
                  position({0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0}, S, 23));
  const std::atomic<bool> stop{true};
  CHECK(!ai::solveExact(game, ai::kExactNodeBudget, &stop));
  const std::atomic<bool> clear{false};
  CHECK(ai::solveExact(game, ai::kExactNodeBudget, &clear));
  CHECK(game.isLegal(ai::chooseMove(game, ai::Level::Master, 0, &stop)));
}

namespace {

// The solver without the endgame bounds, over every line to the end of the game (as it was
// before them): its value when it decides within `budget` nodes, lines of up to 999 plies.
std::optional<int> plainSolver(const Game& game, std::uint64_t budget) {
  std::optional<int> value;
  for (const int bias : {-1, 1}) {
    ai::Searcher searcher(
        game, ai::SearcherOptions{ai::EvalStyle::Full, 18, true, true, bias, ai::BoundsUse::None});
    const auto r = searcher.solve(budget, -ai::kInfinity, ai::kInfinity);
    if (!r) return std::nullopt;
    // A line cut at the cap counts as the worst, then as the best: decided when both agree.
    if (value && *value != r->score) return std::nullopt;
    value = r->score;
  }
  return ai::scoreInSeeds(*value);
}

void checkAgainstPlainSolver(Variant v, int seeds, int wanted) {
  int compared = 0;
  for (std::uint64_t seed = 1; compared < wanted && seed < 2000; ++seed) {
    const std::optional<Game> game = randomEndgame(v, seeds, 900 + seed);
    if (!game) continue;
    const std::optional<int> plain = plainSolver(*game, 100'000);
    if (!plain) continue;
    const auto solved = ai::solveExact(*game, 50'000'000);
    INFO(variantName(v) << " seed " << seed << " plain solver " << *plain);
    REQUIRE(solved);
    REQUIRE(solved->marginKnown);
    CHECK(solved->margin == *plain);
    ++compared;
  }
  CHECK(compared == wanted);
}

}  // namespace

TEST_CASE("exact: equals the solver without bounds wherever that one decides (Warri)",
          "[ai][exact]") {
  checkAgainstPlainSolver(Variant::Warri, 5, 10);
}

TEST_CASE("exact: equals the solver without bounds wherever that one decides (Adji Kui I)",
          "[ai][exact]") {
  checkAgainstPlainSolver(Variant::AdjiKui1, 14, 10);
}

TEST_CASE("exact: equals the solver without bounds wherever that one decides (Adji Kui II)",
          "[ai][exact]") {
  checkAgainstPlainSolver(Variant::AdjiKui2, 12, 5);
}
