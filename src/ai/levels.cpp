#include "ai/levels.h"

#include <algorithm>
#include <bit>
#include <cctype>
#include <cmath>

#include "ai/endgame.h"
#include "ai/hash.h"
#include "ai/score.h"
#include "ai/searcher.h"

namespace mancala::ai {
namespace {

struct LevelSettings {
  int depth;            // plies looked ahead
  std::uint64_t nodes;  // node budget per move (0 = none), for Warri and Adji Kui I
  EvalStyle style;      // what the level counts in a position
  int temperature;      // spread of its choice among good moves, in hundredths of a seed
  bool exactEndgame;    // solves endgames exactly
  int ttBits;           // table size
  int purchaseDepth;    // look-ahead when choosing holes to buy (0 = default choice)
};

LevelSettings settingsOf(Level level) {
  switch (level) {
    case Level::Beginner: return {1, 0, EvalStyle::Naive, 250, false, 10, 0};
    case Level::Easy: return {2, 0, EvalStyle::Naive, 110, false, 12, 0};
    case Level::Medium: return {4, 0, EvalStyle::Full, 30, false, 14, 2};
    case Level::Hard: return {7, 25'000, EvalStyle::Full, 0, false, 18, 4};
    case Level::Master: return {64, 250'000, EvalStyle::Full, 0, true, 20, 6};
  }
  return {1, 0, EvalStyle::Naive, 0, false, 10, 0};
}

// A small deterministic generator: the same seed gives the same choices on every build.
class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    state_ += 0x9e3779b97f4a7c15ULL;
    return mix64(state_);
  }
  double unit() { return static_cast<double>(next() >> 11) * (1.0 / 9007199254740992.0); }
  int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }

 private:
  std::uint64_t state_;
};

Random randomFor(const Game& game, std::uint64_t seed) {
  const Position& pos = game.position();
  return Random(seed ^ hashPosition(pos, boardKey(pos)) ^ (game.moves().size() * 0x100000001b3ULL));
}

// Softmax choice: a move that looks t (temperature) worse than the best is chosen e times less
// often. Scores are in internal units.
Move chooseAmong(const std::vector<MoveScore>& scores, int temperature, Random& random) {
  int best = -kInfinity;
  for (const MoveScore& s : scores) best = std::max(best, s.score);
  std::vector<double> weights;
  double total = 0;
  for (const MoveScore& s : scores) {
    const double w = std::exp(static_cast<double>(s.score - best) / temperature);
    weights.push_back(w);
    total += w;
  }
  double pick = random.unit() * total;
  for (std::size_t i = 0; i < scores.size(); ++i) {
    pick -= weights[i];
    if (pick <= 0) return scores[i].move;
  }
  return scores.back().move;
}

// The interface shows the names and descriptions below in the player's language: N_ marks them
// for xgettext (cmake/Translations.cmake), as gettext_noop does.
constexpr std::string_view N_(std::string_view english) { return english; }

}  // namespace

std::string_view levelName(Level level) {
  switch (level) {
    case Level::Beginner: return N_("Beginner");
    case Level::Easy: return N_("Easy");
    case Level::Medium: return N_("Medium");
    case Level::Hard: return N_("Hard");
    case Level::Master: return N_("Master");
  }
  return "";
}

std::string_view levelKey(Level level) {
  switch (level) {
    case Level::Beginner: return "beginner";
    case Level::Easy: return "easy";
    case Level::Medium: return "medium";
    case Level::Hard: return "hard";
    case Level::Master: return "master";
  }
  return "";
}

std::string_view levelDescription(Level level) {
  switch (level) {
    case Level::Beginner:
      return N_("Looks only at its own move: grabs what it can see and often misses your reply.");
    case Level::Easy:
      return N_(
          "Sees your immediate answer, but not further; still picks a weaker move now and "
          "then.");
    case Level::Medium:
      return N_("Thinks four moves ahead and weighs the position, not just the captures.");
    case Level::Hard: return N_("Searches deeply and always plays the move it judges best.");
    case Level::Master:
      return N_("Searches deepest, and plays the endgame perfectly once few seeds are left.");
  }
  return "";
}

