#include "app/model/board/animation.h"

#include <algorithm>

#include "app/model/words/play/board_text.h"

namespace mancala::app {
namespace {

double baseDuration(TraceEvent::Kind k) {
  using K = TraceEvent::Kind;
  switch (k) {
    case K::Pickup: return 0.28;
    case K::Sow: return 0.17;
    case K::SkipOrigin: return 0.40;
    case K::Relay: return 0.35;
    case K::Capture: return 0.65;
    case K::ExtraTurn: return 1.40;
    case K::Pass: return 1.30;
    case K::GameOver: return 0.50;
    case K::EndShare: return 0.30;
  }
  return 0.2;
}

double speedFactor(Speed s) {
  switch (s) {
    case Speed::Slow: return 1.8;
    case Speed::Normal: return 1.0;
    case Speed::Fast: return 0.45;
    case Speed::Instant: return 0.0;
  }
  return 1.0;
}

float ease(float t) { return t * t * (3 - 2 * t); }

// The hole of a step that has one (0 for the others), as an index into the board's holes.
std::size_t holeOf(const TraceEvent& e) {
  return static_cast<std::size_t>(std::max<int>(e.hole, 0));
}

// A seed sown from the hand (over `handHole`) into e's hole: in flight `t` of the way, or once
// `done` in the hole, the hand now over it. True while it flies: the view stops there.
bool showSow(BoardView& v, int& handHole, const TraceEvent& e, bool done, float t) {
  const std::size_t hole = holeOf(e);
  if (done) {
    v.seeds[hole] = e.count;
    v.hand = std::max(0, v.hand - 1);
    handHole = e.hole;
    v.handFrom = v.handTo = e.hole;
    return false;
  }
  v.flyCount = 1;
  v.flyFrom = handHole;
  v.flyTo = e.hole;
  v.flyT = ease(t);
  v.hand = std::max(0, v.hand - 1);  // the flying seed has left the hand
  v.handFrom = handHole;
  v.handTo = e.hole;
  v.handT = ease(t);
  return true;
}

// Seeds captured (the hole ringed a while before they leave) or shared out at the game's end:
// flying to the player's store `t` of the way, or once `done` in it. True until done: the view
// stops there.
bool showCapture(BoardView& v, const TraceEvent& e, bool done, float t) {
  using K = TraceEvent::Kind;
  const std::size_t hole = holeOf(e);
  if (e.kind == K::Capture) v.captureHole = e.hole;
  if (done) {
    v.seeds[hole] = std::max(0, v.seeds[hole] - e.count);
    v.stores[static_cast<std::size_t>(index(e.player))] += e.count;
    return false;
  }
  if (t > 0.4f || e.kind == K::EndShare) {
    const float ft = e.kind == K::Capture ? (t - 0.4f) / 0.6f : t;
    v.seeds[hole] = std::max(0, v.seeds[hole] - e.count);
    v.flyCount = e.count;
    v.flyFrom = e.hole;
    v.flyTo = -1 - index(e.player);
    v.flyT = ease(ft);
  }
  return true;
}

// Shows step `e` on `v`, `t` of the way through it (`done` once over); `handHole` follows the
// hand. True while the step is under way: the view stops there.
bool showStep(BoardView& v, int& handHole, const TraceEvent& e, bool done, float t) {
  using K = TraceEvent::Kind;
  const std::size_t hole = holeOf(e);
  switch (e.kind) {
    case K::Pickup:
      if (v.origin < 0) v.origin = e.hole;
      if (done) {
        v.hand += v.seeds[hole];
        v.seeds[hole] = 0;
      }
      handHole = e.hole;
      v.handFrom = v.handTo = e.hole;
      return false;
    case K::Sow: return showSow(v, handHole, e, done, t);
    case K::SkipOrigin:
      v.skipHole = e.hole;
      handHole = e.hole;
      v.handFrom = v.handTo = e.hole;
      return !done;
    case K::Relay:  // the lap's last hole: its seeds are taken up for the next lap
      v.relayHole = e.hole;
      handHole = e.hole;
      v.handFrom = v.handTo = e.hole;
      if (!done) return true;
      v.hand += v.seeds[hole];
      v.seeds[hole] = 0;
      return false;
    case K::Capture:
    case K::EndShare: return showCapture(v, e, done, t);
    case K::ExtraTurn:
      v.banner = grandSlamBanner(e.player);
      if (!done) return true;
      v.banner.clear();
      return false;
    case K::Pass:
      v.banner = passBanner(e.player);
      if (!done) return true;
      v.banner.clear();
      return false;
    case K::GameOver: v.banner = gameOverBanner(); return !done;
  }
  return false;
}

}  // namespace

std::optional<Speed> parseSpeed(std::string_view s) {
  if (s == "slow") return Speed::Slow;
  if (s == "normal") return Speed::Normal;
  if (s == "fast") return Speed::Fast;
  if (s == "instant") return Speed::Instant;
  return std::nullopt;
}

std::string_view speedKey(Speed s) {
  switch (s) {
    case Speed::Slow: return "slow";
    case Speed::Normal: return "normal";
    case Speed::Fast: return "fast";
    case Speed::Instant: return "instant";
  }
  return "normal";
}

void MoveAnimation::start(const Position& before, const Trace& trace, double now, Speed speed) {
  before_ = before;
  steps_.clear();
  const double f = speedFactor(speed);
  double t = now;
  for (const TraceEvent& e : trace) {
    // Banners stay readable even when sowing is fast.
    const bool banner = e.kind == TraceEvent::Kind::ExtraTurn || e.kind == TraceEvent::Kind::Pass;
    const double d = baseDuration(e.kind) * (banner && f > 0 ? std::max(f, 0.7) : f);
    steps_.push_back({e, t, d});
    t += d;
  }
  end_ = t;
  if (f == 0) steps_.clear();
}

BoardView MoveAnimation::view(double now) const {
  BoardView v;
  for (int i = 0; i < kHoles; ++i)
    v.seeds[static_cast<std::size_t>(i)] = before_.seeds[static_cast<std::size_t>(i)];
  v.stores = {before_.captured[0], before_.captured[1]};
  v.running = running(now);
  if (!v.running) return v;
  int handHole = -1;
  for (const Step& s : steps_) {
    const TraceEvent& e = s.event;
    const bool done = now >= s.start + s.duration;
    const float t =
        done ? 1.0f
             : std::clamp(static_cast<float>((now - s.start) / std::max(s.duration, 1e-6)), 0.0f,
                          1.0f);
    if (now < s.start) break;
    v.active = e.hole;
    v.banner.clear();
    v.captureHole = v.relayHole = v.skipHole = -1;
    v.flyCount = 0;
    v.handT = 1;
    if (showStep(v, handHole, e, done, t)) return v;
  }
  return v;
}

int MoveAnimation::stepsBegun(double now) const {
  int n = 0;
  for (const Step& s : steps_)
    if (s.start <= now) ++n;
  return n;
}

}  // namespace mancala::app
