// The rules window: one tab per game with its rules clause by clause (the project's own
// decisions marked by a label, a bar and an indent, not by colour alone), its people and
// history, and its sources; and the "How to play" button that opens the lessons.
#pragma once

#include <optional>

#include "app/ui/widgets/controls.h"
#include "app/ui/widgets/fonts.h"
#include "core/types.h"

namespace mancala::app {

struct RulesWindowRequest {
  Variant variant = Variant::AdjiKui1;
  bool selectTab = false;  // bring `variant`'s tab to the front this frame
  float scrollLines = 0;   // scroll the text shown by this many lines (the keyboard's arrows)
  float clearTop = 0;      // opens below this line (placeWindowClearOf)
};

// Draws the window while *open. Returns the game whose "How to play" was pressed, if any.
// `control` records the last item's rectangle under a name (for the page API).
std::optional<Variant> drawRulesWindow(bool* open, const RulesWindowRequest& request,
                                       const Fonts& fonts, const NameControl& control);

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
  // Draws it while open, opening below `clearTop`; returns the game whose "How to play" was
  // pressed.
  std::optional<Variant> draw(const Fonts& fonts, const NameControl& control, float clearTop) {
    if (!open_) return std::nullopt;
    request_.clearTop = clearTop;
    const auto howToPlay = drawRulesWindow(&open_, request_, fonts, control);
    request_.selectTab = false;  // the requested tab once; then the reader's choice
    request_.scrollLines = 0;
    return howToPlay;
  }

 private:
  bool open_ = false;
  RulesWindowRequest request_;
};

}  // namespace mancala::app
