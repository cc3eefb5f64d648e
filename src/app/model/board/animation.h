// A move shown seed by seed, replayed from the core's trace (never a second copy of the
// rules): pickups, each seed sown, relay laps, the skipped origin, captures flying to the
// store, passes and the grand slam's extra turn.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "core/position.h"

namespace mancala::app {

enum class Speed : std::uint8_t { Slow, Normal, Fast, Instant };
std::optional<Speed> parseSpeed(std::string_view s);  // "slow", "normal", "fast", "instant"
std::string_view speedKey(Speed s);

// What the board shows at one moment of an animation.
struct BoardView {
  std::array<int, kHoles> seeds{};
  std::array<int, 2> stores{};     // captures [South, North]
  int hand = 0;                    // seeds being carried
  int handFrom = -1, handTo = -1;  // the hand moves from one hole to the next
  float handT = 1;
  int origin = -1;       // the hole the move started from
  int active = -1;       // the hole being sown, picked up or examined
  int captureHole = -1;  // glowing: being captured
  int relayHole = -1;    // a lap ended here and goes on
  int skipHole = -1;     // passed over
  // A seed (or seeds, for captures) in flight.
  int flyCount = 0;
  float flyT = 0;                // 0..1
  int flyFrom = -1, flyTo = -1;  // holes; for a store, -1 - index(player)
  std::string banner;            // "South passes", "Grand slam!"
  bool running = false;
};

class MoveAnimation {
 public:
  void start(const Position& before, const Trace& trace, double now, Speed speed);
  void stop() { steps_.clear(); }
  bool running(double now) const { return !steps_.empty() && now < end_; }
  // The board at time `now` (before: the position the move started from).
  BoardView view(double now) const;
  const Position& before() const { return before_; }
  // How many of the trace's events have begun by `now` (all of them once stopped), and each
  // event: for the sounds that go with the seeds.
  int stepsBegun(double now) const;
  int stepCount() const { return static_cast<int>(steps_.size()); }
  const TraceEvent& stepEvent(int i) const { return steps_[static_cast<std::size_t>(i)].event; }

 private:
  struct Step {
    TraceEvent event;
    double start = 0, duration = 0;
  };
  Position before_;
  std::vector<Step> steps_;
  double end_ = 0;
};

}  // namespace mancala::app
