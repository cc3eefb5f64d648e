// The match between games: the tally, the result, and in Adji Kui II the holes bought before
// the next game.
#pragma once

#include "app/model/modes/app_model.h"
#include "app/ui/windows/ui_state.h"

namespace mancala::app {

void drawMatchPanel(const AppModel& model, UiState& ui, double now);

}  // namespace mancala::app
