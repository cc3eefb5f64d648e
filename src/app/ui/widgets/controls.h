// The named controls drawn in the last frame ("new-game", "undo", "hint", ...): where they were,
// so that the page API and the browser tests can find and press them as a person would, and the
// keyboard's focus among them. Tab and Shift+Tab go through them in the order they were drawn
// (skipping the disabled ones), Enter or Space presses the one with the focus (ImGui's own
// keyboard navigation reaches only text fields by Tab), and a ring drawn around it shows where
// the focus is. A window that appears (the rules, the lessons, a menu) takes the focus; when it
// goes, the focus returns to the control that opened it. A window with a title of its own (the
// rules, the lessons) is a dialog over the screen: while the focus is in it, Tab goes round its
// own controls only, as in a web page's modal dialog, until it closes (Esc or its Close). When the
// screen changes, the focus is on the new screen itself (the board on the play screen).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "imgui.h"

namespace mancala::app {

// How a part of the interface that holds no UiState (the rules, the lessons, a board exercise)
// names its controls: `name` for ImGui's last item, and `spoken`, its words for a screen reader
// where its own label has none ("" for the label's). The app and the puzzles screen give them
// UiState::control, with Tab's usual stop.
using NameControl = std::function<void(const char* name, const std::string& spoken)>;

class Controls {
 public:
  // Whether Tab stops at a control: the board is one stop, the first of its screen (the arrows
  // move over its holes); a window's own frame and the moves of the list (reached by the arrows)
  // are not stops. A choice (a radio button, a check box) is a stop that Enter, in a form such as
  // the start screen, does not press: there it starts the game, as Enter submits a web form. The
  // rows of a long list (the puzzles), drawn one after the other, are one stop for Tab, at the
  // list's first row; the arrows go from row to row.
  enum class Stop : unsigned char { Yes, First, Choice, No, Row };

  // A frame starts: its controls are remembered afresh.
  void beginFrame();
  // The frame is drawn: its controls are those the focus moves among until the next one.
  void endFrame();
  // Remembers ImGui's last item under `name` (and draws the focus ring when it has the focus),
  // with the words a screen reader is told when the focus comes to it: `spoken`, else the
  // item's own label (item_labels.h).
  void remember(const std::string& name, Stop stop = Stop::Yes, std::string spoken = {});
  std::optional<ImVec2> center(const std::string& name) const;
  // The text of a control as drawn: its height in logical pixels, and whether it was scaled from
  // the size its font was built at (blurred) rather than drawn at it.
  struct TextDrawn {
    float size = 0;
    bool scaled = false;
  };
  std::optional<TextDrawn> text(const std::string& name) const;
  // The controls drawn in the last frame that have words, one "name<TAB>words" line each: the
  // text of the lines named for tests (a verdict, the move list) as drawn.
  std::string wordsList() const;
  bool drawn(const std::string& name) const;
  // The sizes of the controls drawn in the last frame, one "name<TAB>width<TAB>height<TAB>font
  // size<TAB>1<TAB>0" line each (in logical pixels; 0 in the fifth field for a line of text, not
  // pressed; 1 in the sixth for the screen's primary button, widgets.h): what a finger has to
  // hit, the size of its words, and which action stands out.
  std::string sizesList() const;

  // The control with the keyboard's focus ("" for none), and whether the ring shows (the
  // keyboard is in use, like :focus-visible).
  const std::string& focused() const { return focused_; }
  // The words of the control with the focus ("" for none, or for a control without words).
  std::string focusedWords() const;
  void focus(const std::string& name);
  void clearFocus() { focused_.clear(); }
  void showRing(bool shown) { ringShown_ = shown; }
  bool ringShown() const { return ringShown_; }
  // Moves the focus to the next (dir > 0) or previous (dir < 0) stop; with none yet (the screen
  // itself has the focus), to the first. Past either end: around with `wrap` or in a dialog, else
  // no focus and false (the page's Tab then leaves the game). `byTab`: a list's rows are one stop.
  bool step(int dir, bool wrap, bool byTab);
  // The first (dir > 0) or last (dir < 0) stop takes the focus, as when Tab comes in: the open
  // dialog's, if there is one.
  void enter(int dir);
  // A dialog (a window with a title of its own) was drawn in the last frame.
  bool dialogOpen() const;
  // Presses the control with the focus in the next frame, as a click would; false when there is
  // none or it cannot be pressed (the board, a disabled control).
  bool activate();
  // The control with the focus is a choice (Stop::Choice).
  bool focusOnChoice() const;
  // The control with the focus was drawn in the window named `windowName` (ImGui's name).
  bool focusInWindow(const char* windowName) const;
  // The control with the focus is in a menu or list opened over the screen (a popup).
  bool focusInPopup() const;
  // The focus went from a popup's control to one outside it: the popup is to close.
  bool takePopupLeft();

 private:
  struct Entry {
    std::string name;
    std::string spoken;  // what a screen reader is told of it
    ImVec2 min, max;
    float fontSize = 0;  // of its words
    ImGuiID id = 0;
    ImGuiID window = 0;   // the root window it was drawn in
    bool popup = false;   // drawn in a popup
    bool dialog = false;  // drawn in a window with a title of its own
    bool enabled = true;
    bool primary = false;  // drawn by primaryButton
    Stop stop = Stop::Yes;
    TextDrawn text{};
  };
  const Entry* find(const std::string& name) const;
  // After a frame: where the focus goes when a window appeared or its control went.
  void settleFocus(ImGuiID focusWindow, bool hadFrame);
  // The root window whose controls Tab goes round: the dialog with the focus (else the last one
  // drawn, with `anyDialog`); 0 for every control.
  ImGuiID keptWindow(bool anyDialog) const;
  static bool isStop(const Entry& e) { return e.stop != Stop::No && e.enabled; }

  std::vector<Entry> drawing_, drawn_;
  std::string focused_;
  std::vector<std::pair<ImGuiID, std::string>> openers_;  // window -> control that opened it
  bool ringShown_ = false;
  bool popupLeft_ = false;
};

}  // namespace mancala::app
