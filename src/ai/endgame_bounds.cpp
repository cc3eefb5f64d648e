#include "ai/endgame_bounds.h"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <tuple>
#include <vector>

#include "ai/board_rank.h"

namespace mancala::ai {
namespace {

// What a layer's values depend on. Warri's majority rule makes them depend on the captures
// too (`lead`: South's captures minus North's); the other games' layers hold values relative to
// the captures and have lead 0.
struct LayerKey {
  Variant variant;
  bool slamCapturesNothing;
  std::uint16_t northOwned;
  int seeds;
  int lead;
  auto tie() const { return std::tie(variant, slamCapturesNothing, northOwned, seeds, lead); }
  bool operator<(const LayerKey& o) const { return tie() < o.tie(); }
  bool operator==(const LayerKey& o) const { return tie() == o.tie(); }
  // The layers of one game with the same owners and rules.
  bool sameFamily(const LayerKey& o) const {
    return variant == o.variant && slamCapturesNothing == o.slamCapturesNothing &&
           northOwned == o.northOwned;
  }
};

// Values are South's final margin minus the lead, so that they lie within [-seeds, +seeds].
// Positions are numbered board rank * 2 + the player to move.
// A position's label tells components apart: 0 for a component of one position (whose fresh
// bounds are its bounds), otherwise 1 + the component's number modulo 65535. Two components
// that share a label are taken for one, which only loosens the bounds used.
struct Layer {
  std::vector<std::int8_t> lo, hi, freshLo, freshHi;
  std::vector<std::uint16_t> label;
  LayerFigures figures;
};
constexpr std::size_t kBytesPerPosition = 4 + sizeof(std::uint16_t);

// A move: the number of the position it leads to in the layer, or (negative) the bounds of a
// move that leaves it, packed.
using Edge = std::int32_t;
constexpr Edge leaving(int lo, int hi) { return -1 - ((lo + 64) * 128 + (hi + 64)); }
constexpr int leavingLo(Edge e) { return (-1 - e) / 128 - 64; }
constexpr int leavingHi(Edge e) { return (-1 - e) % 128 - 64; }

// The layers built so far. Past kKeptBytes, a layer of another family (an Adji Kui II match's
// new owners, another game) makes the others go; a search that holds one keeps it until done.
struct Cache {
  std::mutex mutex;
  std::map<LayerKey, std::shared_ptr<const Layer>> layers;
  std::size_t bytes = 0;
};
constexpr std::size_t kKeptBytes = std::size_t{128} << 20;

Cache& cache() {
  static Cache* c = new Cache;  // never destroyed: searches on other threads may outlive main
  return *c;
}

bool usesLead(Variant v) { return v == Variant::Warri; }

// South's captures in a layer's positions: lead 0 with an odd total puts South one ahead.
int southCaptures(const LayerKey& key) { return (kTotalSeeds - key.seeds + key.lead + 1) / 2; }
int layerLead(const LayerKey& key) { return 2 * southCaptures(key) - (kTotalSeeds - key.seeds); }

Position positionOf(const LayerKey& key, std::uint64_t index) {
  Position p;
  p.seeds = boardOfRank(index / 2, key.seeds);
  p.northOwned = key.northOwned;
  const int taken = kTotalSeeds - key.seeds;
  const int south = southCaptures(key);
  p.captured = {static_cast<std::uint8_t>(south), static_cast<std::uint8_t>(taken - south)};
  p.toMove = index % 2 == 0 ? Player::South : Player::North;
  p.reason = EndReason::None;
  return p;
}

int leadOf(const Position& p) { return p.captured[0] - p.captured[1]; }

std::shared_ptr<const Layer> layerFor(const LayerKey& key);

// A finished game's value in the layer's terms.
std::int8_t finalValue(const Position& finished, int lead) {
  return static_cast<std::int8_t>(leadOf(finished) - lead);
}

Layer build(const LayerKey& key) {
  const Rules rules{key.variant, key.slamCapturesNothing};
  const std::uint64_t count = boardCount(key.seeds) * 2;
  const std::size_t n = static_cast<std::size_t>(count);
  const int lead = layerLead(key);
  Layer layer;
  layer.lo.assign(n, static_cast<std::int8_t>(-key.seeds));
  layer.hi.assign(n, static_cast<std::int8_t>(key.seeds));
  std::vector<std::int8_t> repetition(n, 0);  // the value if the game ends by repeating it
  std::vector<bool> finished(n, false);
  std::vector<std::uint32_t> first(n + 1, 0);
  std::vector<Edge> edges;
  edges.reserve(n * 4);

  for (std::size_t i = 0; i < n; ++i) {
    first[i] = static_cast<std::uint32_t>(edges.size());
    Position pos = positionOf(key, i);
    Position ended = pos;
    endGame(rules, ended, EndReason::Repetition);
    repetition[i] = finalValue(ended, lead);
    settle(rules, pos);
    if (pos.over()) {
      finished[i] = true;
      layer.lo[i] = layer.hi[i] = finalValue(pos, lead);
      continue;
    }
    for (const Move m : legalMoves(rules, pos)) {
      Position child = pos;
      const int captured = applyMove(rules, child, m);
      Edge e = 0;
      if (child.over()) {
        e = leaving(finalValue(child, lead), finalValue(child, lead));
      } else if (captured > 0) {
        const LayerKey below{key.variant, key.slamCapturesNothing, key.northOwned,
                             child.seedsOnBoard(), usesLead(key.variant) ? leadOf(child) : 0};
        const std::shared_ptr<const Layer> next = layerFor(below);
        const std::size_t at =
            static_cast<std::size_t>(boardRank(child.seeds) * 2 + index(child.toMove));
        // The lower layer counts from its own lead; in this one's terms add the difference.
        const int shift = leadOf(child) - lead;
        e = leaving(next->freshLo[at] + shift, next->freshHi[at] + shift);
      } else {
        e = static_cast<Edge>(boardRank(child.seeds) * 2 + index(child.toMove));
      }
      edges.push_back(e);
    }
  }
  first[n] = static_cast<std::uint32_t>(edges.size());

  // Strongly connected components (Tarjan, without recursion), numbered in the order they
  // complete: every move out of a component goes to one with a smaller number.
  std::vector<std::int32_t> component(n, -1);
  std::vector<std::uint32_t> members;  // the positions, component by component
  members.reserve(n);
  {
    std::vector<std::int32_t> order(n, -1), low(n, 0);
    std::vector<bool> onStack(n, false);
    std::vector<std::int32_t> stack;
    std::vector<std::pair<std::int32_t, std::uint32_t>> calls;
    std::int32_t counter = 0, components = 0;
    for (std::size_t root = 0; root < n; ++root) {
      if (order[root] >= 0) continue;
      const auto enter = [&](std::int32_t v) {
        order[static_cast<std::size_t>(v)] = low[static_cast<std::size_t>(v)] = counter++;
        stack.push_back(v);
        onStack[static_cast<std::size_t>(v)] = true;
        calls.emplace_back(v, first[static_cast<std::size_t>(v)]);
      };
      enter(static_cast<std::int32_t>(root));
      while (!calls.empty()) {
        auto& [v, next] = calls.back();
        const std::size_t vi = static_cast<std::size_t>(v);
        if (next < first[vi + 1]) {
          const std::int32_t w = edges[next++];
          if (w < 0) continue;
          const std::size_t wi = static_cast<std::size_t>(w);
          if (order[wi] < 0)
            enter(w);
          else if (onStack[wi])
            low[vi] = std::min(low[vi], order[wi]);
          continue;
        }
        const std::int32_t done = v;
        calls.pop_back();
        const std::size_t di = static_cast<std::size_t>(done);
        if (!calls.empty()) {
          const std::size_t parent = static_cast<std::size_t>(calls.back().first);
          low[parent] = std::min(low[parent], low[di]);
        }
        if (low[di] == order[di]) {
          std::int32_t w = -1;
          do {
            w = stack.back();
            stack.pop_back();
            onStack[static_cast<std::size_t>(w)] = false;
            component[static_cast<std::size_t>(w)] = components;
            members.push_back(static_cast<std::uint32_t>(w));
          } while (w != done);
          ++components;
        }
      }
    }
  }

  // Bounds, component by component from the last ones reached.
  layer.freshLo = layer.lo;
  layer.freshHi = layer.hi;
  layer.label.assign(n, 0);
  // One position's bounds from its moves'; `fresh`: no other position of its component seen.
  const auto evaluate = [&](std::size_t i, bool fresh, int& lo, int& hi) {
    const bool south = i % 2 == 0;
    lo = hi = south ? -128 : 127;
    for (std::uint32_t k = first[i]; k < first[i + 1]; ++k) {
      const Edge e = edges[k];
      int a = 0, b = 0;
      if (e < 0) {
        a = leavingLo(e);
        b = leavingHi(e);
      } else {
        const std::size_t c = static_cast<std::size_t>(e);
        if (component[c] != component[i]) {
          a = layer.freshLo[c];
          b = layer.freshHi[c];
        } else if (fresh) {
          a = layer.lo[c];
          b = layer.hi[c];
        } else {
          a = std::min<int>(repetition[c], layer.lo[c]);
          b = std::max<int>(repetition[c], layer.hi[c]);
        }
      }
      lo = south ? std::max(lo, a) : std::min(lo, a);
      hi = south ? std::max(hi, b) : std::min(hi, b);
    }
  };
  // The moves into each position from its own component, to look again at the positions whose
  // bounds may narrow when one of their moves' did.
  std::vector<std::uint32_t> firstIn(n + 1, 0);
  for (const Edge e : edges)
    if (e >= 0) ++firstIn[static_cast<std::size_t>(e) + 1];
  for (std::size_t i = 0; i < n; ++i) firstIn[i + 1] += firstIn[i];
  std::vector<std::uint32_t> from(firstIn[n]);
  {
    std::vector<std::uint32_t> fill(firstIn.begin(), firstIn.end() - 1);
    for (std::size_t i = 0; i < n; ++i)
      for (std::uint32_t k = first[i]; k < first[i + 1]; ++k)
        if (edges[k] >= 0)
          from[fill[static_cast<std::size_t>(edges[k])]++] = static_cast<std::uint32_t>(i);
  }
  std::vector<bool> queued(n, false);
  std::vector<std::uint32_t> queue;
  for (std::size_t begin = 0; begin < n;) {
    std::size_t end = begin;
    const std::int32_t c = component[members[begin]];
    while (end < n && component[members[end]] == c) ++end;
    for (std::size_t k = begin; k < end; ++k) {
      queue.push_back(members[k]);
      queued[members[k]] = true;
    }
    while (!queue.empty()) {
      const std::size_t i = queue.back();
      queue.pop_back();
      queued[i] = false;
      if (finished[i]) continue;
      int lo = 0, hi = 0;
      evaluate(i, false, lo, hi);
      if (lo <= layer.lo[i] && hi >= layer.hi[i]) continue;
      layer.lo[i] = static_cast<std::int8_t>(std::max<int>(lo, layer.lo[i]));
      layer.hi[i] = static_cast<std::int8_t>(std::min<int>(hi, layer.hi[i]));
      for (std::uint32_t k = firstIn[i]; k < firstIn[i + 1]; ++k) {
        const std::uint32_t p = from[k];
        if (component[p] == c && !queued[p]) {
          queued[p] = true;
          queue.push_back(p);
        }
      }
    }
    for (std::size_t k = begin; k < end; ++k) {
      const std::size_t i = members[k];
      if (finished[i]) {
        layer.freshLo[i] = layer.lo[i];
        layer.freshHi[i] = layer.hi[i];
        continue;
      }
      int lo = 0, hi = 0;
      evaluate(i, true, lo, hi);
      layer.freshLo[i] = static_cast<std::int8_t>(std::max<int>(lo, layer.lo[i]));
      layer.freshHi[i] = static_cast<std::int8_t>(std::min<int>(hi, layer.hi[i]));
    }
    const std::size_t size = end - begin;
    if (size > 1) {
      for (std::size_t k = begin; k < end; ++k)
        layer.label[members[k]] = static_cast<std::uint16_t>(1 + c % 65535);
      layer.figures.inCycles += size;
      layer.figures.largestComponent = std::max(layer.figures.largestComponent, size);
    }
    begin = end;
  }
  layer.figures.positions = n;
  for (std::size_t i = 0; i < n; ++i) {
    if (layer.lo[i] == layer.hi[i]) ++layer.figures.exact;
    if (layer.freshLo[i] == layer.freshHi[i]) ++layer.figures.freshExact;
  }
  return layer;
}

std::shared_ptr<const Layer> layerFor(const LayerKey& key) {
  // Called with the cache's lock held (building recurses into the layers below).
  Cache& c = cache();
  if (const auto it = c.layers.find(key); it != c.layers.end()) return it->second;
  auto made = std::make_shared<const Layer>(build(key));
  c.bytes += made->figures.positions * kBytesPerPosition;
  c.layers.emplace(key, made);
  return made;
}

// Before building the layer `key` needs: past kKeptBytes, the other families' layers go.
void makeRoomFor(const LayerKey& key) {
  Cache& c = cache();
  if (c.bytes <= kKeptBytes || c.layers.count(key)) return;
  for (auto it = c.layers.begin(); it != c.layers.end();) {
    if (it->first.sameFamily(key)) {
      ++it;
      continue;
    }
    c.bytes -= it->second->figures.positions * kBytesPerPosition;
    it = c.layers.erase(it);
  }
}

}  // namespace

int boundedSeeds(Variant v) {
  switch (v) {
    // Built in a few seconds at most, on first use (docs/STRENGTH.md): Warri's depend on the
    // captures too, a layer for each lead.
    case Variant::AdjiKui1: return 10;
    case Variant::AdjiKui2: return 12;
    case Variant::Warri: return 8;
  }
  return 0;
}

LayerFigures layerFigures(const Rules& rules, std::uint16_t northOwned, int seeds, int lead) {
  const LayerKey key{rules.variant, rules.grandSlamCapturesNothing, northOwned, seeds,
                     usesLead(rules.variant) ? lead : 0};
  Cache& c = cache();
  const std::lock_guard<std::mutex> lock(c.mutex);
  return layerFor(key)->figures;
}

std::optional<MarginBounds> marginBounds(const Rules& rules, const Position& pos, BoundsUse use) {
  const int seeds = pos.seedsOnBoard();
  if (use == BoundsUse::None || pos.over() || seeds > boundedSeeds(rules.variant))
    return std::nullopt;
  const LayerKey key{rules.variant, rules.grandSlamCapturesNothing, pos.northOwned, seeds,
                     usesLead(rules.variant) ? leadOf(pos) : 0};
  // The last layer this thread used, so that most probes take no lock.
  thread_local LayerKey lastKey{};
  thread_local std::shared_ptr<const Layer> last;
  if (!last || !(lastKey == key)) {
    Cache& c = cache();
    // A thread that must not wait does not wait for a build under way on another thread either.
    std::unique_lock<std::mutex> lock(c.mutex, std::defer_lock);
    if (use == BoundsUse::Built) {
      if (!lock.try_lock() || !c.layers.count(key)) return std::nullopt;
    } else {
      lock.lock();
    }
    makeRoomFor(key);
    last = layerFor(key);
    lastKey = key;
  }
  const std::size_t i = static_cast<std::size_t>(boardRank(pos.seeds) * 2 + index(pos.toMove));
  // South's final margins are stored less the lead of positionOf's captures, which is this
  // position's in Warri; in the other games the value does not depend on the captures.
  const int shift = leadOf(pos);
  const int sign = pos.toMove == Player::South ? 1 : -1;
  const auto mover = [&](int a, int b, int& lo, int& hi) {
    lo = sign > 0 ? a + shift : -(b + shift);
    hi = sign > 0 ? b + shift : -(a + shift);
  };
  MarginBounds out;
  mover(last->lo[i], last->hi[i], out.lo, out.hi);
  mover(last->freshLo[i], last->freshHi[i], out.freshLo, out.freshHi);
  out.component = last->label[i];
  return out;
}

}  // namespace mancala::ai
