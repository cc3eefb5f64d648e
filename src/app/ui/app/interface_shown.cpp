#include "app/ui/app/interface_shown.h"

#include "app/text/text_files.h"

namespace mancala::app {

InterfaceShown interfaceShown(const UiState& ui, const PlayScreen& play, bool debugOpen) {
  return {.focused = ui.controls.focused(),
          .boardFocus = ui.boardFocus,
          .movesFocused = ui.movesFocused,
          .otherWaysOpen = ui.otherWaysOpen,
          .debugOpen = debugOpen,
          .cardPutAway = play.cardPutAway(),
          .sheetUp = play.sheetUp(),
          .startBelowBoard = ui.startBelowBoard,
          .reviewStripHeight = ui.reviewStripHeight,
          .filesAnswered = filesAnswered()};
}

}  // namespace mancala::app
