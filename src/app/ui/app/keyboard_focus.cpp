#include "app/ui/app/keyboard_focus.h"

#include "imgui_internal.h"

namespace mancala::app {

void sayFocused(UiState& ui, const BoardTable& board) {
  if (ui.controls.focused() == "board") {
    if (board.cursor() >= 0) ui.send(cmd::Say{board.holeSentence(board.cursor(), false)});
    return;
  }
  if (const std::string words = ui.controls.focusedWords(); !words.empty())
    ui.send(cmd::Say{words});
}

bool stepFocus(UiState& ui, const BoardTable& board, int dir, bool wrap, bool byTab) {
  ui.boardFocus = true;
  const bool moved = ui.controls.step(dir, wrap, byTab);
  if (moved) sayFocused(ui, board);
  return moved;
}

// ImGui's navigation is kept for the lists that ImGui opens over the screen (a choice's list: its
// arrows, Space and Esc) and the desktop's record dialog.
void steerImGuiNav(const UiState& ui, bool recordDialogOpen) {
  ImGuiIO& io = ImGui::GetIO();
  const bool imguiList =
      ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId) && !ui.controls.focusInPopup();
  if (imguiList || recordDialogOpen)
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  else
    io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
}

// Forward: the screen itself (Enter starts the game shown), or the board; backward: the last.
// With a dialog open (the rules, the lessons), its first or last control.
void FocusWords::enter(UiState& ui, int dir) {
  ui.boardFocus = true;
  if (dir > 0 && !ui.controls.dialogOpen()) {
    ui.controls.clearFocus();
    ui.controls.focus("board");
  } else {
    ui.controls.enter(-1);
    entered_ = true;  // said at the frame's end, unless a click took the focus away
  }
}

// The board says its holes as the arrows choose them, not as the focus comes to it.
void FocusWords::endFrame(UiState& ui, const BoardTable& board, const std::string& focusedBefore,
                          bool saidInFrame) {
  const bool moved = ui.controls.focused() != focusedBefore;  // the ring drawn where it went
  if ((moved || entered_) && ui.controls.focused() != "board" && !saidInFrame)
    sayFocused(ui, board);
  // The focused choice was chosen (Space, Enter, a click): its new state is said.
  const std::string words = ui.controls.focusOnChoice() ? ui.controls.focusedWords() : "";
  if (!moved && !entered_ && !words.empty() && !choiceWords_.empty() && words != choiceWords_ &&
      !saidInFrame)
    ui.send(cmd::Say{words});
  choiceWords_ = words;
  entered_ = false;
}

}  // namespace mancala::app
