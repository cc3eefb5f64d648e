// `analyse` against an independent exhaustive search: on random positions with few seeds, every
// move's value the engine reports through the protocol must be proved (`!`) and equal the best
// final margin that plain minimax over the rules core finds after it (no pruning, no table, the
// repetition rule decided from the line exactly as the core's Game decides it). Nothing of the
// search in src/ai is used here.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "engine/protocol.h"
#include "engine_fixtures.h"

using namespace mancala;

namespace {

int margin(const Position& finished, Player us) {
  return finished.captured[index(us)] - finished.captured[index(opponent(us))];
}

// The best final margin the player to move can force from `pos`, the positions in `seen`
// having occurred since the last capture; nothing when `budget` lines ran out.
struct Minimax {
  Rules rules;
  std::vector<PositionKey> seen;
  long budget = 0;

  std::optional<int> moveValue(const Position& pos, Move m, int depth) {
    const Player us = pos.toMove;
    Position next = pos;
    applyMove(rules, next, m);
    if (next.over()) return margin(next, us);
    if (std::find(seen.begin(), seen.end(), keyOf(next)) != seen.end()) {
      endGame(rules, next, EndReason::Repetition);
      return margin(next, us);
    }
    seen.push_back(keyOf(next));
    const std::optional<int> child = value(next, depth + 1);
    seen.pop_back();
    if (!child) return std::nullopt;
    return next.toMove == us ? *child : -*child;
  }

