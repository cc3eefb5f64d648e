// The games as radio buttons, on one row where they fit (the start screen in a small frame, the
// Puzzles screen).
#pragma once

#include <string_view>

#include "app/ui/windows/ui_state.h"
#include "core/types.h"

namespace mancala::app {

// One radio button per game, each beside the last where it fits before `right`; a click sets
// `chosen`. Each is the named control `controlPrefix` + the game's name; `idSuffix` ("##...")
// keeps their ImGui ids apart from other buttons with the same titles.
void gameChoice(Variant& chosen, float right, std::string_view controlPrefix,
                std::string_view idSuffix, UiState& ui);

}  // namespace mancala::app
