// The Options menu of the play screen: what is rarely changed during a game (seed sounds, high
// contrast, the look, the animation's speed, the language), the game record and share link, and the
// keys.
#pragma once

#include "app/model/modes/app_model.h"
#include "app/ui/windows/ui_state.h"

namespace mancala::app {

// Draws the "options" popup while it is open (ImGui::OpenPopup("options") opens it), at most
// `widest` wide (belowLastItem's answer).
void drawSettingsMenu(const AppModel& model, UiState& ui, float widest);

// "Look" and its list (Dark, Light, Same as the device: theme classic, light, auto), as
// drawSpeedChoice; choosing one turns high contrast off.
void drawLookChoice(const AppModel& model, UiState& ui, float comboWidth, float column = 0);
float lookComboWidth();

// "Speed" and its list (Slow, Normal, Fast, Instant); the list is `comboWidth` wide, at `column`
// from the window's left edge (0: just after the word).
void drawSpeedChoice(const AppModel& model, UiState& ui, float comboWidth, float column = 0);
// The speed list's width: its longest name beside the arrow, in the current language.
float speedComboWidth();

}  // namespace mancala::app
