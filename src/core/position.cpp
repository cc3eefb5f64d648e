#include "position.h"

#include <algorithm>
#include <cassert>
#include <numeric>

namespace mancala {

namespace {

constexpr int next(int hole) { return hole + 1 == kHoles ? 0 : hole + 1; }
constexpr int previous(int hole) { return hole == 0 ? kHoles - 1 : hole - 1; }

void record(Trace* trace, TraceEvent::Kind kind, int hole, int count, Player player) {
  if (trace)
    trace->push_back(
        {kind, static_cast<std::int8_t>(hole), static_cast<std::uint8_t>(count), player});
}

struct SowResult {
  int captured = 0;
  bool grandSlam = false;  // Warri: the capture emptied the opponent's holes
};

// Single-lap sowing (Adji Kui I, Warri) followed by the backward chain capture of 2s and 3s.
SowResult sowSingleLap(const Rules& rules, Position& pos, int origin, Trace* trace) {
  const Player mover = pos.toMove;
  const bool skipOrigin = rules.variant == Variant::Warri;
  int seeds = pos.seeds[origin];
  pos.seeds[origin] = 0;
  record(trace, TraceEvent::Kind::Pickup, origin, seeds, mover);
  int hole = origin;
  while (seeds > 0) {
    hole = next(hole);
    if (skipOrigin && hole == origin) {
      record(trace, TraceEvent::Kind::SkipOrigin, hole, 0, mover);
      continue;
    }
    ++pos.seeds[hole];
    --seeds;
    record(trace, TraceEvent::Kind::Sow, hole, pos.seeds[hole], mover);
  }

  // The chain runs backwards from the last hole over opponent-owned holes holding 2 or 3.
  std::array<std::int8_t, kHoles> chain{};
  int chainLength = 0;
  int total = 0;
  for (int h = hole, steps = 0; steps < kHoles; h = previous(h), ++steps) {
    if (pos.owns(mover, h) || (pos.seeds[h] != 2 && pos.seeds[h] != 3)) break;
    chain[chainLength++] = static_cast<std::int8_t>(h);
    total += pos.seeds[h];
  }
  if (total == 0) return {};

  SowResult result;
  if (rules.variant == Variant::Warri) {
    const int opponentSeeds = pos.seedsOwnedBy(opponent(mover));
    if (opponentSeeds == total) {
      if (rules.grandSlamCapturesNothing) return {};
      result.grandSlam = true;
    }
  }
  for (int i = 0; i < chainLength; ++i) {
    const int h = chain[i];
    record(trace, TraceEvent::Kind::Capture, h, pos.seeds[h], mover);
    pos.seeds[h] = 0;
  }
  pos.captured[index(mover)] = static_cast<std::uint8_t>(pos.captured[index(mover)] + total);
  result.captured = total;
  return result;
}

// Adji Kui II: one lap of relay sowing from `from` (exclusive) with `seeds` seeds; returns the
// hole where its last seed fell.
int sowLap(Position& pos, int from, int seeds, Trace* trace, Player mover) {
  int hole = from;
  for (; seeds > 0; --seeds) {
    hole = next(hole);
    ++pos.seeds[hole];
    record(trace, TraceEvent::Kind::Sow, hole, pos.seeds[hole], mover);
  }
  return hole;
}

// A lap ends the move when its last seed makes a 4 or falls into an empty hole.
bool lapEndsMove(const Position& pos, int hole) {
  return pos.seeds[hole] == 4 || pos.seeds[hole] == 1;
}

SowResult sowRelay(Position& pos, int origin, Trace* trace) {
  const Player mover = pos.toMove;
  int seeds = pos.seeds[origin];
  pos.seeds[origin] = 0;
  record(trace, TraceEvent::Kind::Pickup, origin, seeds, mover);
  int hole = sowLap(pos, origin, seeds, trace, mover);
  while (!lapEndsMove(pos, hole)) {
    seeds = pos.seeds[hole];
    pos.seeds[hole] = 0;
    record(trace, TraceEvent::Kind::Relay, hole, seeds, mover);
    hole = sowLap(pos, hole, seeds, trace, mover);
  }
  if (pos.seeds[hole] == 4 && !pos.owns(mover, hole)) {
    record(trace, TraceEvent::Kind::Capture, hole, 4, mover);
    pos.seeds[hole] = 0;
    pos.captured[index(mover)] = static_cast<std::uint8_t>(pos.captured[index(mover)] + 4);
    return {4, false};
  }
  return {};
}

SowResult sow(const Rules& rules, Position& pos, int origin, Trace* trace) {
  if (rules.variant == Variant::AdjiKui2) return sowRelay(pos, origin, trace);
  return sowSingleLap(rules, pos, origin, trace);
}

bool canSow(const Rules& rules, const Position& pos, int hole) {
  if (!pos.owns(pos.toMove, hole)) return false;
  const int minimum = rules.variant == Variant::Warri ? 1 : 2;
  return pos.seeds[hole] >= minimum;
}

// Whether playableHoles would be non-empty, without building the list (Adji Kui only: no
// feeding rule). Stops at the first playable hole, which saves the endless-relay checks of
// the others.
bool anyPlayableHole(const Rules& rules, const Position& pos) {
  for (int h = 0; h < kHoles; ++h) {
    if (!canSow(rules, pos, h)) continue;
    if (rules.variant == Variant::AdjiKui2 && isEndlessRelay(pos, h)) continue;
    return true;
  }
  return false;
}

}  // namespace

int Position::seedsOnBoard() const { return std::accumulate(seeds.begin(), seeds.end(), 0); }

int Position::seedsOwnedBy(Player p) const {
  int total = 0;
  for (int h = 0; h < kHoles; ++h)
    if (owns(p, h)) total += seeds[h];
  return total;
}

Outcome Position::outcome() const {
  if (!over()) return Outcome::None;
  if (captured[0] > captured[1]) return Outcome::SouthWins;
  if (captured[1] > captured[0]) return Outcome::NorthWins;
  return Outcome::Draw;
}

PositionKey keyOf(const Position& p) { return {p.seeds, p.northOwned, p.toMove}; }

std::uint64_t hashOf(const PositionKey& k) {
  // FNV-1a over the key's bytes, in a fixed order so it is the same on every platform.
  std::uint64_t h = 1469598103934665603ULL;
  auto mix = [&h](std::uint64_t byte) {
    h ^= byte;
    h *= 1099511628211ULL;
  };
  for (std::uint8_t s : k.seeds) mix(s);
  mix(k.northOwned & 0xff);
  mix(k.northOwned >> 8);
  mix(static_cast<std::uint64_t>(k.toMove));
  return h;
}

bool MoveList::contains(Move m) const { return std::find(begin(), end(), m) != end(); }

Position startPosition(Player starter, std::uint16_t northOwned) {
  Position p;
  p.toMove = starter;
  p.northOwned = northOwned;
  return p;
}

namespace {

using Seeds = std::array<std::uint8_t, kHoles>;

// One lap of relay sowing on bare counts, whole rounds at once; returns the last hole.
int sowLapFast(Seeds& seeds, int from, int count) {
  if (count >= kHoles) {
    const auto rounds = static_cast<std::uint8_t>(count / kHoles);
    for (std::uint8_t& s : seeds) s = static_cast<std::uint8_t>(s + rounds);
    count %= kHoles;
  }
  int hole = from;
  for (; count > 0; --count) {
    hole = next(hole);
    ++seeds[hole];
  }
  return hole;
}

// Most relays end within a few hundred laps, but an endless one can take a million laps to
// show its cycle. Those expensive answers are remembered: searches meet the same boards again.
constexpr long kCheapLaps = 512;
struct EndlessMemo {
  Seeds seeds{};
  std::int8_t origin = -1;
  bool endless = false;
};
thread_local std::array<EndlessMemo, 256> endlessMemo;

EndlessMemo& memoSlot(const Seeds& seeds, int origin) {
  std::uint32_t h = static_cast<std::uint32_t>(origin) * 0x9e3779b1u;
  for (std::uint8_t s : seeds) h = (h ^ s) * 0x01000193u;
  return endlessMemo[h % endlessMemo.size()];
}

}  // namespace

bool isEndlessRelay(const Position& start, int origin) {
  // The move is a deterministic walk over lap-end states (counts, hole): whether a lap ends
  // the move depends on the counts alone, so owners play no part. The move never ends exactly
  // when that walk enters a cycle; Brent's algorithm finds the cycle without storing states.
  Seeds seeds = start.seeds;
  const int count = seeds[origin];
  seeds[origin] = 0;
  int hole = sowLapFast(seeds, origin, count);
  if (seeds[hole] == 4 || seeds[hole] == 1) return false;

  Seeds tortoise = seeds;
  int tortoiseHole = hole;
  long power = 1;
  long length = 0;
  for (long laps = 1;; ++laps) {
    if (laps == kCheapLaps) {
      const EndlessMemo& memo = memoSlot(start.seeds, origin);
      if (memo.origin == origin && memo.seeds == start.seeds) return memo.endless;
    }
    const int lapSeeds = seeds[hole];
    seeds[hole] = 0;
    hole = sowLapFast(seeds, hole, lapSeeds);
    bool endless = false;
    bool decided = seeds[hole] == 4 || seeds[hole] == 1;
    if (!decided) {
      ++length;
      endless = decided = hole == tortoiseHole && seeds == tortoise;
    }
    if (decided) {
      if (laps >= kCheapLaps)
        memoSlot(start.seeds, origin) = {start.seeds, static_cast<std::int8_t>(origin), endless};
      return endless;
    }
    if (length == power) {
      tortoise = seeds;
      tortoiseHole = hole;
      power *= 2;
      length = 0;
    }
  }
}

Move quickLegalMove(const Rules& rules, const Position& pos) {
  if (rules.variant == Variant::AdjiKui2 && !pos.over()) {
    for (int h = 0; h < kHoles; ++h) {
      if (!canSow(rules, pos, h)) continue;
      Seeds seeds = pos.seeds;
      int count = seeds[h];
      seeds[h] = 0;
      int hole = h;
      for (long laps = 0; laps < kCheapLaps; ++laps) {
        hole = sowLapFast(seeds, hole, count);
        if (seeds[hole] == 4 || seeds[hole] == 1) return static_cast<Move>(h);  // the move ends
        count = seeds[hole];
        seeds[hole] = 0;
      }
    }
  }
  const MoveList moves = legalMoves(rules, pos);
  return moves.count > 0 ? moves.moves[0] : kNoMove;
}

MoveList playableHoles(const Rules& rules, const Position& pos) {
  MoveList list;
  const Player mover = pos.toMove;
  const bool mustFeed = rules.variant == Variant::Warri && pos.seedsOwnedBy(opponent(mover)) == 0;
  for (int h = 0; h < kHoles; ++h) {
    if (!canSow(rules, pos, h)) continue;
    if (rules.variant == Variant::AdjiKui2 && isEndlessRelay(pos, h)) continue;
    if (mustFeed) {
      Position after = pos;
      sow(rules, after, h, nullptr);
      if (after.seedsOwnedBy(opponent(mover)) == 0) continue;
    }
    list.push(static_cast<Move>(h));
  }
  return list;
}

MoveList legalMoves(const Rules& rules, const Position& pos) {
  if (pos.over()) return {};
  MoveList list = playableHoles(rules, pos);
  if (list.empty()) list.push(kPass);
  return list;
}

std::optional<MoveError> checkMove(const Rules& rules, const Position& pos, Move move) {
  const Player mover = pos.toMove;
  auto error = [&](MoveErrorCode code) { return MoveError{code, move, mover}; };
  if (pos.over()) return error(MoveErrorCode::GameOver);
  if (move == kPass) {
    if (!playableHoles(rules, pos).empty()) return error(MoveErrorCode::PassNotAllowed);
    return std::nullopt;
  }
  if (move < 0 || move >= kHoles) return error(MoveErrorCode::NoSuchHole);
  if (!pos.owns(mover, move))
    return error(rowOf(move) == mover ? MoveErrorCode::BoughtHole : MoveErrorCode::NotYourHole);
  const int seeds = pos.seeds[static_cast<std::size_t>(move)];
  if (seeds == 0) return error(MoveErrorCode::EmptyHole);
  if (rules.variant != Variant::Warri && seeds == 1) return error(MoveErrorCode::SingleSeed);
  if (rules.variant == Variant::AdjiKui2 && isEndlessRelay(pos, move))
    return error(MoveErrorCode::EndlessRelay);
  if (rules.variant == Variant::Warri && pos.seedsOwnedBy(opponent(mover)) == 0) {
    Position after = pos;
    sow(rules, after, move, nullptr);
    if (after.seedsOwnedBy(opponent(mover)) == 0) return error(MoveErrorCode::MustFeed);
  }
  return std::nullopt;
}

void endGame(const Rules&, Position& pos, EndReason reason, Trace* trace) {
  assert(reason != EndReason::None && "endGame needs a reason");
  pos.reason = reason;
  if (reason != EndReason::Majority) {
    for (int h = 0; h < kHoles; ++h) {
      if (pos.seeds[h] == 0) continue;
      Player taker = pos.owner(h);
      if (reason == EndReason::Starved) taker = opponent(pos.toMove);
      if (reason == EndReason::CannotFeed) taker = pos.toMove;
      record(trace, TraceEvent::Kind::EndShare, h, pos.seeds[h], taker);
      pos.captured[index(taker)] =
          static_cast<std::uint8_t>(pos.captured[index(taker)] + pos.seeds[h]);
      pos.seeds[h] = 0;
    }
  }
  record(trace, TraceEvent::Kind::GameOver, -1, 0, pos.toMove);
}

void settle(const Rules& rules, Position& pos, Trace* trace) {
  if (pos.over()) return;
  const Player mover = pos.toMove;
  if (rules.variant == Variant::Warri) {
    if (pos.captured[0] >= 25 || pos.captured[1] >= 25)
      return endGame(rules, pos, EndReason::Majority, trace);
    if (pos.seedsOwnedBy(mover) == 0) return endGame(rules, pos, EndReason::Starved, trace);
    if (pos.seedsOwnedBy(opponent(mover)) == 0 && playableHoles(rules, pos).empty())
      return endGame(rules, pos, EndReason::CannotFeed, trace);
    return;
  }
  if (rules.variant == Variant::AdjiKui2 && pos.seedsOnBoard() <= 8)
    return endGame(rules, pos, EndReason::EightLeft, trace);
  if (!anyPlayableHole(rules, pos)) {
    Position other = pos;
    other.toMove = opponent(mover);
    if (!anyPlayableHole(rules, other)) endGame(rules, pos, EndReason::NoMoves, trace);
  }
}

int applyMove(const Rules& rules, Position& pos, Move move, Trace* trace) {
  assert(!pos.over() && "applyMove on a finished game");
  assert(legalMoves(rules, pos).contains(move) && "applyMove needs a legal move");
  const Player mover = pos.toMove;
  if (move == kPass) {
    record(trace, TraceEvent::Kind::Pass, -1, 0, mover);
    pos.toMove = opponent(mover);
    settle(rules, pos, trace);
    return 0;
  }
  const SowResult result = sow(rules, pos, move, trace);
  if (result.grandSlam) {
    record(trace, TraceEvent::Kind::ExtraTurn, -1, 0, mover);
  } else {
    pos.toMove = opponent(mover);
  }
  settle(rules, pos, trace);
  return result.captured;
}

}  // namespace mancala
