// mancala-puzzles find: puzzles found in computer games between levels, judged, ordered and
// chosen.
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "ai/endgame.h"
#include "ai/hash.h"
#include "ai/levels.h"
#include "puzzle.h"
#include "puzzle_commands.h"
#include "puzzle_file.h"

namespace mancala::puzzles {

namespace {

// Pairs of levels whose games the positions come from: each weaker level against a stronger
// one, so that mistakes leave winning chances and the stronger side shows how to take them.
constexpr std::array<std::pair<ai::Level, ai::Level>, 6> kPairings{{
    {ai::Level::Beginner, ai::Level::Medium},
    {ai::Level::Easy, ai::Level::Hard},
    {ai::Level::Medium, ai::Level::Hard},
    {ai::Level::Beginner, ai::Level::Hard},
    {ai::Level::Easy, ai::Level::Medium},
    {ai::Level::Hard, ai::Level::Master},
}};

}  // namespace

int find(Variant variant, const FindOptions& options) {
  const int count = options.count;
  const int games = options.games + options.endgameGames;
  const std::uint64_t seed = options.seed;
  const auto start = std::chrono::steady_clock::now();
  const Rules rules{variant, false};
  std::set<std::uint64_t> seen;
  std::map<Goal, std::vector<Puzzle>> found;
  std::map<std::string, int> refusals;
  // Warri: positions where the opponent has no seeds, by "moves that feed of holes playable".
  std::map<std::string, int> hungry;
  int positions = 0;
  for (int g = 0; g < games; ++g) {
    const auto& [a, b] = kPairings[static_cast<std::size_t>(g) % kPairings.size()];
    const bool aSouth = (g / static_cast<int>(kPairings.size())) % 2 == 0;
    Game game(rules);
    for (int ply = 0; ply < 400 && !game.over(); ++ply) {
      const Position& pos = game.position();
      const bool judged = g < options.games || pos.seedsOnBoard() <= ai::exactTrySeeds(variant);
      if (judged && seen.insert(ai::hashPosition(pos, ai::boardKey(pos))).second) {
        ++positions;
        if (variant == Variant::Warri && pos.seedsOwnedBy(opponent(pos.toMove)) == 0)
          ++hungry[std::to_string(legalMoves(rules, pos).count) + " of " +
                   std::to_string(playableHoles(rules, pos).count)];
        const Verdict v = judge(variant, pos);
        if (v.puzzle && v.nodes <= kMaxProofNodes)
          found[v.puzzle->goal].push_back(*v.puzzle);
        else
          ++refusals[v.puzzle ? "proof too long" : v.refusal];
      }
      const bool southMoves = pos.toMove == Player::South;
      const ai::Level level = southMoves == aSouth ? a : b;
      game.play(ai::chooseMove(game, level, seed * 1000003 + static_cast<std::uint64_t>(g)));
    }
    std::fprintf(stderr, "game %d: %d positions judged,", g + 1, positions);
    for (const auto& [goal, list] : found)
      std::fprintf(stderr, " %s %zu", std::string(goalName(goal)).c_str(), list.size());
    std::fprintf(stderr, " (%.0f s)\n", secondsSince(start));
  }
  for (const auto& [why, n] : refusals) std::fprintf(stderr, "refused: %s: %d\n", why.c_str(), n);
  for (const auto& [moves, n] : hungry)
    std::fprintf(stderr, "the opponent without seeds, %s holes feed: %d\n", moves.c_str(), n);

  // Within a goal: the difficulties in turn, hardest first, and within a difficulty the games
  // still open first (the smallest value either way). Then the goals in turn until `count`.
  for (auto& [goal, list] : found) {
    std::map<int, std::vector<Puzzle>, std::greater<>> byDifficulty;
    for (const Puzzle& p : list) byDifficulty[p.difficulty].push_back(p);
    for (auto& [d, group] : byDifficulty)
      std::stable_sort(group.begin(), group.end(), [](const Puzzle& x, const Puzzle& y) {
        return std::abs(x.value) < std::abs(y.value);
      });
    std::vector<Puzzle> ordered;
    for (std::size_t i = 0; ordered.size() < list.size(); ++i)
      for (auto& [d, group] : byDifficulty)
        if (i < group.size()) ordered.push_back(group[i]);
    list = std::move(ordered);
  }
  // The goals in turn, the puzzles the solver proved first until `exact` of them are chosen.
  std::vector<Puzzle> chosen;
  std::set<std::pair<Goal, std::size_t>> taken;
  const auto choose = [&](int upTo, bool provedOnly) {
    std::map<Goal, std::size_t> next;
    for (bool more = true; more && static_cast<int>(chosen.size()) < upTo;) {
      more = false;
      for (auto& [goal, list] : found) {
        std::size_t& i = next[goal];
        while (i < list.size() &&
               (taken.count({goal, i}) || (provedOnly && list[i].proof != "exact")))
          ++i;
        if (i < list.size() && static_cast<int>(chosen.size()) < upTo) {
          taken.insert({goal, i});
          chosen.push_back(list[i++]);
          more = true;
        }
      }
    }
  };
  choose(std::min(options.exact, count), true);
  choose(count, false);
  std::stable_sort(chosen.begin(), chosen.end(),
                   [](const Puzzle& x, const Puzzle& y) { return x.difficulty < y.difficulty; });
  std::printf("# game: %s\n", std::string(variantName(variant)).c_str());
  std::printf(
      "# Made by: mancala-puzzles find %s --count %d --exact %d --games %d --endgame-games %d "
      "--seed %llu (docs/PUZZLES.md)\n",
      std::string(variantName(variant)).c_str(), count, options.exact, options.games,
      options.endgameGames, static_cast<unsigned long long>(seed));
  std::printf("# id counts to-move owners captured goal answer value difficulty proof\n");
  int n = 0;
  for (Puzzle& p : chosen) {
    char id[64];
    std::snprintf(id, sizeof id, "%s-%02d", std::string(variantName(variant)).c_str(), ++n);
    p.id = id;
    std::printf("%s\n", puzzleLine(p).c_str());
  }
  std::fprintf(stderr, "%d puzzles of %d positions in %.0f s\n", n, positions, secondsSince(start));
  return static_cast<int>(chosen.size()) == count ? 0 : 1;
}

}  // namespace mancala::puzzles
