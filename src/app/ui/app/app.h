// The app's controller: owns the model (app/model/modes/app_model.h) and the screens, and ties
// them together: the platform's input goes to them, a frame is drawn when something changed, and
// the page reads what the last frame drew. Each concern is in its own file: the screen in front
// (screens/front_screen.h), the keys (app_keys.h), the keyboard's focus and what is said of it
// (keyboard_focus.h), what makes a frame due (interface_shown.h, frame_settling.h), a finger's
// scrolling (windows/touch_scroll.h), the page's readings of the board (board_readings.h), the
// record and debug windows; what each screen draws is in its own file (start_screen,
// play_screen, compact_layout, side_panel, match_panel, settings_menu, rules_window,
// lessons_window).
#pragma once

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "app/model/modes/app_model.h"
#include "app/ui/app/app_keys.h"
#include "app/ui/app/frame_settling.h"
#include "app/ui/app/frontend.h"
#include "app/ui/app/interface_shown.h"
#include "app/ui/app/keyboard_focus.h"
#include "app/ui/app/record_dialog.h"
#include "app/ui/kiosk/kiosk_screen.h"
#include "app/ui/screens/play_screen.h"
#include "app/ui/widgets/input.h"
#include "app/ui/windows/ui_state.h"

namespace mancala::app {

class App final : public Frontend {
 public:
  // `worker`: where the computer's and the hint's searches run; none: on this thread.
  App(Host& host, background::Worker* worker);

  // Frontend
  void loadFonts(float pixelScale) override;
  FontSizes fontSizes() const override;
  void onKey(const KeyPress& key) override;
  void onPointer(const PointerEvent& pointer) override;
  bool needsFrame(double now) override;
  double wakeAt(double now) override;
  void frame(double now) override;

  AppModel& model() { return model_; }
  const AppModel& model() const { return model_; }

  // The board in front (front_screen.h), as drawn in the last frame: the kiosk's or the play
  // screen's (its layout none when the play screen showed no board). The page reads where its
  // holes were and their sizes (board_readings.h), and the hole card it showed (a pointed or
  // long-pressed hole's name and seeds, BoardWidget::card).
  const BoardArea& boardInFront() const;
  // The named controls as drawn in the last frame (widgets/controls.h): where each was, its
  // words and sizes, the one with the keyboard's focus ("" for none: the screen itself). Their
  // names: "new-game", "undo", "redo", "rules", "next-game", "start", "skip", "options" (its
  // menu: "speed", "language", ...), "how-to-play"; in the rules window "rules-tab-<variant>",
  // "rules-part", "history-part", "how-to-play-rules"; in the lessons "tutorial-lesson",
  // "tutorial-back", "tutorial-next", "tutorial-close"; on the Puzzles screen "puzzles",
  // "puzzles-close", "puzzles-game-<variant>", "puzzles-difficulty", "puzzle-<id>",
  // "puzzles-list", "board", "puzzle-hole-<i>", "puzzle-hint", "puzzle-answer", "puzzle-retry",
  // "puzzle-next".
  const Controls& controls() const { return ui_.controls; }
  // The page's focus is on the board (draws the focus ring, shows the cursor).
  void setBoardFocus(bool focused);
  // Tab (dir 1) or Shift+Tab (-1) over the canvas's controls, or an arrow (`byTab` false: through
  // a list's rows too); false past the last or before the first (without `wrap`: the page's focus
  // then leaves the game).
  bool focusStep(int dir, bool wrap, bool byTab);
  // The page's Tab comes into the game: forward, to the screen itself (the board on the play
  // screen); backward (Shift+Tab), to its last control.
  void focusEnter(int dir);

 private:
  // The parts of a frame, in their order (app.cpp).
  void handleKeys(double now);   // the keys pressed since the last frame
  void followModel(double now);  // the model brought up to now, the interface after it
  void drawWindows(double now);  // the screen's window, the rules and the lessons
  void drawScreen(double now);   // the screen in front: the kiosk's, Puzzles, My games, start, play
  void drawAsked(double now);    // the record dialog, the debug window, a record or code asked
  void endFrame(std::uint64_t saidBefore);  // ImGui's settling, the focus and what is said of it
  void showRecord(double now);
  // The interface's own state (interface_shown.h), drawn again where it changed.
  void followInterface();

  AppModel model_;
  background::Worker* worker_;  // for the debug window's view of the search
  UiState ui_;
  PlayScreen play_;
  KioskScreen kiosk_;             // drawn in a kiosk (?kiosk=1) only
  bool touched_ = false;          // a pointer or a key since the last frame
  RecordDialog recordDialog_;     // where the host has no record dialog of its own (the desktop)
  bool debugOpen_ = false;        // F12: the debug window
  std::vector<PendingKey> keys_;  // pressed since the last frame
  FocusWords focusWords_;         // what is said of the keyboard's focus
  bool styled_ = false;
  // The theme's colours follow the model's look and the page's accent.
  std::pair<Look, std::optional<Rgb>> lookShown_{Look::Classic, std::nullopt};
  Screen screenShown_ = Screen::Start;
  double lastFrameAt_ = 0;            // when the last frame was drawn
  FrameSettling settling_;            // ImGui needs one more frame to show this one's changes
  std::uint32_t rulesAskedSeen_ = 0;  // the rules window asked for by commands (rulesAsked)
  InterfaceShown drawn_;              // the interface's own state as last drawn
};

}  // namespace mancala::app
