#include "ai/endgame.h"

#include <algorithm>
#include <array>

#include "ai/endgame_bounds.h"
#include "ai/score.h"
#include "ai/searcher.h"

namespace mancala::ai {

int exactSeedBound(Variant v) {
  switch (v) {
    case Variant::AdjiKui1: return 24;
    case Variant::AdjiKui2: return 0;
    case Variant::Warri: return 4;
  }
  return 0;
}

int exactTrySeeds(Variant v) {
  switch (v) {
    case Variant::AdjiKui1: return 24;
    case Variant::AdjiKui2: return 12;  // its whole last phase
    case Variant::Warri: return boundedSeeds(v);
  }
  return 0;
}

namespace {

using Clock = std::chrono::steady_clock;

// The lines followed at most, in turn: a short cap decides most positions at once; a longer
// one is tried when a question stayed open.
constexpr std::array<int, 12> kPlyCaps{12, 16, 24, 32, 40, 48, 64, 80, 96, 128, 256, 999};

// The margin's bounds for the player to move in the current position of `game`.
void rootBounds(const Game& game, BoundsUse use, int& lo, int& hi) {
  const Position& pos = game.position();
  const int now = pos.captured[index(pos.toMove)] - pos.captured[index(opponent(pos.toMove))];
  lo = now - pos.seedsOnBoard();
  hi = now + pos.seedsOnBoard();
  const std::optional<MarginBounds> b = marginBounds(game.rules(), pos, use);
  if (!b) return;
  // Fresh when no earlier position of its component is among those since the last capture: the
  // one before it (if any since the capture) is in another component (see endgame_bounds.h).
  const std::vector<Position>& past = game.history();
  bool fresh = past.size() < 2 || past[past.size() - 2].seedsOnBoard() != pos.seedsOnBoard();
  if (!fresh) {
    const std::optional<MarginBounds> before =
        marginBounds(game.rules(), past[past.size() - 2], use);
    fresh = before && before->component != b->component;
  }
  lo = std::max(lo, fresh ? b->freshLo : b->lo);
  hi = std::min(hi, fresh ? b->freshHi : b->hi);
}

}  // namespace

std::uint64_t exactBudget(Variant v, int seeds) {
  return seeds <= exactSeedBound(v) ? kExactNodeBudget : kTryNodeBudget;
}

std::optional<ExactResult> solveExact(const Game& game, std::uint64_t nodeBudget,
                                      const std::atomic<bool>* stop,
                                      std::optional<Clock::time_point> deadline, BoundsUse bounds) {
  if (game.over() || (stop && stop->load())) return std::nullopt;
  // The margin is known to lie within [lo, hi]; each question "at least m?" narrows it. A
  // question is asked of two searches that cut lines at the same length: one counting a cut
  // line as the worst its bounds allow, which proves "at least m" when it finds it, and one
  // counting it as the best, which proves "less than m" when it finds that.
  int lo = 0;
  int hi = 0;
  rootBounds(game, bounds, lo, hi);
  SearcherOptions options{EvalStyle::Full, 18, true, true, -1, bounds};
  Searcher low(game, options);
  options.leafBias = 1;
  Searcher high(game, options);
  ExactResult result;
  bool moveKnown = false;  // result.best keeps at least lo
  const auto budget = [&](const Searcher& s) -> std::uint64_t {
    const std::uint64_t used = low.nodes() + high.nodes();
    if (used >= nodeBudget) return 0;
    return s.nodes() + std::min(nodeBudget - used, ~std::uint64_t{0} - s.nodes());
  };
  // +1: at least m; -1: less than m; 0: open at this cap; nothing: out of budget or time.
  const auto ask = [&](int m, int cap) -> std::optional<int> {
    const int s = finalScore(m);
    if (budget(low) == 0) return std::nullopt;
    const std::optional<MoveScore> a = low.solve(budget(low), s - 1, s, stop, deadline, cap);
    if (!a) return std::nullopt;
    if (a->score >= s) {
      lo = std::max(lo, scoreInSeeds(a->score));
      result.best = a->move;
      result.pv = low.principalVariation();
      moveKnown = true;
      return 1;
    }
    if (budget(high) == 0) return std::nullopt;
    const std::optional<MoveScore> b = high.solve(budget(high), s - 1, s, stop, deadline, cap);
    if (!b) return std::nullopt;
    if (b->score < s) {
      hi = std::min(hi, scoreInSeeds(b->score));
      return -1;
    }
    return 0;
  };
  const auto signKnown = [&] { return lo >= 1 || hi <= -1 || (lo == 0 && hi == 0); };
  bool stopped = false;
  for (const int cap : kPlyCaps) {
    // Win, draw or loss first, then the margin by halving.
    while (!stopped && !(signKnown() && lo == hi && moveKnown)) {
      const int m = lo < 1 && hi >= 1   ? 1
                    : lo < 0 && hi >= 0 ? 0
                    : !moveKnown        ? lo  // a move that keeps the result
                                        : lo + (hi - lo + 1) / 2;
      const std::optional<int> answer = ask(m, cap);
      if (!answer)
        stopped = true;
      else if (*answer == 0)
        break;
    }
    if (stopped || (signKnown() && lo == hi && moveKnown)) break;
  }
  result.nodes = low.nodes() + high.nodes();
  if (!signKnown()) return std::nullopt;
  if (!moveKnown) {
    // The sign is known from the bounds alone: a move that keeps it.
    if (stopped || !ask(lo, kPlyCaps.back()) || !moveKnown) return std::nullopt;
    result.nodes = low.nodes() + high.nodes();
  }
  result.result = lo >= 1 ? 1 : hi <= -1 ? -1 : 0;
  result.marginKnown = lo == hi;
  result.margin = result.marginKnown ? lo : 0;
  return result;
}

}  // namespace mancala::ai
