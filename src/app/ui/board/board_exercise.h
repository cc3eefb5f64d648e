// What the screens that walk a learner through a board share (the lessons, the puzzles): the
// buttons of the moment at the bottom, on as many rows as they need, the board as large as the
// room they and the text leave, and each hole as a named control.
#pragma once

#include <span>
#include <vector>

#include "app/ui/board/board_geometry.h"
#include "app/ui/widgets/controls.h"
#include "imgui.h"

namespace mancala::app {

template <class Action>
struct ExerciseButton {
  const char* label;
  const char* name;  // the named control
  Action action;
  bool enabled = true;
};

// The height of buttons with `labels`, wrapped to the window's width.
float buttonRowsHeight(std::span<const char* const> labels);
// The board's height in `avail` above `buttonsH` of buttons: as large as the width allows, leaving
// `reserveLines` lines for the text (or, where that is too little, half of what the buttons
// leave), and never under 60 pixels.
float exerciseBoardHeight(ImVec2 avail, float buttonsH, float reserveLines);
// Each hole of `layout` as the named control `prefix` + its number; the cursor stays where it was.
void holeControls(const BoardLayout& layout, const char* prefix, const NameControl& control);
// One button beside the last where it fits (the first, `first`, on its own row), at the row's
// right end if `atEnd`; a click returns true.
bool rowButton(const char* label, bool enabled, bool first, bool atEnd = false);

template <class Action>
float buttonRowsHeight(const std::vector<ExerciseButton<Action>>& buttons) {
  std::vector<const char*> labels;
  for (const ExerciseButton<Action>& b : buttons) labels.push_back(b.label);
  return buttonRowsHeight(labels);
}

// The buttons at the window's bottom, `buttonsH` high: the action of the one clicked, or `none`.
// The last (Close, Next puzzle) at the right end: it stays under the pointer while the ones
// before it change (Show the end becomes Next as a move ends).
template <class Action>
Action drawButtonRows(const std::vector<ExerciseButton<Action>>& buttons, float buttonsH,
                      Action none, const NameControl& control) {
  const float buttonsY =
      ImGui::GetWindowContentRegionMax().y - buttonsH + ImGui::GetStyle().ItemSpacing.y;
  if (ImGui::GetCursorPosY() < buttonsY) ImGui::SetCursorPosY(buttonsY);
  Action action = none;
  for (std::size_t i = 0; i < buttons.size(); ++i) {
    if (rowButton(buttons[i].label, buttons[i].enabled, i == 0, i > 0 && i + 1 == buttons.size()))
      action = buttons[i].action;
    control(buttons[i].name, {});
  }
  return action;
}

}  // namespace mancala::app
