// The commands that act on what is shown beside the board (the state's ShownState): words for
// screen readers, the rules window or the printable rules page asked for.
#pragma once

#include <optional>

#include "app/model/common/command.h"
#include "app/model/state/app_state.h"
#include "app/model/state/context.h"

namespace mancala::app {

// Words for screen readers, from the interface or the page, noted in the live region.
std::optional<Refusal> update(ShownState& shown, const cmd::Say& c, Context& ctx);
// The rules window of a game (the start screen's choice when none is given), opened by the
// interface; refused in the kiosk (unavailable).
std::optional<Refusal> update(ShownState& shown, const cmd::ShowRules& c, Context& ctx);
// A game's printable rules page, opened by the host in the player's language; refused where the
// host opens none and in the kiosk (unavailable).
std::optional<Refusal> update(ShownState& shown, const cmd::RulesPage& c, Context& ctx);

}  // namespace mancala::app
