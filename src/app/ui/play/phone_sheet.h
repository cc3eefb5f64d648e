// A phone's panel under the board as a sheet: a header that a swipe pulls up over the board, to
// most of the screen, and down again (a tap, Enter or Space does either), the panel's contents
// under it, scrolled by a finger.
#pragma once

#include <functional>
#include <string>

#include "app/ui/windows/ui_state.h"

namespace mancala::app {

class PhoneSheet {
 public:
  // The sheet from its top to the bottom of the window: at `low` when down (under the board), at
  // `high` when pulled up; `title` names what it holds.
  void draw(UiState& ui, const std::string& title, float low, float high,
            const std::function<void()>& contents);
  bool up() const { return up_; }
  // Back under the board (the board has something new to show: the review's arrow).
  void lower() { up_ = held_ = false; }

 private:
  bool up_ = false;
  bool held_ = false;  // the header is being dragged
};

}  // namespace mancala::app
