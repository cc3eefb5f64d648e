// The five levels and the match decisions: legal, deterministic, varied where they should be.
#include <atomic>
#include <catch2/catch.hpp>
#include <set>

#include "ai/levels.h"

using namespace mancala;

TEST_CASE("levels: five, named and described, parsed back", "[ai][levels]") {
  REQUIRE(ai::kAllLevels.size() == 5);
  std::set<std::string_view> names;
  for (const ai::Level l : ai::kAllLevels) {
    CHECK(!ai::levelName(l).empty());
    CHECK(ai::levelDescription(l).size() > 20);
    CHECK(ai::parseLevel(ai::levelName(l)) == l);
    names.insert(ai::levelName(l));
  }
  CHECK(names.size() == 5);
  CHECK(ai::parseLevel("master") == ai::Level::Master);
  CHECK(!ai::parseLevel("grandmaster"));
}

TEST_CASE("levels: every level plays legal moves through whole games", "[ai][levels]") {
  for (const Variant v : kAllVariants) {
    for (const ai::Level l : {ai::Level::Beginner, ai::Level::Easy, ai::Level::Medium}) {
      Game game(Rules{v, false});
      for (std::uint64_t ply = 0; !game.over() && ply < 400; ++ply) {
        const Move m = game.position().toMove == Player::South ? ai::chooseMove(game, l, ply)
                                                               : ai::greedyMove(game, ply);
        INFO(variantName(v) << " " << ai::levelName(l) << " ply " << ply);
        REQUIRE(game.play(m));
      }
      CHECK(game.over());
    }
  }
}

TEST_CASE("levels: the strong levels answer legally", "[ai][levels]") {
  for (const Variant v : kAllVariants) {
    Game game(Rules{v, false});
    for (std::uint64_t ply = 0; ply < 12 && !game.over(); ++ply)
      game.play(ai::randomMove(game, ply + 5));
    if (game.over()) continue;
    for (const ai::Level l : {ai::Level::Hard, ai::Level::Master}) {
      INFO(variantName(v) << " " << ai::levelName(l));
      CHECK(game.isLegal(ai::chooseMove(game, l, 1)));
    }
  }
}

TEST_CASE("levels: a stop flag set at once still gives a legal move", "[ai][levels]") {
  const std::atomic<bool> stop{true};
  for (const Variant v : kAllVariants) {
    Game game(Rules{v, false});
    for (std::uint64_t ply = 0; ply < 10 && !game.over(); ++ply)
      game.play(ai::randomMove(game, ply + 9));
    if (game.over()) continue;
    for (const ai::Level l : ai::kAllLevels) {
      INFO(variantName(v) << " " << ai::levelName(l));
      CHECK(game.isLegal(ai::chooseMove(game, l, 3, &stop)));
    }
  }
}

TEST_CASE("levels: same seed, same move; the weak levels vary with the seed", "[ai][levels]") {
  const Game game(Rules{Variant::Warri, false});
  for (const ai::Level l : ai::kAllLevels)
    if (l != ai::Level::Master) CHECK(ai::chooseMove(game, l, 42) == ai::chooseMove(game, l, 42));
  std::set<Move> beginner;
  for (std::uint64_t seed = 0; seed < 40; ++seed)
    beginner.insert(ai::chooseMove(game, ai::Level::Beginner, seed));
  CHECK(beginner.size() >= 2);
}

TEST_CASE("levels: reference players", "[ai][levels]") {
  // Greedy takes the biggest capture: South's e ends in A and B (1, 2 -> 2, 3).
  Position p;
  p.seeds = {0, 0, 0, 0, 3, 0, 1, 2, 0, 0, 0, 0};
  p.captured = {21, 21};
  const Game game(Rules{Variant::Warri, false}, p);
  CHECK(ai::greedyMove(game, 1) == 4);
  for (std::uint64_t s = 0; s < 20; ++s) CHECK(game.isLegal(ai::randomMove(game, s)));
}

TEST_CASE("levels: Adji Kui II hole buying passes the match's check", "[ai][levels][match]") {
  int purchases = 0;
  for (std::uint64_t seed = 1; seed < 60 && purchases < 2; ++seed) {
    MatchState match = newMatch(Variant::AdjiKui2);
    Game game(Rules{Variant::AdjiKui2, false}, currentGameStart(match));
    for (std::uint64_t ply = 0; !game.over(); ++ply)
      game.play(game.position().toMove == Player::South ? ai::greedyMove(game, seed * 977 + ply)
                                                        : ai::randomMove(game, seed * 977 + ply));
    recordGame(match, game.position());
    if (match.over || !match.purchase || match.purchase->count == 0) continue;
    for (const ai::Level l : {ai::Level::Beginner, ai::Level::Medium, ai::Level::Master}) {
      const std::vector<int> holes = ai::choosePurchase(match, l, seed);
      INFO(ai::levelName(l) << " buys " << holes.size());
      CHECK(!checkPurchase(match, holes));
      MatchState next = match;
      CHECK(!startNextGame(next, holes));
    }
    ++purchases;
  }
  CHECK(purchases == 2);
}
