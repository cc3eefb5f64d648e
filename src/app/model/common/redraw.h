// When the interface draws. Anything that changes what is shown bumps one counter (changed());
// the frontend draws while the counter has moved since its last frame (two frames a change: the
// change itself, and the frame in which ImGui has laid out what the first one showed), and when
// the state changes on its own at a time it is told (an animation's next step, a clock). Nothing
// changed and nothing due: no frame.
#pragma once

#include <cstdint>

namespace mancala::app {

class Redraw {
 public:
  void changed() { ++changes_; }
  std::uint64_t changes() const { return changes_; }
  // Whether a frame is due at `now`; `wakeAt`: when the state next changes on its own.
  bool due(double now, double wakeAt) const {
    return owed_ > 0 || changes_ != seen_ || wakeAt <= now;
  }
  // A frame is being drawn: it shows every change made so far.
  void drawing() {
    if (changes_ != seen_) {
      seen_ = changes_;
      owed_ = kFramesPerChange;
    }
    if (owed_ > 0) --owed_;
  }

 private:
  static constexpr int kFramesPerChange = 2;
  std::uint64_t changes_ = 1;  // the first frame is due
  std::uint64_t seen_ = 0;
  int owed_ = 0;
};

}  // namespace mancala::app
