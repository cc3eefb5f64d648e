// The lessons ("How to play") as a mode of the model: open over whatever screen is shown, either
// the list of all lessons or one lesson's board (lesson_board.h). AppModel carries out the
// lesson commands (lesson, lesson-play, lesson-step, lesson-show-me, lessons-list,
// close-lessons) through it; the lessons window draws it and sends those commands.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <string>

#include "app/model/board/board_table.h"
#include "app/model/lessons/lesson_board.h"

namespace mancala::app {

class LessonsMode {
 public:
  bool isOpen() const { return open_; }
  // The list of all lessons is shown instead of a lesson.
  bool listing() const { return open_ && listing_; }
  // A lesson's board is shown (open, not the list).
  bool showingLesson() const { return open_ && !listing_; }
  const BoardTable& table() const { return board_.table(); }
  const LessonProgress& progress() const { return board_.progress(); }
  // Counts the changes of the step or its explanation: a window shows a changed text from its
  // start.
  std::uint32_t textChanges() const { return board_.changes(); }

  // Opens lesson `lesson` (an index into lessons()) at its first step.
  void open(int lesson) {
    open_ = true;
    listing_ = false;
    board_.open(lesson);
  }
  void close() {
    open_ = false;
    listing_ = false;
    board_.close();
  }
  void showList(bool on) { listing_ = on; }
  // The learner's move (a hole or kPass); nothing while a move is shown.
  void play(Move move, double now, Speed speed) {
    if (board_.table().moving(now)) return;
    board_.setSpeed(speed);
    board_.choose(move, now);
  }
  void showMe(double now, Speed speed) {
    board_.setSpeed(speed);
    board_.showMe(now);
  }
  // On (+1: the next step, or the next lesson from a lesson's end) or back (-1).
  void step(int by) {
    if (by > 0) board_.next();
    if (by < 0) board_.back();
  }
  void select(int hole) { board_.table().setCursor(hole); }
  void skip() { board_.table().skip(); }

  // Once a frame: what the board shows at `now`.
  void update(double now) {
    if (showingLesson()) board_.table().frame(now);
  }
  // A move shown, or the frame after it that shows its end: `now`; else nothing will change.
  double nextChange(double now) const {
    return showingLesson() && board_.table().settling(now)
               ? now
               : std::numeric_limits<double>::infinity();
  }
  bool busy(double now) const { return showingLesson() && board_.table().moving(now); }
  // What a screen reader should hear after the last change, once.
  std::optional<std::string> takeAnnouncement() { return board_.takeAnnouncement(); }

 private:
  bool open_ = false;
  bool listing_ = false;
  LessonBoard board_;
};

}  // namespace mancala::app
