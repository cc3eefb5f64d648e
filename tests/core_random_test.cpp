// Invariants over many random games per variant: every game ends, seeds are conserved, undo
// restores the exact previous state, records round-trip; and the game statistics agree with
// the facts RULES.md states about random legal play ("Facts to test against": games average
// about 78, 76 and 103 moves, and mostly end as said there). RULES.md gives those figures
// from an independent implementation of its rules; tests/reference/crosscheck.py checks that
// the independent implementation in tests/reference/ plays to the same figures.
#include <catch2/catch.hpp>
#include <map>
#include <random>

#include "core/record.h"

using namespace mancala;

namespace {

int totalSeeds(const Position& p) { return p.seedsOnBoard() + p.captured[0] + p.captured[1]; }

struct Stats {
  int games = 0;
  long moves = 0;
  std::map<EndReason, int> reasons;
};

Stats playRandomGames(Variant v, int games, std::uint32_t seed) {
  std::mt19937 rng(seed);
  Stats stats;
  for (int g = 0; g < games; ++g) {
    Game game(Rules{v, false});
    int plies = 0;
    while (!game.over()) {
      const MoveList moves = game.legalMoves();
      REQUIRE(!moves.empty());
      const Move m = moves.moves[std::uniform_int_distribution<int>(0, moves.count - 1)(rng)];
      const Position before = game.position();
      REQUIRE(game.play(m));
      REQUIRE(totalSeeds(game.position()) == kTotalSeeds);
      // Undo restores the exact previous state; redo gives the same position again.
      if ((plies & 7) == 0) {
        const Position after = game.position();
        REQUIRE(game.undo());
        REQUIRE(game.position() == before);
        REQUIRE(game.redo());
        REQUIRE(game.position() == after);
      }
      REQUIRE(++plies < 5000);  // every game ends
    }
    const Position& end = game.position();
    REQUIRE(end.outcome() != Outcome::None);
    if (end.reason != EndReason::Majority) REQUIRE(end.seedsOnBoard() == 0);
    // Whole game undo back to the start.
    if (g % 50 == 0) {
      Game copy = game;
      while (copy.undo()) {
      }
      REQUIRE(copy.position() == game.start());
    }
    // The record reads back to the same game.
    if (g % 10 == 0) {
      const std::string text = writeRecord(game, {"Ana", "Ben", "2026.11.30", ""});
      const auto read = readRecord(text);
      REQUIRE(std::holds_alternative<GameRecord>(read));
      const GameRecord& record = std::get<GameRecord>(read);
      REQUIRE(record.game.moves() == game.moves());
      REQUIRE(record.game.position() == game.position());
      REQUIRE(writeRecord(record.game, record.headers) == text);
    }
    ++stats.games;
    stats.moves += plies;
    ++stats.reasons[end.reason];
  }
  return stats;
}

double share(const Stats& s, EndReason r) {
  auto it = s.reasons.find(r);
  return it == s.reasons.end() ? 0.0 : static_cast<double>(it->second) / s.games;
}

}  // namespace

TEST_CASE("random games: Adji Kui I", "[random]") {
  const Stats s = playRandomGames(Variant::AdjiKui1, 10000, 1);
  const double average = static_cast<double>(s.moves) / s.games;
  INFO("average moves " << average);
  CHECK(average == Approx(78).epsilon(0.12));
  CHECK(share(s, EndReason::NoMoves) > 0.5);
  CHECK(share(s, EndReason::Repetition) > 0.0);
}

TEST_CASE("random games: Adji Kui II", "[random]") {
  const Stats s = playRandomGames(Variant::AdjiKui2, 10000, 2);
  const double average = static_cast<double>(s.moves) / s.games;
  INFO("average moves " << average);
  CHECK(average == Approx(76).epsilon(0.12));
  CHECK(share(s, EndReason::EightLeft) > 0.9);
}

TEST_CASE("random games: Warri", "[random]") {
  const Stats s = playRandomGames(Variant::Warri, 10000, 3);
  const double average = static_cast<double>(s.moves) / s.games;
  INFO("average moves " << average);
  CHECK(average == Approx(103).epsilon(0.12));
  CHECK(share(s, EndReason::Majority) > 0.5);
  CHECK(share(s, EndReason::CannotFeed) > share(s, EndReason::Repetition));
  CHECK(share(s, EndReason::CannotFeed) > 0.0);
}
