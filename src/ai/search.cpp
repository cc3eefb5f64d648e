// Negamax alpha-beta with iterative deepening, a transposition table and move ordering
// (table move, captures, killers, history), on top of the rules core.
//
// Rules the search must follow exactly as the core does:
// - a pass is a move like any other (a forced pass costs no depth);
// - Warri's grand slam leaves the same player to move: the child is then searched with the
//   same window and its score is not negated;
// - every end rule but repetition is decided by applyMove itself (Position::over);
// - repetition: a position that equals one seen earlier since the last capture, in the game's
//   history or along the searched line, ends the game there with each player taking the seeds
//   in the holes he owns (the core's endGame decides the totals).
#include "ai/search.h"

#include <algorithm>

#include "ai/endgame_bounds.h"
#include "ai/score.h"
#include "ai/searcher.h"

namespace mancala::ai {
namespace {

using Clock = std::chrono::steady_clock;

constexpr int kExactDepth = 30'000;  // "unlimited": exact mode never decrements it
constexpr int kBenchDepth = 11;
constexpr int kNoRepeat = 1 << 30;
constexpr std::uint64_t kSegSalt = 0x2545f4914f6cdd1dULL;

int marginFor(const Position& finished, Player us) {
  return finished.captured[index(us)] - finished.captured[index(opponent(us))];
}

std::uint64_t elapsedMs(Clock::time_point start) {
  return static_cast<std::uint64_t>(
      std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count());
}

}  // namespace

Searcher::Searcher(const Game& game, SearcherOptions options)
    : rules_(game.rules()),
      options_(options),
      root_(game.position()),
      tt_(options.ttBits),
      killers_(kMaxPly + 2, {kNoMove, kNoMove}),
      component_(kMaxPly + 2, -1),
      pv_(kPvPly + 2),
      pvLength_(kPvPly + 2, 0) {
  // Only positions with as many seeds on the board as now can come back: captures are final.
  const std::vector<Position>& past = game.history();
  const int seeds = root_.seedsOnBoard();
  std::size_t first = past.size() - 1;
  while (first > 0 && past[first - 1].seedsOnBoard() == seeds) --first;
  keys_.reserve(past.size() - first + kMaxPly + 4);
  for (std::size_t i = first; i < past.size(); ++i) keys_.push_back(boardKey(past[i]));
  for (std::size_t i = 0; i + 1 < keys_.size(); ++i) rootSegHash_ ^= hashBoard(keys_[i]);
  rootSegStart_ = 0;
}

int Searcher::repeats(const BoardKey& key, int segStart) const {
  for (std::size_t i = static_cast<std::size_t>(segStart); i < keys_.size(); ++i)
    if (keys_[i] == key) return static_cast<int>(i);
  return -1;
}

void Searcher::checkLimits() {
  if (nodeLimit_ != 0 && nodes_ >= nodeLimit_) stop_ = true;
  if (nodes_ >= nextPoll_) {
    nextPoll_ = nodes_ + kStopPollNodes;
    if (timed_ && Clock::now() >= deadline_) stop_ = true;
    if (stopFlag_ && stopFlag_->load(std::memory_order_relaxed)) stop_ = true;
  }
}

int Searcher::negamax(const Position& pos, int depth, int alpha, int beta, int ply, int segStart,
                      std::uint64_t segHash) {
  ++nodes_;
  if (ply < kPvPly) pvLength_[ply] = 0;
  checkLimits();
  if (stop_) return 0;
  if (!options_.exact && depth <= 0) return evaluate(rules_, pos, options_.style);
  if (ply >= kMaxPly && !options_.exact) return stop_ ? 0 : evaluate(rules_, pos, options_.style);

  if (options_.exact) {
    // Whatever happens, the margin stays within the seeds still on the board, and within the
    // endgame bounds where there are some (endgame_bounds.h).
    const int now = pos.captured[index(pos.toMove)] - pos.captured[index(opponent(pos.toMove))];
    const int board = pos.seedsOnBoard();
    int lo = now - board;
    int hi = now + board;
    if (const std::optional<MarginBounds> b = marginBounds(rules_, pos, options_.bounds)) {
      const int self = static_cast<int>(keys_.size()) - 1;
      // No other position of its component seen: just after a capture, or the line has just
      // come into the component (it can never go back to one it left).
      const bool fresh = self == segStart ||
                         (ply > 0 && component_[static_cast<std::size_t>(ply - 1)] != b->component);
      component_[static_cast<std::size_t>(ply)] = b->component;
      lo = fresh ? b->freshLo : b->lo;
      hi = fresh ? b->freshHi : b->hi;
    } else {
      component_[static_cast<std::size_t>(ply)] = -1;
    }
    if (ply > 0) {
      const int highest = finalScore(hi);
      const int lowest = finalScore(lo);
      if (highest <= alpha || lo == hi) return highest;
      if (lowest >= beta) return lowest;
      // A line this long is not followed further: it counts as the worst (or the best) the
      // bounds allow, and the caller proves only what holds either way (endgame.cpp).
      if (ply >= plyCap_) {
        ++capLeaves_;
        return options_.leafBias < 0 ? lowest : highest;
      }
    }
  }

  const BoardKey key = keys_.back();
  std::uint64_t ttKey = hashPosition(pos, key);
  if (options_.historyKeyed) ttKey ^= mix64(segHash ^ kSegSalt);
  Move ttMove = kNoMove;
  if (const TTEntry* e = tt_.probe(ttKey)) {
    ttMove = e->move;
    // Exact mode: an entry counts when its lines reached no cap, or were cut no shorter.
    if (ply > 0 && e->depth >= (options_.exact ? plyCap_ - ply : depth)) {
      const bool usable = e->bound == Bound::Exact ||
                          (e->bound == Bound::Lower && e->score >= beta) ||
                          (e->bound == Bound::Upper && e->score <= alpha);
      if (usable) {
        if (options_.exact && e->depth < kExactDepth) ++capLeaves_;  // it rests on cut lines
        return e->score;
      }
    }
  }

  const Player us = pos.toMove;
  const int ui = index(us);
  const MoveList moves = legalMoves(rules_, pos);
  std::array<Child, kHoles + 1> children;
  int n = 0;
  for (const Move m : moves) {
    Child& c = children[static_cast<std::size_t>(n++)];
    c.pos = pos;
    c.move = m;
    c.captured = applyMove(rules_, c.pos, m);
    if (depth > 1 && !c.pos.over()) {
      const std::uint64_t childKey = hashPosition(c.pos, boardKey(c.pos));
      tt_.prefetch(options_.historyKeyed
                       ? childKey ^
                             mix64((c.captured > 0 ? 0 : segHash ^ hashBoard(key)) ^ kSegSalt)
                       : childKey);
    }
    int order = history_[static_cast<std::size_t>(ui)][static_cast<std::size_t>(m)];
    if (m == ttMove) order += 1 << 28;
    order += (options_.exact ? boundOrder(c, us, ply) : c.captured) << 20;
    if (m == killers_[static_cast<std::size_t>(ply)][0])
      order += 1 << 19;
    else if (m == killers_[static_cast<std::size_t>(ply)][1])
      order += 1 << 18;
    c.order = order;
  }
  for (int i = 1; i < n; ++i) {  // insertion sort, best first; stable for equal keys
    Child c = children[static_cast<std::size_t>(i)];
    int j = i - 1;
    while (j >= 0 && children[static_cast<std::size_t>(j)].order < c.order) {
      children[static_cast<std::size_t>(j + 1)] = children[static_cast<std::size_t>(j)];
      --j;
    }
    children[static_cast<std::size_t>(j + 1)] = c;
  }

  const int alphaOrig = alpha;
  const std::uint64_t capLeavesBefore = capLeaves_;
  int best = -kInfinity;
  Move bestMove = kNoMove;
  const std::uint64_t childSegHash = segHash ^ hashBoard(key);
  // Which earlier positions the lines below ended on by repetition: a result that depends on
  // a position before this node depends on how the game got here, and is not stored.
  const int self = static_cast<int>(keys_.size()) - 1;
  const int outerRepeat = minRepeat_;
  minRepeat_ = kNoRepeat;
  for (int i = 0; i < n; ++i) {
    const Child& c = children[static_cast<std::size_t>(i)];
    const int childDepth = options_.exact ? depth : (c.move == kPass ? depth : depth - 1);
    int score = 0;
    bool searched = false;
    if (c.pos.over()) {
      ++nodes_;
      score = finalScore(marginFor(c.pos, us));
    } else {
      const BoardKey ck = boardKey(c.pos);
      const bool fresh = c.captured > 0;
      const int repeated = fresh ? -1 : repeats(ck, segStart);
      if (repeated >= 0) {
        minRepeat_ = std::min(minRepeat_, repeated);
        ++nodes_;
        Position ended = c.pos;
        endGame(rules_, ended, EndReason::Repetition);
        score = finalScore(marginFor(ended, us));
      } else {
        keys_.push_back(ck);
        const int cs = fresh ? static_cast<int>(keys_.size()) - 1 : segStart;
        const std::uint64_t ch = fresh ? 0 : childSegHash;
        if (c.pos.toMove == us)
          score = negamax(c.pos, childDepth, alpha, beta, ply + 1, cs, ch);
        else
          score = -negamax(c.pos, childDepth, -beta, -alpha, ply + 1, cs, ch);
        keys_.pop_back();
        searched = true;
      }
    }
    if (stop_) return 0;
    if (score > best) {
      best = score;
      bestMove = c.move;
      if (score > alpha) {
        alpha = score;
        if (ply < kPvPly) {
          auto& line = pv_[static_cast<std::size_t>(ply)];
          line[0] = c.move;
          int len = 1;
          if (searched && ply + 1 < kPvPly) {
            const auto& next = pv_[static_cast<std::size_t>(ply + 1)];
            for (int k = 0; k < pvLength_[static_cast<std::size_t>(ply + 1)] && len < kPvPly; ++k)
              line[static_cast<std::size_t>(len++)] = next[static_cast<std::size_t>(k)];
          }
          pvLength_[static_cast<std::size_t>(ply)] = len;
        }
        if (alpha >= beta) {
          if (c.captured == 0) {
            auto& killers = killers_[static_cast<std::size_t>(ply)];
            if (killers[0] != c.move) {
              killers[1] = killers[0];
              killers[0] = c.move;
            }
            int& h = history_[static_cast<std::size_t>(ui)][static_cast<std::size_t>(c.move)];
            h += std::min(depth, 64) * std::min(depth, 64);
            if (h > (1 << 16))
              for (auto& side : history_)
                for (int& v : side) v /= 2;
          }
          break;
        }
      }
    }
  }

  const bool dependsOnPath = minRepeat_ < self;
  minRepeat_ = std::min(outerRepeat, minRepeat_);
  if (!dependsOnPath || options_.historyKeyed) {
    const Bound bound = best <= alphaOrig ? Bound::Upper
                        : best >= beta    ? Bound::Lower
                                          : Bound::Exact;
    // Exact mode: as deep as the cap let it look, or without end when no line reached it.
    const int stored = !options_.exact                 ? depth
                       : capLeaves_ == capLeavesBefore ? kExactDepth
                                                       : plyCap_ - ply;
    tt_.store(ttKey, best, stored, bound, bestMove);
  }
  return best;
}

// Exact mode: how good a move looks by its child's endgame bounds (the middle of its margin's
// bounds for the mover, from 0), or by its captures where there are none.
int Searcher::boundOrder(const Child& c, Player us, int ply) const {
  if (c.pos.over()) return 2 * (marginFor(c.pos, us) + kTotalSeeds);
  const std::optional<MarginBounds> b = marginBounds(rules_, c.pos, options_.bounds);
  if (!b) return 2 * kTotalSeeds + c.captured;
  const bool fresh = c.captured > 0 || b->component != component_[static_cast<std::size_t>(ply)];
  int middle = fresh ? b->freshLo + b->freshHi : b->lo + b->hi;
  if (c.pos.toMove != us) middle = -middle;
  return middle + 2 * kTotalSeeds;
}

void Searcher::collectPv() { rootPv_.assign(pv_[0].begin(), pv_[0].begin() + pvLength_[0]); }

SearchResult Searcher::iterate(const SearchLimits& limits,
                               const std::function<void(const SearchInfo&)>& onInfo) {
  const Clock::time_point start = Clock::now();
  int maxDepth = limits.depth > 0 ? std::min(limits.depth, 200) : 64;
  if (limits.depth == 0 && limits.moveTimeMs == 0 && limits.nodes == 0) maxDepth = 12;
  SearchResult result;
  for (int depth = 1; depth <= maxDepth; ++depth) {
    // Depth 1 always completes, so there is always a move.
    nodeLimit_ = depth == 1 ? 0 : limits.nodes;
    timed_ = depth > 1 && limits.moveTimeMs > 0;
    deadline_ = start + std::chrono::milliseconds(limits.moveTimeMs);
    stopFlag_ = depth == 1 ? nullptr : limits.stop;
    armPolling();
    stop_ = false;
    const int score = negamax(root_, depth, -kInfinity, kInfinity, 0, rootSegStart_, rootSegHash_);
    if (stop_) break;
    collectPv();
    result.best = rootPv_.empty() ? kNoMove : rootPv_.front();
    result.info.depth = depth;
    result.info.score = scoreInSeeds(score);
    result.info.nodes = nodes_;
    const std::uint64_t ms = elapsedMs(start);
    result.info.nps = nodes_ * 1000 / std::max<std::uint64_t>(ms, 1);
    result.info.pv = rootPv_;
    rawScore_ = score;
    if (onInfo) onInfo(result.info);
    if (limits.moveTimeMs > 0 && ms * 2 > static_cast<std::uint64_t>(limits.moveTimeMs)) break;
  }
  return result;
}

std::vector<MoveScore> Searcher::scoreRootMoves(int depth) {
  std::vector<MoveScore> scores;
  // Deepen first so that the table orders the final, full-window searches well.
  for (int d = 1; d < depth; ++d)
    negamax(root_, d, -kInfinity, kInfinity, 0, rootSegStart_, rootSegHash_);
  for (const Move m : legalMoves(rules_, root_)) scores.push_back({m, *scoreRootMove(m, depth)});
  return scores;
}

void Searcher::limit(std::uint64_t nodeLimit, bool timed, Clock::time_point deadline,
                     const std::atomic<bool>* stop) {
  nodeLimit_ = nodeLimit;
  timed_ = timed;
  deadline_ = deadline;
  stopFlag_ = stop;
  armPolling();
  stop_ = false;
}

std::optional<int> Searcher::scoreRootMove(Move m, int depth, bool* ended) {
  const Player us = root_.toMove;
  Position child = root_;
  const int captured = applyMove(rules_, child, m);
  if (ended) *ended = true;
  if (child.over()) return finalScore(marginFor(child, us));
  const BoardKey ck = boardKey(child);
  const bool fresh = captured > 0;
  if (!fresh && repeats(ck, rootSegStart_) >= 0) {
    endGame(rules_, child, EndReason::Repetition);
    return finalScore(marginFor(child, us));
  }
  if (ended) *ended = false;
  keys_.push_back(ck);
  const int cs = fresh ? static_cast<int>(keys_.size()) - 1 : rootSegStart_;
  const std::uint64_t ch = fresh ? 0 : rootSegHash_ ^ hashBoard(keys_[keys_.size() - 2]);
  const int childDepth = m == kPass ? depth : depth - 1;
  int score = 0;
  if (child.toMove == us)
    score = negamax(child, childDepth, -kInfinity, kInfinity, 1, cs, ch);
  else
    score = -negamax(child, childDepth, -kInfinity, kInfinity, 1, cs, ch);
  keys_.pop_back();
  if (stop_) return std::nullopt;
  return score;
}

std::optional<MoveScore> Searcher::solve(std::uint64_t nodeBudget, int alpha, int beta,
                                         const std::atomic<bool>* stop,
                                         std::optional<Clock::time_point> deadline, int plyCap) {
  limit(nodeBudget, deadline.has_value(), deadline.value_or(Clock::time_point{}), stop);
  plyCap_ = std::clamp(plyCap, 1, kMaxPly - 1);
  const int score = negamax(root_, kExactDepth, alpha, beta, 0, rootSegStart_, rootSegHash_);
  if (stop_) return std::nullopt;
  collectPv();
  return MoveScore{rootPv_.empty() ? kNoMove : rootPv_.front(), score};
}

SearchResult search(const Game& game, const SearchLimits& limits,
                    const std::function<void(const SearchInfo&)>& onInfo) {
  if (game.over()) return {};
  Searcher searcher(game, SearcherOptions{});
  return searcher.iterate(limits, onInfo);
}

// The bench positions: each game's start and two positions reached by a fixed rule for
// choosing moves, so that the set is the same everywhere without hand-written move lists.
BenchResult bench() {
  const Clock::time_point start = Clock::now();
  std::uint64_t nodes = 0;
  for (const Variant v : kAllVariants) {
    for (const int plies : {0, 12, 30}) {
      Game game(Rules{v, false});
      for (int i = 0; i < plies && !game.over(); ++i) {
        const MoveList moves = game.legalMoves();
        game.play(moves.moves[static_cast<std::size_t>((i * 7 + 3) % moves.count)]);
      }
      if (game.over()) continue;
      Searcher searcher(game, SearcherOptions{});
      searcher.iterate(SearchLimits{kBenchDepth, 0, 0}, {});
      nodes += searcher.nodes();
    }
  }
  const std::uint64_t ms = elapsedMs(start);
  return BenchResult{nodes, nodes * 1000 / std::max<std::uint64_t>(ms, 1)};
}

}  // namespace mancala::ai
