// The keyboard's focus over the canvas's controls (widgets/controls.h) as the keys and the page
// move it, and what a screen reader is told of it: the control the focus comes to (a hole under
// the board's cursor, in the hole's words), and a focused choice's new state once chosen.
#pragma once

#include <string>

#include "app/model/board/board_table.h"
#include "app/ui/windows/ui_state.h"

namespace mancala::app {

// The focused control's words, said for a screen reader following the canvas's focus (the canvas
// shows only its ring); on the board, the hole under its cursor (`board`: the game's).
void sayFocused(UiState& ui, const BoardTable& board);

// Tab (dir 1) or Shift+Tab (-1) over the canvas's controls, or an arrow (`byTab` false: through a
// list's rows too), the control it comes to said; false past the last or before the first
// (without `wrap`: the page's focus then leaves the game).
bool stepFocus(UiState& ui, const BoardTable& board, int dir, bool wrap, bool byTab);

// ImGui's own keyboard navigation, on only where its keys are wanted: in a list that ImGui opened
// over the screen (a choice's list) and in the record dialog (`recordDialogOpen`). Elsewhere the
// focus moves in the controls' order, and ImGui would move its own highlight at the same time.
void steerImGuiNav(const UiState& ui, bool recordDialogOpen);

// What is said of the focus as a frame ends, and what it must remember from one frame to the next
// for that.
class FocusWords {
 public:
  // The page's Tab comes into the game: forward, to the screen itself (the board on the play
  // screen); backward (Shift+Tab), to its last control, said at the frame's end.
  void enter(UiState& ui, int dir);
  // Once the frame's controls are known (Controls::endFrame), `focusedBefore` the control focused
  // before that: the control the focus went to is said (it came in from the page, or a window
  // or a menu that opened or closed moved it), and a focused choice's new state once chosen; not
  // when the frame said something already (`saidInFrame`: a lesson's step, a new game), which
  // would be cut short.
  void endFrame(UiState& ui, const BoardTable& board, const std::string& focusedBefore,
                bool saidInFrame);

 private:
  bool entered_ = false;     // the page's focus came to the last control: said in the frame
  std::string choiceWords_;  // the focused choice's words as last drawn ("…, chosen")
};

}  // namespace mancala::app