std::optional<Level> parseLevel(std::string_view name) {
  for (const Level level : kAllLevels) {
    const std::string_view n = levelName(level);
    if (n.size() == name.size() && std::equal(n.begin(), n.end(), name.begin(), [](char a, char b) {
          return std::tolower(static_cast<unsigned char>(a)) ==
                 std::tolower(static_cast<unsigned char>(b));
        }))
      return level;
  }
  return std::nullopt;
}

Move chooseMove(const Game& game, Level level, std::uint64_t seed, const std::atomic<bool>* stop) {
  const MoveList moves = game.legalMoves();
  if (moves.count == 0) return kNoMove;
  if (moves.count == 1) return moves.moves[0];
  const LevelSettings s = settingsOf(level);

  if (s.exactEndgame) {
    const int seeds = game.position().seedsOnBoard();
    std::optional<ExactResult> solved;
    if (seeds <= exactSeedBound(game.variant()))
      solved = solveExact(game, kExactNodeBudget, stop);
    else if (seeds <= exactTrySeeds(game.variant()))
      solved = solveExact(game, kTryNodeBudget, stop);
    if (solved && moves.contains(solved->best)) return solved->best;
  }

  Searcher searcher(game, SearcherOptions{s.style, s.ttBits, false});
  if (s.temperature == 0) {
    // A node of Adji Kui II costs about five of the others (relay sowing, endless-relay
    // checks): the same thinking time buys a fifth of the nodes.
    const std::uint64_t nodes = game.variant() == Variant::AdjiKui2 ? s.nodes / 5 : s.nodes;
    const SearchResult result = searcher.iterate(SearchLimits{s.depth, 0, nodes, stop}, {});
    return result.best;
  }
  Random random = randomFor(game, seed);
  return chooseAmong(searcher.scoreRootMoves(s.depth), s.temperature, random);
}

std::vector<int> choosePurchase(const MatchState& match, Level level, std::uint64_t seed) {
  if (!match.purchase || match.purchase->count == 0) return {};
  const LevelSettings s = settingsOf(level);
  if (s.purchaseDepth == 0) return defaultPurchase(match);

  const Player buyer = match.purchase->buyer;
  const int count = match.purchase->count;
  const int rowStart = buyer == Player::South ? kRowHoles : 0;  // the opponent's row
  std::vector<int> best = defaultPurchase(match);
  int bestScore = -kInfinity;
  // Every choice of `count` holes of the six, in a fixed order (bit masks ascending).
  for (int mask = 0; mask < (1 << kRowHoles); ++mask) {
    if (std::popcount(static_cast<unsigned>(mask)) != count) continue;
    std::vector<int> holes;
    for (int i = 0; i < kRowHoles; ++i)
      if (mask & (1 << i)) holes.push_back(rowStart + i);
    MatchState next = match;
    if (startNextGame(next, holes)) continue;  // an error: not a valid purchase
    const Game game(Rules{match.variant, false}, currentGameStart(next));
    if (game.over()) continue;
    Searcher searcher(game, SearcherOptions{s.style, 16, false});
    searcher.iterate(SearchLimits{s.purchaseDepth, 0, 0}, {});
    const int score =
        game.position().toMove == buyer ? searcher.lastScore() : -searcher.lastScore();
    if (score > bestScore) {
      bestScore = score;
      best = holes;
    }
  }
  (void)seed;
  return best;
}

Move randomMove(const Game& game, std::uint64_t seed) {
  const MoveList moves = game.legalMoves();
  if (moves.count == 0) return kNoMove;
  Random random = randomFor(game, seed);
  return moves.moves[static_cast<std::size_t>(random.below(moves.count))];
}

Move greedyMove(const Game& game, std::uint64_t seed) {
  const MoveList moves = game.legalMoves();
  if (moves.count == 0) return kNoMove;
  Random random = randomFor(game, seed);
  int best = -1;
  int ties = 0;
  Move choice = kNoMove;
  for (const Move m : moves) {
    Position after = game.position();
    const int captured = applyMove(game.rules(), after, m);
    if (captured > best) {
      best = captured;
      choice = m;
      ties = 1;
    } else if (captured == best && random.below(++ties) == 0) {
      choice = m;  // reservoir sampling: each tied move equally likely
    }
  }
  return choice;
}

}  // namespace mancala::ai
