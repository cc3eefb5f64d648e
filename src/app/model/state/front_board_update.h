// The commands of the board in front, whichever mode holds it: the keyboard's cursor and the end
// of the move being shown. The board in front is the lesson's while the lessons show one, else
// the puzzle's while one is open, else the game's (the Context's board).
#pragma once

#include <optional>

#include "app/model/common/command.h"
#include "app/model/state/app_state.h"
#include "app/model/state/context.h"

namespace mancala::app {

// The keyboard's cursor on a hole of the board in front (none: a hole out of 0-11).
std::optional<Refusal> update(ModesState& modes, const cmd::Select& c, Context& ctx);
// The move shown on the board in front ends at once.
std::optional<Refusal> update(ModesState& modes, const cmd::Skip& c, Context& ctx);

}  // namespace mancala::app
