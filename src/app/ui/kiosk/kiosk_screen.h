// The museum kiosk's screens (?kiosk=1, model/kiosk/kiosk.h), drawn instead of the start and play
// screens: the attract screen (the language buttons by name, the computer playing itself with a
// caption under the board, the games and the two ways in: a game against the computer or a
// lesson), the visitor's game (the board as large as the screen allows, a few large buttons),
// and the "Still playing?" warning before the reset. Every target is at least kMinTarget high;
// nothing leads out of the page.
#pragma once

#include <memory>
#include <string>

#include "app/model/kiosk/kiosk.h"
#include "app/model/modes/app_model.h"
#include "app/ui/play/board_area.h"
#include "app/ui/windows/ui_state.h"

namespace mancala::app {

class KioskScreen {
 public:
  // Once a frame, inside the main window: the model's kiosk (state().modes.kiosk), its screen
  // and windows.
  void draw(const AppModel& model, UiState& ui, double now);
  const BoardArea& board() const { return board_; }
  // The kiosk's state for the page API and the tests, as JSON.
  static std::string stateJson(const Kiosk& kiosk, double now);

  static constexpr float kMinTarget = 56;  // logical pixels: a fingertip with room to spare
  // The kiosk's text on a `screen` this large (logical pixels): the usual size up to 1280x800,
  // then larger with the screen, up to half as large again (a gallery's 1920x1080: 1.35).
  static float textScale(ImVec2 screen);

 private:
  void attract(const AppModel& model, UiState& ui, double now);
  void visitor(const AppModel& model, UiState& ui, double now);
  void warning(const Kiosk& kiosk, UiState& ui, double now);
  void languageButtons(UiState& ui, float height);
  void boardIn(const AppModel& model, UiState& ui, float height, bool input, double now);

  BoardArea board_;
  int resetsSeen_ = 0;
  bool small_ = false;  // a small frame: the buttons in the body's font
};

}  // namespace mancala::app
