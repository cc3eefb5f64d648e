// What a mode's update (update(Mode&, const cmd::X&, Context&)) has beside its own state: the
// app's state to read, the host, the time, and what it asks of the owner (AppModel), which carries
// it out once the update is done: words for screen readers, and the start screen under a mode
// opened from a game (the game kept to go back to).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/model/common/host.h"
#include "app/model/state/app_state.h"
#include "app/model/words/refusal.h"

namespace mancala::app {

struct Context {
  AppState& state;
  Host& host;
  double now = 0;
  // Leaves the game for the start screen (AppModel::goToStart): called at once, as what the
  // update does next reads the start screen's choices that it sets.
  std::function<void()> goToStart;
  std::vector<std::string> said;  // to say, in this order

  void say(std::string text) { said.push_back(std::move(text)); }
};

}  // namespace mancala::app