  std::optional<int> value(const Position& pos, int depth) {
    if (--budget < 0 || depth > 300) return std::nullopt;
    int best = -1000;
    for (const Move m : legalMoves(rules, pos)) {
      const std::optional<int> v = moveValue(pos, m, depth);
      if (!v) return std::nullopt;
      best = std::max(best, *v);
    }
    return best;
  }
};

std::uint64_t nextRandom(std::uint64_t& state) {
  state += 0x9e3779b97f4a7c15ULL;
  std::uint64_t x = state;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

// A position reached by random legal moves from the start once at most `seeds` are left on the
// board, or nothing if the game ended first.
std::optional<Position> randomPosition(Variant v, int seeds, std::uint64_t seed) {
  const Rules rules{v, false};
  Game game(rules);
  std::uint64_t state = seed;
  while (!game.over() && game.position().seedsOnBoard() > seeds) {
    const MoveList moves = game.legalMoves();
    game.play(moves.moves[static_cast<std::size_t>(nextRandom(state) % moves.count)]);
  }
  if (game.over()) return std::nullopt;
  return game.position();
}

std::string setupCommand(const Position& p) {
  std::string counts;
  for (int h = 0; h < kHoles; ++h) {
    if (h > 0) counts += ',';
    counts += std::to_string(p.seeds[h]);
  }
  std::string owners;
  for (int h = 0; h < kHoles; ++h) owners += p.owner(h) == Player::North ? 'N' : 'S';
  return "setup " + counts + " " + (p.toMove == Player::South ? "S" : "N") + " " + owners + " " +
         std::to_string(p.captured[0]) + "," + std::to_string(p.captured[1]);
}

// `analysis a=+4! b=-2 ...` as move -> (seeds, proved), in the order given.
std::vector<std::pair<Move, std::pair<int, bool>>> parseAnalysis(const std::string& line) {
  REQUIRE(line.rfind("analysis ", 0) == 0);
  std::vector<std::pair<Move, std::pair<int, bool>>> values;
  std::size_t at = 9;
  while (at < line.size()) {
    std::size_t end = line.find(' ', at);
    if (end == std::string::npos) end = line.size();
    std::string word = line.substr(at, end - at);
    REQUIRE(word.size() >= 3);
    const std::optional<Move> m = parseMove(word[0]);
    REQUIRE(m);
    const bool proved = word.back() == '!';
    if (proved) word.pop_back();
    values.push_back({*m, {std::stoi(word.substr(2)), proved}});
    at = end + 1;
  }
  return values;
}

void compareWithMinimax(Variant v, int seeds, int wanted, long budget) {
  std::vector<std::string> lines;
  EngineSession engine([&](const std::string& l) { lines.push_back(l); });
  auto send = [&](const std::string& command) {
    lines.clear();
    engine.handle(command);
    REQUIRE(lines.size() == 1);
    return lines.back();
  };
  REQUIRE(send(std::string("variant ") + std::string(variantName(v))) == "ok");
  int compared = 0, tried = 0;
  for (std::uint64_t seed = 1; compared < wanted && seed < 3000; ++seed) {
    const std::optional<Position> pos = randomPosition(v, seeds, seed * 104729);
    if (!pos) continue;
    ++tried;
    // The exhaustive values first; positions beyond its reach are left out.
    Minimax minimax{Rules{v, false}, {keyOf(*pos)}, budget};
    std::map<Move, int> expected;
    bool within = true;
    for (const Move m : legalMoves(minimax.rules, *pos)) {
      const std::optional<int> value = minimax.moveValue(*pos, m, 0);
      if (!value) {
        within = false;
        break;
      }
      expected[m] = *value;
    }
    if (!within) continue;
    INFO(variantName(v) << " seed " << seed << ": " << setupCommand(*pos));
    REQUIRE(send(setupCommand(*pos)) == "ok");
    const std::string line = send("analyse depth 2");
    INFO(line);
    const auto values = parseAnalysis(line);
    REQUIRE(values.size() == expected.size());
    int previous = 1000;
    for (const auto& [move, value] : values) {
      INFO("move " << moveLetter(move));
      REQUIRE(expected.count(move) == 1);
      CHECK(value.second);  // proved
      CHECK(value.first == expected[move]);
      CHECK(value.first <= previous);  // best first
      previous = value.first;
    }
    ++compared;
  }
  CHECK(compared == wanted);
  WARN(variantName(v) << ": " << compared << " of " << tried
                      << " positions within the exhaustive search's reach");
}

}  // namespace

TEST_CASE("analyse: equals exhaustive minimax on random Adji Kui I positions (8 seeds)",
          "[engine][analyse]") {
  compareWithMinimax(Variant::AdjiKui1, 8, 25, 100'000);
}

TEST_CASE("analyse: equals exhaustive minimax on random Adji Kui II positions (12 seeds)",
          "[engine][analyse]") {
  compareWithMinimax(Variant::AdjiKui2, 12, 5, 100'000);
}

TEST_CASE("analyse: equals exhaustive minimax on random Warri positions (3 seeds)",
          "[engine][analyse]") {
  compareWithMinimax(Variant::Warri, 3, 25, 40'000);
}

// The order ENGINE_PROTOCOL.md and docs/ENGINE.md give: by score, best first; among equal
// scores a proved value before an estimate, then index order.
TEST_CASE("analyse: equal scores keep the documented order", "[engine][analyse]") {
  test::Engine engine;
  auto send = [&](const std::string& command) {
    const std::string answer = engine.send(command);
    REQUIRE(engine.lines.size() == 1);
    return answer;
  };
  int ties = 0, provedBesideEstimate = 0;
  auto checkOrder = [&](const std::string& setup, int depth) {
    REQUIRE(send(setup) == "ok");
    const std::string line = send("analyse depth " + std::to_string(depth));
    INFO(setup << ", analyse depth " << depth << ": " << line);
    const auto values = parseAnalysis(line);
    for (std::size_t i = 1; i < values.size(); ++i) {
      const auto& [before, was] = values[i - 1];
      const auto& [after, is] = values[i];
      REQUIRE(was.first >= is.first);
      if (was.first != is.first) continue;
      ++ties;
      if (was.second != is.second) ++provedBesideEstimate;
      CHECK((was.second || !is.second));                   // a proved value first
      if (was.second == is.second) CHECK(before < after);  // then index order
    }
  };
  // Warri's start: estimates of equal seeds; an Adji Kui II position where a proved loss ties
  // with an estimate of it.
  REQUIRE(send("variant warri") == "ok");
  for (int depth = 1; depth <= 6; ++depth) checkOrder("setup 4,4,4,4,4,4,4,4,4,4,4,4 S", depth);
  REQUIRE(send("variant adji-kui-2") == "ok");
  checkOrder("setup 1,1,0,0,4,0,2,0,0,0,2,2 N SSSSSSNNNNNN 20,16", 2);
  CHECK(provedBesideEstimate > 0);
  // Random positions of each game.
  for (const Variant v : {Variant::AdjiKui1, Variant::AdjiKui2, Variant::Warri}) {
    REQUIRE(send(std::string("variant ") + std::string(variantName(v))) == "ok");
    for (const int seeds : {40, 30, 20}) {
      for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        const std::optional<Position> pos = randomPosition(v, seeds, seed * 7919 + 13);
        if (!pos) continue;
        for (const int depth : {1, 3}) checkOrder(setupCommand(*pos), depth);
      }
    }
  }
  CHECK(ties > 30);
}
