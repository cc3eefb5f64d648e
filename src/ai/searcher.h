// The alpha-beta searcher behind ai::search, the exact endgame solver and the playing levels.
// Internal to src/ai: the public API is search.h, endgame.h and levels.h.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "ai/endgame_bounds.h"
#include "ai/evaluate.h"
#include "ai/hash.h"
#include "ai/search.h"
#include "ai/tt.h"

namespace mancala::ai {

struct SearcherOptions {
  EvalStyle style = EvalStyle::Full;
  int ttBits = 20;  // 2^20 entries of 16 bytes
  // Exact mode: no depth limit and no evaluation; every line is played to the end of the game.
  bool exact = false;
  // Key the transposition table by the position *and* the positions seen since the last
  // capture: exact by construction (what exact mode needs), but few transpositions survive.
  // Otherwise the table is keyed by the position alone and a result that a repetition of a
  // position before the node decided is never stored.
  bool historyKeyed = false;
  // Exact mode: what a line longer than solve's ply cap counts as: the lowest value the
  // endgame bounds allow (-1) or the highest (+1).
  int leafBias = -1;
  // Exact mode: which endgame bounds to use (endgame_bounds.h); without them, only the seeds on
  // the board bound the margin.
  BoundsUse bounds = BoundsUse::Build;
};

struct MoveScore {
  Move move = kNoMove;
  int score = 0;  // internal units (score.h), from the point of view of the player to move
};

class Searcher {
 public:
  Searcher(const Game& game, SearcherOptions options);

  // Iterative deepening within the limits; onInfo after each completed depth.
  SearchResult iterate(const SearchLimits& limits,
                       const std::function<void(const SearchInfo&)>& onInfo);

  // Every legal move of the root scored with a full window at `depth` (for the levels, which
  // choose among good moves rather than always the best).
  std::vector<MoveScore> scoreRootMoves(int depth);
  // One legal move of the root scored with a full window at `depth`, within the limits set by
  // limit(); nothing when they ended the search first. `ended` tells whether the move ends the
  // game at once (its score is then the final one).
  std::optional<int> scoreRootMove(Move move, int depth, bool* ended = nullptr);

  // The limits of the next scoreRootMove and solve calls: a node count (counted from the
  // searcher's creation, 0 = none), a deadline (none when `timed` is false) and a stop flag.
  void limit(std::uint64_t nodeLimit, bool timed, std::chrono::steady_clock::time_point deadline,
             const std::atomic<bool>* stop);

  // Exact mode: the value of the root (internal units) within the window (fail-soft: outside
  // it, a bound) and a best move, or nothing when the node count reached `nodeBudget` first
  // (counted from the searcher's creation) or `stop` was set. Lines are followed to the end of
  // the game, or to `plyCap` plies where a line ending there counts as the lowest value its
  // endgame bounds allow (leafBias -1) or the highest (+1): the value is then a lower (or upper)
  // bound of the game-theoretic one, and exactly it when no line reached the cap.
  std::optional<MoveScore> solve(std::uint64_t nodeBudget, int alpha, int beta,
                                 const std::atomic<bool>* stop = nullptr,
                                 std::optional<std::chrono::steady_clock::time_point> deadline = {},
                                 int plyCap = kMaxPly);

  std::uint64_t nodes() const { return nodes_; }
  // The last completed iteration's score, internal units.
  int lastScore() const { return rawScore_; }
  const std::vector<Move>& principalVariation() const { return rootPv_; }

 private:
  static constexpr int kMaxPly = 1000;
  int plyCap_ = kMaxPly;
  std::uint64_t capLeaves_ = 0;  // lines cut at plyCap_ so far
  static constexpr int kPvPly = 64;

  struct Child {
    Position pos;
    Move move;
    int order;
    int captured;
  };

  int negamax(const Position& pos, int depth, int alpha, int beta, int ply, int segStart,
              std::uint64_t segHash);
  int rootSearch(int depth, int alpha, int beta);
  // The index in keys_ of the earlier position `key` repeats, or -1.
  int repeats(const BoardKey& key, int segStart) const;
  int boundOrder(const Child& c, Player us, int ply) const;
  void checkLimits();
  void collectPv();

  Rules rules_;
  SearcherOptions options_;
  Position root_;
  TranspositionTable tt_;
  std::vector<BoardKey> keys_;  // positions since the last capture: game history, then the path
  int rootSegStart_ = 0;
  std::uint64_t rootSegHash_ = 0;

  std::uint64_t nodes_ = 0;
  std::uint64_t nodeLimit_ = 0;
  bool timed_ = false;
  std::chrono::steady_clock::time_point deadline_{};
  const std::atomic<bool>* stopFlag_ = nullptr;  // someone else's wish to stop
  std::uint64_t nextPoll_ = kNever;              // when to look at the clock and stopFlag_
  bool stop_ = false;
  static constexpr std::uint64_t kNever = ~std::uint64_t{0};
  // Looks at the clock and stopFlag_ from the next node on, when either is in use.
  void armPolling() { nextPoll_ = timed_ || stopFlag_ ? nodes_ : kNever; }

  std::array<std::array<int, kHoles + 1>, 2> history_{};
  std::vector<std::array<Move, 2>> killers_;
  // Exact mode: each node's component in its layer of the endgame bounds (-1 where none).
  std::vector<int> component_;
  std::vector<std::array<Move, kPvPly>> pv_;
  std::vector<int> pvLength_;
  std::vector<Move> rootPv_;
  int rawScore_ = 0;
  int minRepeat_ = 1 << 30;
};

}  // namespace mancala::ai
