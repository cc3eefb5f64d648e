// The interface's own state, as a frame shows it: the focus, what a screen keeps open or put
// away, the measures a frame took for the next one, the texts fetched so far. Besides a command
// and the passing of time, the one thing that makes a frame due: where it differs from the one
// last drawn (a focus moved by the page, a sheet pulled up, a strip measured again), a change is
// drawn (App::followInterface).
#pragma once

#include <cstdint>
#include <string>

#include "app/ui/screens/play_screen.h"
#include "app/ui/windows/ui_state.h"

namespace mancala::app {

struct InterfaceShown {
  std::string focused;
  bool boardFocus = false, movesFocused = false, otherWaysOpen = false, debugOpen = false;
  bool cardPutAway = false, sheetUp = false;
  float startBelowBoard = 0, reviewStripHeight = 0;
  std::uint64_t filesAnswered = 0;
  bool operator==(const InterfaceShown&) const = default;
};

// `debugOpen`: the debug window (F12) is open.
InterfaceShown interfaceShown(const UiState& ui, const PlayScreen& play, bool debugOpen);

}  // namespace mancala::app
