// The keys of a frame (app_keys.cpp), once the app's own windows (the record dialog, a text field)
// let them pass: each goes to what is over the screen in front and takes it (a menu, the lessons,
// the rules, the focused control), else to the screen in front (front_screen.h). A key reaches
// the model through commands, the interface's state (ui_state.h) and the board in front.
#pragma once

#include "app/model/modes/app_model.h"
#include "app/ui/play/board_area.h"
#include "app/ui/widgets/input.h"
#include "app/ui/windows/ui_state.h"

namespace mancala::app {

// A key pressed since the last frame, and how many menus or lists were open over the screen as it
// came (ImGui's own Esc may have closed the innermost since, in ImGui::NewFrame).
struct PendingKey {
  KeyPress press;
  int popups = 0;
};

// Made for a frame's keys: `board` is the board in front (the kiosk's or the play screen's).
class KeyRouter {
 public:
  KeyRouter(AppModel& model, UiState& ui, const BoardArea& board)
      : model_(model), ui_(ui), board_(board) {}
  void route(const PendingKey& key, double now);

 private:
  // The keys of each situation; those returning bool: true when they took the key.
  void attractKey(const KeyPress& key);           // the kiosk's attract screen
  bool popupKey(const PendingKey& key);           // a menu or a list open over the screen
  bool lessonsKey(Key key, double now);           // the lessons' window
  void puzzlesKey(Key key, double now);           // the Puzzles screen
  bool controlKey(Key key);                       // the focused control, the rules' window
  void startScreenKey(Key key, double now);       // the start screen
  void playKey(const KeyPress& key, double now);  // the play screen
  bool moveListKey(Key key, double now);          // the play screen's move list
  void boardKey(Key key, double now);             // the play screen's board
  bool shortcut(Key key, bool ctrl, double now);  // letter shortcuts; true when handled
  bool focusStep(int dir, bool wrap, bool byTab);

  AppModel& model_;
  UiState& ui_;
  const BoardArea& board_;
};

// The arrows on `board`: its cursor moved to where they lead among the holes that may be chosen
// (the Select command).
void moveCursor(AppModel& model, const BoardArea& board, int dx, int dy, double now);

}  // namespace mancala::app
