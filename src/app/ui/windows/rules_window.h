// The rules window: one tab per game with its rules clause by clause (the project's own
// decisions marked by a label, a bar and an indent, not by colour alone; the diagrams of the
// rules pages beside the clauses they show, rules_diagrams.h), its people and
// history, and its sources; the "How to play" button that opens the lessons, and the one that
// opens the game's rules page (its diagrams, a summary and a board to print) beside the game.
#pragma once

#include <optional>

#include "app/model/games_table/games_table.h"
#include "app/ui/lettering/fonts.h"
#include "app/ui/widgets/controls.h"
#include "core/types.h"

namespace mancala::app {

struct RulesWindowRequest {
  Variant variant = kFirstGame;
  bool selectTab = false;   // bring `variant`'s tab to the front this frame
  float scrollLines = 0;    // scroll the text shown by this many lines (the keyboard's arrows)
  float clearTop = 0;       // opens below this line (placeWindowClearOf)
  bool rulesPages = false;  // offer the game's rules page (to read or print) beside the game
};

// What was pressed in the window: a game's "How to play", or its rules page.
struct RulesWindowAsked {
  std::optional<Variant> howToPlay;
  std::optional<Variant> rulesPage;
};

// Draws the window while *open and says what was pressed. `control` records the last item's
// rectangle under a name (for the page API); `figure` the same for a diagram, which is no stop of
// the keyboard's.
RulesWindowAsked drawRulesWindow(bool* open, const RulesWindowRequest& request, const Fonts& fonts,
                                 const NameControl& control, const NameControl& figure);

// The window's state: open or not, and which game's tab to bring to the front.
class RulesWindow {
 public:
  void open(Variant variant) {
    open_ = true;
    request_ = {variant, true};
  }
  void toggle(Variant variant) {
    if (open_)
      open_ = false;
    else
      open(variant);
  }
  void close() { open_ = false; }
  // Scrolls the text shown by `lines` (negative: up) in the next frame.
  void scroll(float lines) { request_.scrollLines += lines; }
  // The window's name for ImGui (its controls' window, for the keyboard's focus).
  static constexpr const char* kWindowId = "###rules";
  bool isOpen() const { return open_; }
  // Draws it while open, opening below `clearTop` (with a button to the rules pages where
  // `rulesPages`); says what was pressed.
  RulesWindowAsked draw(const Fonts& fonts, const NameControl& control, const NameControl& figure,
                        float clearTop, bool rulesPages) {
    if (!open_) return {};
    request_.clearTop = clearTop;
    request_.rulesPages = rulesPages;
    const auto asked = drawRulesWindow(&open_, request_, fonts, control, figure);
    request_.selectTab = false;  // the requested tab once; then the reader's choice
    request_.scrollLines = 0;
    return asked;
  }

 private:
  bool open_ = false;
  RulesWindowRequest request_;
};

}  // namespace mancala::app
