// Each game gets its own evaluation because each rewards different things:
//
// - Warri: the first to 25 wins and a player without seeds loses the rest, so seeds at home,
//   a large hole that can sow a full lap (a "kroo") and the captures within reach count.
// - Adji Kui I: singletons cannot be sown and the game is usually decided by what lies on each
//   side when nobody can move, so home seeds weigh more and more as the board empties;
//   mobility (holes of two or more) keeps a player from passing into a bad position.
// - Adji Kui II: relay sowing makes captures hard to foresee statically, but the game stops
//   at eight seeds and hands the board out by ownership, so owned seeds dominate late, and
//   holes of three (one seed from a capture of four) are targets.
#include "ai/evaluate.h"

#include <algorithm>
#include <array>

#include "ai/score.h"

namespace mancala::ai {
namespace {

struct Side {
  int seeds = 0;     // seeds in the holes the player owns
  int playable = 0;  // holes he may sow
  int exposed = 0;   // his holes of 1 or 2 seeds (Warri, Adji Kui I: one seed from a capture)
  int threes = 0;    // his holes of exactly 3 (Adji Kui II: one seed from a capture of four)
  int biggest = 0;   // seeds in his largest hole
};

std::array<Side, 2> countSides(const Position& pos, int minPlayable) {
  std::array<Side, 2> sides{};
  for (int h = 0; h < kHoles; ++h) {
    Side& s = sides[index(pos.owner(h))];
    const int n = pos.seeds[h];
    s.seeds += n;
    if (n >= minPlayable) ++s.playable;
    if (n == 1 || n == 2) ++s.exposed;
    if (n == 3) ++s.threes;
    s.biggest = std::max(s.biggest, n);
  }
  return sides;
}

// The seeds `mover` would capture by sowing hole `h` in a single-lap game (Warri skips the
// origin from 12 seeds on). Ignores Warri's feeding rule: it estimates threats, it is not a
// rule.
int singleLapCapture(const Position& pos, int h, Player mover, bool skipOrigin) {
  const int n = pos.seeds[h];
  if (n < kHoles) {
    // One seed in each of the next n holes: the chain walks back over holes that held 1 or 2
    // and stops at the latest at the origin, which the mover owns.
    int captured = 0;
    for (int k = n; k > 0; --k) {
      const int j = (h + k) % kHoles;
      const int now = pos.seeds[j] + 1;
      if (pos.owns(mover, j) || (now != 2 && now != 3)) break;
      captured += now;
    }
    return captured;
  }
  std::array<int, kHoles> after{};
  for (int j = 0; j < kHoles; ++j) after[j] = pos.seeds[j];
  after[h] = 0;
  int last = h;
  if (!skipOrigin || n < kHoles) {
    const int laps = n / kHoles, rest = n % kHoles;
    for (int j = 0; j < kHoles; ++j) after[j] += laps;
    for (int k = 1; k <= rest; ++k) ++after[(h + k) % kHoles];
    last = (h + rest) % kHoles;
  } else {
    const int laps = n / (kHoles - 1), rest = n % (kHoles - 1);
    for (int j = 0; j < kHoles; ++j)
      if (j != h) after[j] += laps;
    for (int k = 1; k <= rest; ++k) ++after[(h + k) % kHoles];
    last = rest == 0 ? (h + kHoles - 1) % kHoles : (h + rest) % kHoles;
  }
  int captured = 0;
  for (int j = last, steps = 0; steps < kHoles; j = (j + kHoles - 1) % kHoles, ++steps) {
    if (pos.owns(mover, j) || (after[j] != 2 && after[j] != 3)) break;
    captured += after[j];
  }
  return captured;
}

int bestSingleLapCapture(const Position& pos, Player mover, int minPlayable, bool skipOrigin) {
  int best = 0;
  for (int h = 0; h < kHoles; ++h)
    if (pos.owns(mover, h) && pos.seeds[h] >= minPlayable)
      best = std::max(best, singleLapCapture(pos, h, mover, skipOrigin));
  return best;
}

int evaluateWarri(const Position& pos, Player me, Player op, const std::array<Side, 2>& s) {
  const Side& m = s[index(me)];
  const Side& o = s[index(op)];
  int score = (pos.captured[index(me)] - pos.captured[index(op)]) * kSeed;
  score += (m.seeds - o.seeds) * 18;
  score += (o.exposed - m.exposed) * 6;
  score += ((m.biggest >= 12) - (o.biggest >= 12)) * 40;
  // The player to move can cash his best capture now; the opponent's threat can be parried.
  score += bestSingleLapCapture(pos, me, 1, true) * 55;
  score -= bestSingleLapCapture(pos, op, 1, true) * 30;
  // Close to 25 every seed weighs more.
  if (pos.captured[index(me)] >= 20) score += (pos.captured[index(me)] - 19) * 20;
  if (pos.captured[index(op)] >= 20) score -= (pos.captured[index(op)] - 19) * 20;
  return score;
}

int evaluateAdjiKui1(const Position& pos, Player me, Player op, const std::array<Side, 2>& s) {
  const Side& m = s[index(me)];
  const Side& o = s[index(op)];
  const int board = m.seeds + o.seeds;
  int score = (pos.captured[index(me)] - pos.captured[index(op)]) * kSeed;
  // Home seeds are handed to their owner when nobody can move; the fewer seeds, the sooner.
  score += (m.seeds - o.seeds) * (30 + 60 * (kTotalSeeds - board) / kTotalSeeds);
  score += (m.playable - o.playable) * 12;
  score += (o.exposed - m.exposed) * 5;
  score += bestSingleLapCapture(pos, me, 2, false) * 55;
  score -= bestSingleLapCapture(pos, op, 2, false) * 30;
  return score;
}

int evaluateAdjiKui2(const Position& pos, Player me, Player op, const std::array<Side, 2>& s) {
  const Side& m = s[index(me)];
  const Side& o = s[index(op)];
  const int board = m.seeds + o.seeds;
  int score = (pos.captured[index(me)] - pos.captured[index(op)]) * kSeed;
  // At eight seeds the game stops and each takes what he owns.
  const int nearEnd = std::clamp(kTotalSeeds - board, 0, 40);  // 0 at the start, 40 at the end
  score += (m.seeds - o.seeds) * (15 + 80 * nearEnd / 40);
  score += (o.threes - m.threes) * 14;
  score += (m.playable - o.playable) * 10;
  return score;
}

}  // namespace

int evaluate(const Rules& rules, const Position& pos, EvalStyle style) {
  const Player me = pos.toMove;
  const Player op = opponent(me);
  const int minPlayable = rules.variant == Variant::Warri ? 1 : 2;
  const std::array<Side, 2> sides = countSides(pos, minPlayable);
  if (style == EvalStyle::Naive) {
    return (pos.captured[index(me)] - pos.captured[index(op)]) * kSeed +
           (sides[index(me)].seeds - sides[index(op)].seeds) * 10;
  }
  switch (rules.variant) {
    case Variant::Warri: return evaluateWarri(pos, me, op, sides);
    case Variant::AdjiKui1: return evaluateAdjiKui1(pos, me, op, sides);
    case Variant::AdjiKui2: return evaluateAdjiKui2(pos, me, op, sides);
  }
  return 0;
}

}  // namespace mancala::ai
