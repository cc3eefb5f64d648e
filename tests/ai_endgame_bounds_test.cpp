// The endgame bounds: the numbering of boards, and bounds that hold whatever the history, checked
// against plain exhaustive search (brute_force.h) on random endgames of each game.
#include <catch2/catch.hpp>
#include <set>

#include "ai/board_rank.h"
#include "ai/endgame_bounds.h"
#include "ai/hash.h"
#include "brute_force.h"
#include "test_positions.h"

using namespace mancala;
using namespace mancala::test;

TEST_CASE("board ranks: every board of a seed count has its own number, without gaps",
          "[ai][bounds]") {
  for (int seeds = 0; seeds <= 5; ++seeds) {
    const std::uint64_t count = ai::boardCount(seeds);
    std::set<std::array<std::uint8_t, kHoles>> boards;
    for (std::uint64_t rank = 0; rank < count; ++rank) {
      const auto board = ai::boardOfRank(rank, seeds);
      int sum = 0;
      for (const int s : board) sum += s;
      CHECK(sum == seeds);
      CHECK(ai::boardRank(board) == rank);
      boards.insert(board);
    }
    CHECK(boards.size() == count);
  }
  CHECK(ai::boardCount(0) == 1);
  CHECK(ai::boardCount(1) == 12);
  CHECK(ai::boardCount(12) == 1'352'078);
  // Boards of real games, many seeds included.
  for (std::uint64_t seed = 1; seed < 40; ++seed) {
    Game game(Rules{Variant::AdjiKui1, false});
    for (std::uint64_t i = 0; i < seed && !game.over(); ++i)
      game.play(ai::randomMove(game, seed * 31 + i));
    const Position& p = game.position();
    const std::uint64_t rank = ai::boardRank(p.seeds);
    CHECK(rank < ai::boardCount(p.seedsOnBoard()));
    CHECK(ai::boardOfRank(rank, p.seedsOnBoard()) == p.seeds);
  }
}

namespace {

// Random endgames of `v` with at most `seeds` seeds, their history as played: the exact value
// (brute force) lies within the bounds, within the fresh ones where the history allows them, and
// equals them where they meet.
void checkBounds(Variant v, int seeds, int wanted, long budget) {
  int compared = 0;
  int exact = 0;
  for (std::uint64_t seed = 1; compared < wanted && seed < 3000; ++seed) {
    std::optional<Game> game = randomEndgame(v, seeds, 500 + seed);
    if (!game) continue;
    // Some more moves without a capture, so that histories within the layer are tried too.
    for (std::uint64_t i = 0; i < seed % 5 && !game->over(); ++i) {
      Game next = *game;
      next.play(ai::randomMove(next, seed * 13 + i));
      if (next.over() || next.position().seedsOnBoard() != game->position().seedsOnBoard()) break;
      game = next;
    }
    if (game->over()) continue;
    const std::optional<int> known = bruteForce(*game, budget);
    if (!known) continue;
    const Position& pos = game->position();
    const std::optional<ai::MarginBounds> b = ai::marginBounds(game->rules(), pos);
    REQUIRE(b);
    INFO(variantName(v) << " seed " << seed << " brute force " << *known << " bounds " << b->lo
                        << ".." << b->hi << " fresh " << b->freshLo << ".." << b->freshHi);
    CHECK(b->lo <= *known);
    CHECK(*known <= b->hi);
    // Fresh: no other position of its component since the last capture.
    bool fresh = true;
    const auto& past = game->history();
    for (std::size_t i = past.size() - 1; i-- > 0 && past[i].seedsOnBoard() == pos.seedsOnBoard();)
      if (ai::marginBounds(game->rules(), past[i])->component == b->component) fresh = false;
    if (fresh) {
      CHECK(b->freshLo <= *known);
      CHECK(*known <= b->freshHi);
    }
    if (b->lo == b->hi) ++exact;
    ++compared;
  }
  CHECK(compared == wanted);
  WARN(variantName(v) << ", " << seeds << " seeds: " << compared << " positions, " << exact
                      << " decided by the bounds alone");
}

}  // namespace

TEST_CASE("bounds: Warri's hold whatever the history (4 seeds)", "[ai][bounds]") {
  checkBounds(Variant::Warri, 4, 30, 200'000);
}

TEST_CASE("bounds: Adji Kui I's hold whatever the history (9 seeds)", "[ai][bounds]") {
  checkBounds(Variant::AdjiKui1, 9, 30, 200'000);
}

TEST_CASE("bounds: Adji Kui II's hold whatever the history (12 seeds)", "[ai][bounds]") {
  checkBounds(Variant::AdjiKui2, 12, 10, 200'000);
}

TEST_CASE("bounds: none above the bounded seeds, one for every position below", "[ai][bounds]") {
  const Game start(Rules{Variant::Warri, false});
  CHECK(!ai::marginBounds(start.rules(), start.position()));
  // A capture to 25 decides the game: the bounds meet at its margin.
  const Position p = position({0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0}, S, 23);
  const auto b = ai::marginBounds(Rules{Variant::Warri, false}, p);
  REQUIRE(b);
  CHECK(b->freshLo == 2);
  CHECK(b->freshHi == 2);
}

TEST_CASE("bounds: a thread that must not wait gets only those built already", "[ai][bounds]") {
  // Owners no other test uses, so that this layer is new here.
  const Rules rules{Variant::AdjiKui1, false};
  const Position p = position({2, 0, 1, 0, 0, 0, 0, 2, 0, 0, 0, 0}, S, 20, "SSSSSNNNNNNS");
  CHECK(!ai::marginBounds(rules, p, ai::BoundsUse::Built));
  CHECK(!ai::marginBounds(rules, p, ai::BoundsUse::None));
  const auto built = ai::marginBounds(rules, p, ai::BoundsUse::Build);
  REQUIRE(built);
  const auto again = ai::marginBounds(rules, p, ai::BoundsUse::Built);
  REQUIRE(again);
  CHECK(again->lo == built->lo);
  CHECK(again->hi == built->hi);
}
