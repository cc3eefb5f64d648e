// What the screens share besides the model: the fonts, where the named controls were drawn,
// how the person points, and the windows drawn over the screens (the rules, the lessons).
#pragma once

#include "app/ui/controls.h"
#include "app/ui/fonts.h"
#include "app/ui/lessons_window.h"
#include "app/ui/rules_window.h"

namespace mancala::app {

struct UiState {
  Fonts fonts;
  Controls controls;
  bool touch = false;         // the last pointer input came from a finger: no hover tooltips
  bool boardFocus = false;    // the keyboard is in use on the board: its focus ring shows
  bool recordAsked = false;   // "Game record and share link" was chosen this frame
  bool movesFocused = false;  // the move list has the focus: the arrows step through it
  RulesWindow rules;
  LessonsWindow lessons;

  void control(const char* name) { controls.remember(name); }
};

}  // namespace mancala::app
