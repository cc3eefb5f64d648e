// The search: legal answers in every game, the rules it must follow (passes, extra turns),
// determinism, and the bench signature that native and wasm builds must share.
#include <atomic>
#include <catch2/catch.hpp>

#include "ai/levels.h"
#include "ai/search.h"
#include "test_positions.h"

using namespace mancala;
using namespace mancala::test;

namespace {

// Plays `moves` on a copy of `game`; false at the first illegal one.
bool playable(Game game, const std::vector<Move>& moves) {
  for (const Move m : moves)
    if (game.over() || !game.play(m)) return false;
  return true;
}

Game randomGame(Variant v, int plies, std::uint64_t seed) {
  Game game(Rules{v, false});
  for (int i = 0; i < plies && !game.over(); ++i)
    game.play(ai::randomMove(game, seed * 1000 + static_cast<std::uint64_t>(i)));
  return game;
}

}  // namespace

TEST_CASE("search: a legal best move and a playable line at every depth", "[ai][search]") {
  for (const Variant v : kAllVariants) {
    for (const int plies : {0, 9, 25, 45}) {
      const Game game = randomGame(v, plies, 7);
      if (game.over()) continue;
      std::vector<ai::SearchInfo> infos;
      const ai::SearchResult r =
          ai::search(game, {5, 0, 0}, [&](const ai::SearchInfo& i) { infos.push_back(i); });
      INFO(variantName(v) << " after " << plies << " plies");
      CHECK(game.isLegal(r.best));
      REQUIRE(infos.size() == 5);
      for (std::size_t d = 0; d < infos.size(); ++d) {
        CHECK(infos[d].depth == static_cast<int>(d) + 1);
        CHECK(!infos[d].pv.empty());
        CHECK(playable(game, infos[d].pv));
      }
      CHECK(r.info.pv.front() == r.best);
    }
  }
}

TEST_CASE("search: the same input gives the same node count and move", "[ai][search]") {
  for (const Variant v : kAllVariants) {
    const Game game = randomGame(v, 10, 3);
    const ai::SearchResult a = ai::search(game, {7, 0, 0});
    const ai::SearchResult b = ai::search(game, {7, 0, 0});
    CHECK(a.best == b.best);
    CHECK(a.info.nodes == b.info.nodes);
    CHECK(a.info.score == b.info.score);
  }
}

TEST_CASE("search: a node limit stops it with a legal move", "[ai][search]") {
  const Game game(Rules{Variant::Warri, false});
  const ai::SearchResult r = ai::search(game, {0, 0, 5000});
  CHECK(game.isLegal(r.best));
  CHECK(r.info.nodes <= 5000);
}

TEST_CASE("search: movetime returns a legal move", "[ai][search]") {
  const Game game(Rules{Variant::AdjiKui1, false});
  const ai::SearchResult r = ai::search(game, {0, 30, 0});
  CHECK(game.isLegal(r.best));
}

TEST_CASE("search: a stop flag ends it after the first depth, with a legal move", "[ai][search]") {
  for (const Variant v : kAllVariants) {
    const Game game = randomGame(v, 8, 11);
    REQUIRE(!game.over());
    const std::atomic<bool> stop{true};
    ai::SearchLimits limits;
    limits.depth = 40;  // far too deep to finish: only the flag ends it
    limits.stop = &stop;
    std::vector<int> depths;
    const ai::SearchResult r =
        ai::search(game, limits, [&](const ai::SearchInfo& i) { depths.push_back(i.depth); });
    INFO(variantName(v));
    CHECK(game.isLegal(r.best));
    CHECK(r.info.depth == 1);
    CHECK(depths == std::vector<int>{1});
    // A flag that stays clear changes nothing: the same nodes and move as without one.
    const std::atomic<bool> clear{false};
    const ai::SearchResult a = ai::search(game, {6, 0, 0});
    const ai::SearchResult b = ai::search(game, {6, 0, 0, &clear});
    CHECK(a.best == b.best);
    CHECK(a.info.nodes == b.info.nodes);
  }
}

TEST_CASE("search: takes the biggest winning capture (Warri, 25 ends the game)", "[ai][search]") {
  // South has 23. f sows A, B, C (2, 1, 1 -> 3, 2, 2): 7 seeds, 30 in all; e takes only A's 3.
  const Game game(Rules{Variant::Warri, false},
                  position({0, 0, 0, 0, 2, 3, 2, 1, 1, 0, 0, 1}, S, 23));
  const ai::SearchResult r = ai::search(game, {4, 0, 0});
  CHECK(r.best == hole('f'));
  CHECK(r.info.score == 30 - 15);
}

TEST_CASE("search: Warri grand slam, the capturer moves again", "[ai][search]") {
  // South's f lands in A (1 -> 2), North's only seeds: South moves again and must feed.
  const Game game(Rules{Variant::Warri, false},
                  position({0, 0, 0, 0, 2, 1, 1, 0, 0, 0, 0, 0}, S, 22));
  Game after = game;
  REQUIRE(after.play(hole('f')));
  REQUIRE(!after.over());
  REQUIRE(after.position().toMove == Player::South);  // the extra turn, as the core has it
  for (int depth = 1; depth <= 8; ++depth) {
    std::vector<Move> pv;
    const ai::SearchResult r =
        ai::search(game, {depth, 0, 0}, [&](const ai::SearchInfo& i) { pv = i.pv; });
    CHECK(game.isLegal(r.best));
    CHECK(playable(game, pv));
  }
}

TEST_CASE("search: a forced pass is the answer (Adji Kui I)", "[ai][search]") {
  // South has singletons only; North can move.
  const Game game(Rules{Variant::AdjiKui1, false},
                  position({1, 0, 1, 0, 1, 0, 3, 2, 0, 4, 0, 2}, S));
  REQUIRE(movesText(game.legalMoves()) == "-");
  const ai::SearchResult r = ai::search(game, {4, 0, 0});
  CHECK(r.best == kPass);
}

TEST_CASE("search: Adji Kui II relay captures are seen", "[ai][search]") {
  for (int seed = 0; seed < 6; ++seed) {
    const Game game = randomGame(Variant::AdjiKui2, 20 + seed, static_cast<std::uint64_t>(seed));
    if (game.over()) continue;
    const ai::SearchResult r = ai::search(game, {6, 0, 0});
    CHECK(game.isLegal(r.best));
    CHECK(playable(game, r.info.pv));
  }
}

TEST_CASE("bench: a fixed node count, the same in every build", "[ai][bench]") {
  const ai::BenchResult a = ai::bench();
  CHECK(a.nodes == 287047);  // the search's signature: changes only when the search does
  CHECK(a.nodes == ai::bench().nodes);
}
