// The Options menu of the play screen: seed sounds, high contrast, the game record and share
// link, and the keys.
#pragma once

#include "app/model/app_model.h"
#include "app/ui/ui_state.h"

namespace mancala::app {

// Draws the "options" popup while it is open (ImGui::OpenPopup("options") opens it).
void drawSettingsMenu(AppModel& model, UiState& ui);

}  // namespace mancala::app
