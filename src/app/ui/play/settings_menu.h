// The Options menu of the play screen (seed sounds, high contrast, the game record and share
// link, the keys) and the animation's speed choice.
#pragma once

#include "app/model/modes/app_model.h"
#include "app/ui/windows/ui_state.h"

namespace mancala::app {

// Draws the "options" popup while it is open (ImGui::OpenPopup("options") opens it), at most
// `widest` wide (belowLastItem's answer).
void drawSettingsMenu(const AppModel& model, UiState& ui, float widest);

// "Speed" and its list (Slow, Normal, Fast, Instant); the list is `comboWidth` wide.
void drawSpeedChoice(const AppModel& model, UiState& ui, float comboWidth);
// The speed list's width: its longest name beside the arrow, in the current language.
float speedComboWidth();
// The width drawSpeedChoice takes.
float speedChoiceWidth(float comboWidth);

}  // namespace mancala::app
