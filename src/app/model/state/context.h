// What a mode's or a part's update (update(Part&, const cmd::X&, Context&)) has beside its own
// state: the app's state to read, the host, the time, the effects it asks for (effect.h: words for
// screen readers, a save, the page's language...), which the owner (AppModel) carries out once the
// command is done, and the owner's one move it may call: the start screen under a mode opened from
// a game (the game kept to go back to). A friend's link read is left to the owner to play
// (linkOpened).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>

#include "app/model/common/effect.h"
#include "app/model/common/host.h"
#include "app/model/friend/link_opened.h"
#include "app/model/state/app_state.h"
#include "app/model/words/refusal.h"

namespace mancala::app {

struct Context {
  AppState& state;
  Host& host;
  Effects& effects;
  double now = 0;
  // Leaves the game for the start screen (AppModel::goToStart): called at once, as what the
  // update does next reads the start screen's choices that it sets.
  std::function<void()> goToStart;
  // A friend's link opened (friend_update.h): refused, or its game for the owner to play on its
  // board once the update is done (AppModel::playLink).
  std::optional<LinkOpened> linkOpened{};

  void ask(Effect effect) { effects.add(std::move(effect)); }
  // Words for screen readers, noted in the live region (none while start-up builds the state).
  void say(std::string text) {
    if (!state.restoring && state.shown.liveRegion.say(text)) ask(effect::Say{std::move(text)});
  }
  // The settings and the game kept (a Save effect), but not while start-up builds the state.
  void save() {
    if (!state.restoring) ask(effect::Save{});
  }
};

}  // namespace mancala::app
