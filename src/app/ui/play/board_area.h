// The board on the play screen: drawn from the model (the move being shown, or the position, or
// the next game's holes while they are bought), clicked or tapped, with the hole's tooltip and
// the line under it (a refusal's reason, or what the last move did).
#pragma once

#include <optional>

#include "app/model/modes/app_model.h"
#include "app/ui/board/board_geometry.h"
#include "app/ui/board/board_widget.h"
#include "app/ui/windows/ui_state.h"

namespace mancala::app {

class BoardArea {
 public:
  // Draws the board into `size` (the board as large as the width allows, its line below; in a
  // space much taller than a flat board, standing on its side as tall as the space).
  void draw(const AppModel& model, UiState& ui, ImVec2 size, double now);
  // The height draw() needs for a board `width` wide and its line below.
  static float heightForWidth(float width);
  // The room kept below the board for its line.
  static float lineHeight();
  // The room the players' strips take, above and below the board together.
  static float stripsHeight();
  // Where the board was drawn in the last frame, if it was.
  const std::optional<BoardLayout>& layout() const { return widget_.layout(); }
  void hide() { widget_.hide(); }
  // The board's widget, for what it showed (a hole's card) and when it next changes on its own.
  const BoardWidget& widget() const { return widget_; }
  // The arrows on the board: where its cursor goes among the holes that may be chosen (-1: none
  // offered); nothing when the board was not drawn.
  std::optional<int> cursorMoved(const AppModel& model, int dx, int dy) const {
    return widget_.cursorMoved(model.board(), dx, dy);
  }
  // Whether the line below says how to play (not on the kiosk's attract screen, where nobody is
  // asked to move).
  void showHowToPlay(bool on) { howToPlay_ = on; }
  // Whether the line below says what the board shows or what the last move did (not where the
  // board has little room and a panel beside it says it already: the small frame's review). A
  // message (a refused hole) is shown whatever this says.
  void showNotes(bool on) { notes_ = on; }
  // Whether the players' strips (player_strip.h) are drawn above and below the board.
  void showStrips(bool on) { strips_ = on; }
  // The lines kept below the board for its notes and messages (2.2 unless told; a longer text
  // grows the area).
  void reserveNoteLines(float lines) { noteLines_ = lines; }

 private:
  float drawStrips(const AppModel& model, UiState& ui, ImVec2 p0, ImVec2 boardSize,
                   double now) const;

  BoardWidget widget_{{.id = "board", .tooltips = true, .mayStand = true}};
  bool howToPlay_ = true;
  bool notes_ = true;
  bool strips_ = false;
  static constexpr float kStripGap = 6.0f;  // between a strip and the board
  float noteLines_ = 2.2f;
};

}  // namespace mancala::app
