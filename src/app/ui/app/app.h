// The app's controller: owns the model (app/model/modes/app_model.h) and the screens, routes the
// platform's input to them, and draws a frame when something changed. What each screen draws
// is in its own file (start_screen, play_screen, compact_layout, side_panel, match_panel,
// settings_menu, rules_window, lessons_window).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/model/modes/app_model.h"
#include "app/ui/app/debug_window.h"
#include "app/ui/app/frontend.h"
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

  // Where hole i was drawn in the last frame (logical pixels), if the board is shown.
  std::optional<ImVec2> holeCenter(int i) const;
  // The board drawn in the last frame, if the play screen showed one.
  const std::optional<BoardLayout>& boardLayout() const {
    return kiosk_ ? kiosk_->board().layout() : play_.board().layout();
  }
  // The sizes on the board drawn in the last frame (logical pixels): a hole's diameter, the
  // height of the digits of the counts and of the letters beyond the wood.
  struct BoardSizes {
    float hole = 0, countText = 0, letterText = 0;
  };
  std::optional<BoardSizes> boardSizes() const;
  // The game board's hole card shown in the last frame (a pointed or long-pressed hole's name
  // and seeds, BoardWidget::card); empty when none.
  const std::string& holeCard() const;
  // Where a named control was drawn in the last frame: "new-game", "undo", "redo", "rules",
  // "next-game", "start", "skip", "options" (its menu: "speed", "language", ...),
  // "how-to-play"; in the rules window
  // "rules-tab-<variant>", "rules-part", "history-part", "how-to-play-rules"; in the lessons
  // "tutorial-lesson", "tutorial-back", "tutorial-next", "tutorial-close"; on the Puzzles screen
  // "puzzles", "puzzles-close", "puzzles-game-<variant>", "puzzles-difficulty", "puzzle-<id>",
  // "puzzles-list", "board", "puzzle-hole-<i>", "puzzle-hint", "puzzle-answer", "puzzle-retry",
  // "puzzle-next".
  std::optional<ImVec2> controlCenter(const std::string& name) const;
  std::optional<Controls::TextDrawn> controlText(const std::string& name) const {
    return ui_.controls.text(name);
  }
  // The named controls' words as drawn in the last frame (Controls::wordsList).
  std::string controlWords() const { return ui_.controls.wordsList(); }
  std::string controlSizes() const { return ui_.controls.sizesList(); }
  // Something moves or thinks: a move shown (the game's, a lesson's, a puzzle's), the computer,
  // the hint.
  bool busy(double now) const { return model_.busy(now); }
  // The page's focus is on the board (draws the focus ring, shows the cursor).
  void setBoardFocus(bool focused);
  // Tab (dir 1) or Shift+Tab (-1) over the canvas's controls, or an arrow (`byTab` false: through
  // a list's rows too); false past the last or before the first (without `wrap`: the page's focus
  // then leaves the game).
  bool focusStep(int dir, bool wrap, bool byTab);
  // The page's Tab comes into the game: forward, to the screen itself (the board on the play
  // screen); backward (Shift+Tab), to its last control.
  void focusEnter(int dir);
  // The control with the keyboard's focus ("" for none: the screen itself).
  const std::string& focusedControl() const { return ui_.controls.focused(); }
  // The museum kiosk's screens (?kiosk=1), from the first frame; none outside a kiosk.
  const KioskScreen* kiosk() const { return kiosk_.get(); }
  // The Puzzles screen is open (drawn instead of the start screen).
  bool puzzlesOpen() const { return model_.puzzlesMode().isOpen(); }

 private:
  // A key pressed since the last frame, and how many menus or lists were open over the screen
  // as it came (ImGui's own Esc may have closed the innermost since, in ImGui::NewFrame).
  struct PendingKey {
    KeyPress press;
    int popups = 0;
  };
  void handleKey(const PendingKey& key, double now);
  // The keys of each situation (app_keys.cpp); those returning bool: true when they took the key.
  void attractKey(const KeyPress& key);           // the kiosk's attract screen
  bool popupKey(const PendingKey& key);           // a menu or a list open over the screen
  bool lessonsKey(Key key, double now);           // the lessons' window
  void puzzlesKey(Key key, double now);           // the Puzzles screen
  bool controlKey(Key key);                       // the focused control, the rules' window
  void startScreenKey(Key key, double now);       // the start screen
  bool moveListKey(Key key, double now);          // the play screen's move list
  void boardKey(Key key, double now);             // the play screen's board
  bool shortcut(Key key, bool ctrl, double now);  // letter shortcuts; true when handled
  void steerImGuiNav();  // ImGui's arrows off while they move the board's cursor
  void touchScroll();
  void moveCursor(int dx, int dy, double now);
  void sayFocused();
  void showRecord(double now);
  void drawDebug();
  // The parts of a frame, in their order (app.cpp).
  void handleKeys(double now);   // the keys pressed since the last frame
  void followModel(double now);  // the model brought up to now, the interface after it
  void drawWindows(double now);  // the screen's window, the rules and the lessons
  void drawScreen(double now);   // the kiosk's, the Puzzles, the start or the play screen
  void drawAsked(double now);    // the record dialog, the debug window, a record or code asked
  void endFocusFrame(std::uint64_t saidBefore);  // what the focus did, and what is said of it
  // The interface's own state, as a frame shows it: the focus, what a screen keeps open or
  // put away, the measures a frame took for the next one, the texts fetched so far. Besides a
  // command and the passing of time, the one thing that makes a frame due: where it differs
  // from the one last drawn (a focus moved by the page, a sheet pulled up, a strip measured
  // again), a change is drawn (followInterface).
  struct Shown {
    std::string focused;
    bool boardFocus = false, movesFocused = false, otherWaysOpen = false, debugOpen = false;
    bool cardPutAway = false, sheetUp = false;
    float startBelowBoard = 0, reviewStripHeight = 0;
    std::uint64_t filesAnswered = 0;
    bool operator==(const Shown&) const = default;
  };
  Shown shown() const;
  void followInterface();

  AppModel model_;
  background::Worker* worker_;  // for the debug window's view of the search
  UiState ui_;
  PlayScreen play_;
  std::unique_ptr<KioskScreen> kiosk_;
  bool touched_ = false;          // a pointer or a key since the last frame
  RecordDialog recordDialog_;     // where the host has no record dialog of its own (the desktop)
  bool debugOpen_ = false;        // F12: the debug window
  std::vector<PendingKey> keys_;  // pressed since the last frame
  bool styled_ = false;
  // The theme's colours follow the model's look and the page's accent.
  std::pair<Look, std::optional<Rgb>> lookShown_{Look::Classic, std::nullopt};
  Screen screenShown_ = Screen::Start;
  double lastFrameAt_ = 0;     // when the last frame was drawn
  bool settling_ = false;      // ImGui needs one more frame to show this one's changes
  int settleStreak_ = 0;       // frames in a row that asked for another
  bool focusEntered_ = false;  // the page's focus came to the last control: said in the frame
  std::uint32_t rulesAskedSeen_ = 0;  // the rules window asked for by commands (rulesAsked)
  std::string choiceWords_;           // the focused choice's words as last drawn ("…, chosen")
  Shown drawn_;                       // the interface's own state as last drawn
};

}  // namespace mancala::app
