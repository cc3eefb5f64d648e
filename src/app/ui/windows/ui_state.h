// What the screens share besides the model: the fonts, where the named controls were drawn,
// how the person points, the windows drawn over the screens (the rules, the lessons), and the
// Puzzles screen.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>

#include "app/model/common/command.h"
#include "app/model/common/redraw.h"
#include "app/ui/lettering/fonts.h"
#include "app/ui/widgets/controls.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/windows/lessons_window.h"
#include "app/ui/windows/puzzles_screen.h"
#include "app/ui/windows/rules_window.h"

namespace mancala::app {

struct UiState {
  Fonts fonts;
  Controls controls;
  bool touch = false;          // the last pointer input came from a finger: no hover tooltips
  bool boardFocus = false;     // the keyboard is in use: the focus ring shows
  bool recordAsked = false;    // "Game record and share link" was chosen this frame
  bool codeAsked = false;      // "Continue on your phone" was chosen this frame
  bool movesFocused = false;   // the move list has the focus: the arrows step through it
  bool resultCardUp = false;   // the result's card is over the board, with the result's buttons
  bool keyboardUsed = false;   // a key was pressed: the keyboard's hints show on a touch screen too
  bool otherWaysOpen = false;  // the start screen's "Other ways to play" show
  // A finger's drag, once past ImGui's threshold: along which axis it set off (touch_scroll.h),
  // kept until the next press (None: a tap). A vertical one scrolls what is under it; a
  // horizontal one is the control's (the review's graph scrubs).
  enum class Drag : std::uint8_t { None, Vertical, Horizontal };
  Drag touchDrag = Drag::None;
  float startBelowBoard =
      150;  // the height of the start screen's rows under its board, as last drawn
  float reviewStripHeight = 0;  // a small frame's review strip: its text and buttons, as drawn
  double now = 0;               // the time of the frame being drawn: when its commands are applied
  // Applies a command to the model (app/model/common/command.h) as a person's: a refusal is
  // shown. The screens read the model and change it only through this.
  std::function<void(const Command&)> send;
  float headerBottom = 0;  // the play screen's headline's lower edge (0 elsewhere): the rules'
                           // and the lessons' windows open clear of it
  RulesWindow rules;
  LessonsWindow lessons;
  PuzzlesScreen puzzles;  // drawn instead of the start screen while open

  // ImGui's last item is the control `name`; `spoken`: its words for a screen reader when its
  // own label has none (a list, an arrow button).
  void control(const char* name, Controls::Stop stop = Controls::Stop::Yes,
               std::string spoken = {}) {
    controls.remember(name, stop, std::move(spoken));
  }
  // The board has the keyboard's focus (its frame and cursor show): it is the focused control,
  // or no control is.
  // The arrows on an exercise's board (a lesson's, a puzzle's) drawn by `widget`: its cursor moved
  // (the Select command), and the hole it is on said.
  void moveCursor(const BoardWidget& widget, const BoardTable& table, int dx, int dy) {
    const auto to = widget.cursorMoved(table, dx, dy);
    if (!to) return;
    send(cmd::Select{*to >= 0 ? std::optional<Move>(static_cast<Move>(*to)) : std::nullopt});
    if (table.cursor() >= 0) send(cmd::Say{table.holeSentence(table.cursor(), false)});
  }
  // When the interface's own state (a focus ring, a sheet, a measure) next needs drawing: App
  // compares that state with the one last drawn (App::followInterface), and a difference counts
  // as a change.
  Redraw redraw;
  // The keyboard's hints and shortcuts show: on a device with a mouse, or once a key was pressed
  // on a touch screen (which may have no keyboard at all).
  bool keyHints() const { return !theme::fingerSized() || keyboardUsed; }
  bool boardHasFocus() const {
    return boardFocus && (controls.focused().empty() || controls.focused() == "board");
  }
};

}  // namespace mancala::app
