// The lessons window ("How to play"): a lesson's board (drawn and animated like the game's own),
// its caption, and Back / Next to step through it.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "app/model/animation.h"
#include "app/model/tutorial.h"
#include "app/ui/fonts.h"
#include "app/ui/input.h"

namespace mancala::app {

class LessonsWindow {
 public:
  void open(int lesson);
  void close();
  bool isOpen() const { return open_; }
  bool animating(double now) const { return animation_.running(now); }
  // Animating, or the frame after an animation that shows its end.
  bool needsFrame(double now) const { return animation_.running(now) || settling_; }
  int lesson() const { return lesson_; }
  int step() const { return step_; }

  void next(double now, Speed speed);
  void back();
  // Arrow keys, Enter and Escape while the window is open; true when the key was used.
  bool key(Key key, double now, Speed speed);
  // What a screen reader should hear after a change of lesson or step (the lesson, the step and
  // its caption), once; nothing when nothing changed.
  std::optional<std::string> takeAnnouncement();
  // Draws the window while open. `control` records the last item's rectangle under a name.
  void draw(const Fonts& fonts, double now, Speed speed,
            const std::function<void(const char*)>& control);

 private:
  bool open_ = false;
  bool focusPending_ = false;  // brought to the front once when opened
  bool settling_ = false;      // an animation ran in the last frame drawn
  bool announce_ = false;      // the step changed since takeAnnouncement()
  int lesson_ = 0;
  int step_ = 0;
  MoveAnimation animation_;
};

}  // namespace mancala::app
