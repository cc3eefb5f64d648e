// mancala-arena: plays the computer's levels against each other and against a random and a
// greedy player, both colours, and prints a table of results (docs/STRENGTH.md).
//
//   mancala-arena [--games N] [--variant adji-kui-1|adji-kui-2|warri|all] [--jobs J]
//                 [--seed S] [--only TEXT[,TEXT...]] [--verbose]
//
// --only keeps the pairings whose label contains one of the texts; --verbose prints every game
// (players, final totals, end reason, moves) on standard error.
//
//   mancala-arena --endgames N
//
// surveys the exact endgame solver instead (see surveyEndgames).
//
// Games come in pairs from the same opening (a few random plies, then the contenders): once
// with each contender as South. Every game is determined by its seeds, so a table can be
// reproduced exactly, whatever the number of jobs.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "ai/endgame.h"
#include "ai/endgame_bounds.h"
#include "ai/hash.h"
#include "ai/levels.h"

using namespace mancala;

namespace {

bool verbose = false;  // --verbose: every game on standard error

struct Contender {
  enum class Kind { Random, Greedy, Level } kind = Kind::Random;
  ai::Level level = ai::Level::Beginner;

  std::string name() const {
    if (kind == Kind::Random) return "Random";
    if (kind == Kind::Greedy) return "Greedy";
    return std::string(ai::levelName(level));
  }
  Move choose(const Game& game, std::uint64_t seed) const {
    if (kind == Kind::Random) return ai::randomMove(game, seed);
    if (kind == Kind::Greedy) return ai::greedyMove(game, seed);
    return ai::chooseMove(game, level, seed);
  }
};

Contender levelPlayer(ai::Level l) { return {Contender::Kind::Level, l}; }

struct Pairing {
  Variant variant;
  Contender a, b;      // the table reports a's results
  const char* target;  // the goal this pairing checks, or "" when none
  int targetPercent;
};

struct Tally {
  int aWins = 0, bWins = 0, draws = 0;
  long plies = 0;
  double seconds = 0;
};

// One game; returns the outcome from a's point of view (+1, 0, -1).
int playGame(const Pairing& p, bool aIsSouth, std::uint64_t openingSeed, std::uint64_t seed,
             long& plies) {
  Game game(Rules{p.variant, false});
  // A short random opening shared by the two games of a pair.
  const int openingPlies = 2 + static_cast<int>(openingSeed % 3);
  for (int i = 0; i < openingPlies && !game.over(); ++i)
    game.play(ai::randomMove(game, openingSeed * 31 + static_cast<std::uint64_t>(i)));
  for (int ply = 0; !game.over() && ply < 5000; ++ply) {
    const bool southToMove = game.position().toMove == Player::South;
    const Contender& who = southToMove == aIsSouth ? p.a : p.b;
    const Move m = who.choose(game, ai::mix64(seed + static_cast<std::uint64_t>(ply)));
    if (!game.play(m)) {
      std::fprintf(stderr, "illegal move %c by %s\n", moveLetter(m), who.name().c_str());
      std::exit(2);
    }
  }
  plies += static_cast<long>(game.moves().size());
  const Outcome o = game.position().outcome();
  if (verbose) {
    std::string line;
    for (const Move m : game.moves()) line += moveLetter(m);
    std::fprintf(stderr, "%s: %s (S) vs %s (N) %d-%d %s %s\n",
                 std::string(variantName(p.variant)).c_str(), (aIsSouth ? p.a : p.b).name().c_str(),
                 (aIsSouth ? p.b : p.a).name().c_str(), game.position().captured[0],
                 game.position().captured[1],
                 std::string(reasonName(game.position().reason)).c_str(), line.c_str());
  }
  if (o == Outcome::Draw || o == Outcome::None) return 0;
  const bool southWon = o == Outcome::SouthWins;
  return southWon == aIsSouth ? 1 : -1;
}

// --endgames N [SEEDS]: for each game and seed count, N endgames reached by random play (the
// first position with at most that many seeds on the board, its history kept), each given one
// second of one core: how many were decided (win, draw or loss and the final margin), and the
// time each took. SEEDS (game:count, comma-separated, e.g. warri:6) limits the rows.
int surveyEndgames(int samples, const std::string& onlySeeds) {
  using Clock = std::chrono::steady_clock;
  std::printf(
      "| game | seeds on the board | positions | win, draw or loss decided | margin decided | "
      "median time | slowest decided | median nodes |\n");
  std::printf("|---|---:|---:|---:|---:|---:|---:|---:|\n");
  for (const Variant v : kAllVariants) {
    std::vector<int> counts;
    if (v == Variant::Warri) counts = {4, 5, 6, 7, 8, 9, 10, 11, 12};
    if (v == Variant::AdjiKui1) counts = {12, 14, 16, 18, 20, 22, 24};
    if (v == Variant::AdjiKui2) counts = {12};
    for (const int seeds : counts) {
      const std::string label = std::string(variantName(v)) + ":" + std::to_string(seeds);
      if (!onlySeeds.empty() &&
          ("," + onlySeeds + ",").find("," + label + ",") == std::string::npos)
        continue;
      std::vector<double> ms;
      std::vector<std::uint64_t> nodes;
      int positions = 0;
      int decided = 0;
      int signs = 0;
      double slowest = 0;
      for (std::uint64_t seed = 1; positions < samples && seed < 100000; ++seed) {
        Game game(Rules{v, false});
        for (std::uint64_t i = 0; !game.over() && game.position().seedsOnBoard() > seeds; ++i)
          game.play(ai::randomMove(game, seed * 7919 + i));
        if (game.over()) continue;
        ++positions;
        // The endgame bounds of this layer (and those below) are built before the clock starts:
        // once in a process, as a program that holds them already loaded would not pay.
        ai::marginBounds(game.rules(), game.position());
        const Clock::time_point start = Clock::now();
        const auto r =
            ai::solveExact(game, ~std::uint64_t{0}, nullptr, start + std::chrono::seconds(1));
        const double took = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        ms.push_back(took);
        nodes.push_back(r ? r->nodes : 0);
        if (r) ++signs;
        if (r && r->marginKnown) {
          ++decided;
          slowest = std::max(slowest, took);
        }
      }
      std::sort(ms.begin(), ms.end());
      std::sort(nodes.begin(), nodes.end());
      std::printf("| %s | %d | %d | %d | %d | %.1f ms | %.1f ms | %llu |\n",
                  std::string(variantTitle(v)).c_str(), seeds, positions, signs, decided,
                  ms.empty() ? 0.0 : ms[ms.size() / 2], slowest,
                  nodes.empty() ? 0ULL : static_cast<unsigned long long>(nodes[nodes.size() / 2]));
      std::fflush(stdout);
    }
  }
  return 0;
}

// --bounds: the endgame bounds of each game built layer by layer (all of South's leads in
// Warri, whose majority rule makes the values depend on them), with what they hold and the time
// each seed count took.
int surveyBounds() {
  using Clock = std::chrono::steady_clock;
  std::printf(
      "| game | seeds on the board | layers | positions | on cycles | largest cycle component | "
      "decided by the bounds | decided when fresh | build time |\n");
  std::printf("|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
  for (const Variant v : kAllVariants) {
    const Rules rules{v, false};
    for (int seeds = v == Variant::AdjiKui2 ? 12 : 1; seeds <= ai::boundedSeeds(v); ++seeds) {
      ai::LayerFigures sum;
      int layers = 0;
      const Clock::time_point start = Clock::now();
      for (int lead = v == Variant::Warri ? -seeds : 0; lead <= (v == Variant::Warri ? seeds : 0);
           lead += 2) {
        const ai::LayerFigures f = ai::layerFigures(rules, kDefaultNorthOwned, seeds, lead);
        ++layers;
        sum.positions += f.positions;
        sum.inCycles += f.inCycles;
        sum.largestComponent = std::max(sum.largestComponent, f.largestComponent);
        sum.exact += f.exact;
        sum.freshExact += f.freshExact;
      }
      const double s = std::chrono::duration<double>(Clock::now() - start).count();
      const auto percent = [&](std::size_t k) { return 100.0 * double(k) / double(sum.positions); };
      std::printf("| %s | %d | %d | %zu | %.1f%% | %zu | %.1f%% | %.1f%% | %.2f s |\n",
                  std::string(variantTitle(v)).c_str(), seeds, layers, sum.positions,
                  percent(sum.inCycles), sum.largestComponent, percent(sum.exact),
                  percent(sum.freshExact), s);
      std::fflush(stdout);
    }
  }
  return 0;
}

void usage() {
  std::fprintf(stderr,
               "usage: mancala-arena [--games N] [--variant NAME|all] [--jobs J] [--seed S] "
               "[--only TEXT[,TEXT...]] [--verbose]\n       mancala-arena --endgames N "
               "[GAME:SEEDS,...]\n       mancala-arena --bounds\n");
  std::exit(1);
}

}  // namespace

int main(int argc, char** argv) {
  int games = 20;
  int jobs = 1;
  std::uint64_t seed = 1;
  std::string only;
  std::vector<Variant> variants(kAllVariants.begin(), kAllVariants.end());
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--verbose") {
      verbose = true;
      continue;
    }
    if (arg == "--bounds") return surveyBounds();
    if (i + 1 >= argc) usage();
    const std::string value = argv[++i];
    if (arg == "--games") {
      games = std::max(2, std::atoi(value.c_str()) / 2 * 2);
    } else if (arg == "--jobs") {
      jobs = std::max(1, std::atoi(value.c_str()));
    } else if (arg == "--seed") {
      seed = std::strtoull(value.c_str(), nullptr, 10);
    } else if (arg == "--endgames") {
      return surveyEndgames(std::max(1, std::atoi(value.c_str())), i + 1 < argc ? argv[i + 1] : "");
    } else if (arg == "--only") {
      only = value;
    } else if (arg == "--variant") {
      if (value != "all") {
        const auto v = parseVariant(value);
        if (!v) usage();
        variants = {*v};
      }
    } else {
      usage();
    }
  }

  std::vector<Pairing> pairings;
  const Contender random{Contender::Kind::Random, {}};
  const Contender greedy{Contender::Kind::Greedy, {}};
  for (const Variant v : variants) {
    for (std::size_t i = 1; i < ai::kAllLevels.size(); ++i)
      pairings.push_back(
          {v, levelPlayer(ai::kAllLevels[i]), levelPlayer(ai::kAllLevels[i - 1]), ">= 70%", 70});
    for (const ai::Level l : ai::kAllLevels) {
      pairings.push_back({v, levelPlayer(l), random, "", 0});
      pairings.push_back({v, levelPlayer(l), greedy, l == ai::Level::Master ? ">= 95%" : "", 95});
    }
  }
  if (!only.empty()) {
    std::vector<Pairing> kept;
    for (const Pairing& p : pairings) {
      const std::string label = p.a.name() + " vs " + p.b.name();
      // A comma-separated list of texts; a pairing is kept when its label contains one.
      for (std::size_t from = 0; from <= only.size();) {
        const std::size_t comma = std::min(only.find(',', from), only.size());
        if (label.find(only.substr(from, comma - from)) != std::string::npos) {
          kept.push_back(p);
          break;
        }
        from = comma + 1;
      }
    }
    pairings = kept;
  }

  // Work items: (pairing, game pair); each pair plays both colours.
  const int pairsPerPairing = games / 2;
  std::vector<Tally> tallies(pairings.size());
  std::mutex mutex;
  std::atomic<int> next{0};
  const int items = static_cast<int>(pairings.size()) * pairsPerPairing;
  auto worker = [&] {
    for (int item = next++; item < items; item = next++) {
      const std::size_t pi = static_cast<std::size_t>(item / pairsPerPairing);
      const auto k = static_cast<std::uint64_t>(item % pairsPerPairing);
      const Pairing& p = pairings[pi];
      const std::uint64_t openingSeed = ai::mix64(seed * 1000003 + k);
      const auto start = std::chrono::steady_clock::now();
      long plies = 0;
      const int first = playGame(p, true, openingSeed, ai::mix64(openingSeed + 1), plies);
      const int second = playGame(p, false, openingSeed, ai::mix64(openingSeed + 2), plies);
      const double secs =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      const std::lock_guard<std::mutex> lock(mutex);
      Tally& t = tallies[pi];
      for (const int r : {first, second}) {
        if (r > 0)
          ++t.aWins;
        else if (r < 0)
          ++t.bWins;
        else
          ++t.draws;
      }
      t.plies += plies;
      t.seconds += secs;
    }
  };
  std::vector<std::thread> threads;
  for (int j = 0; j < jobs; ++j) threads.emplace_back(worker);
  for (std::thread& t : threads) t.join();

  std::printf(
      "| game | pairing | games | wins | losses | draws | won of decided | target | "
      "met | avg plies | s/game |\n");
  std::printf("|---|---|---:|---:|---:|---:|---:|---|---|---:|---:|\n");
  bool allMet = true;
  for (std::size_t i = 0; i < pairings.size(); ++i) {
    const Pairing& p = pairings[i];
    const Tally& t = tallies[i];
    const int decided = t.aWins + t.bWins;
    const double pct = decided ? 100.0 * t.aWins / decided : 0.0;
    const bool hasTarget = p.target[0] != '\0';
    const bool met = !hasTarget || pct >= p.targetPercent;
    allMet = allMet && met;
    const int played = t.aWins + t.bWins + t.draws;
    std::printf("| %s | %s vs %s | %d | %d | %d | %d | %.0f%% | %s | %s | %.0f | %.2f |\n",
                std::string(variantTitle(p.variant)).c_str(), p.a.name().c_str(),
                p.b.name().c_str(), played, t.aWins, t.bWins, t.draws, pct, p.target,
                hasTarget ? (met ? "yes" : "NO") : "", played ? double(t.plies) / played : 0.0,
                played ? t.seconds / played : 0.0);
  }
  std::printf("\nall targets met: %s\n", allMet ? "yes" : "no");
  return allMet ? 0 : 3;
}
