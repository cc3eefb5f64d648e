// The lessons window ("How to play"): a lesson's board (drawn and animated like the game's own),
// its caption, the learner's move made on that board (a click, a tap, or the arrows and Enter),
// why a wrong hole is not the lesson's move, "Show me", and at the end the next lesson or the
// list of lessons. Where the learner is and what his choices do is
// app/model/lessons/lesson_progress.h.
#pragma once

#include <optional>
#include <string>

#include "app/model/board/animation.h"
#include "app/model/lessons/lesson_board.h"
#include "app/ui/board/board_widget.h"
#include "app/ui/widgets/controls.h"
#include "app/ui/widgets/fonts.h"
#include "app/ui/widgets/input.h"

namespace mancala::app {

class LessonsWindow {
 public:
  static constexpr const char* kWindowId = "###tutorial";  // ImGui's name of the window

  void open(int lesson);
  void close();
  bool isOpen() const { return open_; }
  bool animating(double now) const { return board_.table().moving(now); }
  // Animating, or the frame after an animation that shows its end.
  bool needsFrame(double now) const { return open_ && board_.table().settling(now); }
  // When a press held on the lesson's board shows a hole's card (BoardWidget::cardDue).
  double cardDue() const { return widget_.cardDue(); }
  const LessonProgress& progress() const { return board_.progress(); }
  int lesson() const { return board_.progress().lesson(); }
  int step() const { return board_.progress().step(); }

  // The learner chose `move` (a hole or kPass): the lesson's move is animated, another one is
  // explained.
  void choose(Move move, double now, Speed speed);
  void showMe(double now, Speed speed);
  // The keys while the window is open: on a step that waits for a move the arrows move the
  // board's cursor over the mover's holes and Enter or Space sows the hole under it (a pass:
  // Enter passes); elsewhere Right, Enter and Space go on and Left goes back. I is "Show me"
  // (the game's hint key), Backspace goes back a step, Escape closes. In the list of all lessons
  // the arrows choose one, Enter opens it, and Escape or Backspace goes back to the lesson
  // shown. True when the key was used.
  bool key(Key key, double now, Speed speed);
  // What a screen reader should hear after a change (the lesson, the step and its caption, the
  // move played, a wrong hole's explanation, the hole under the cursor), once.
  std::optional<std::string> takeAnnouncement();
  // Draws the window while open. `control` records the last item's rectangle under a name.
  void draw(const Fonts& fonts, double now, Speed speed, const NameControl& control);
  // The line the window opens below (placeWindowClearOf): the play screen's headline.
  void keepClearOf(float top) { clearTop_ = top; }

 private:
  void moveCursor(int dx, int dy);
  void drawList(const NameControl& control);
  bool beginWindow(bool small, bool& stillOpen);
  void drawLessonChoice(const Lesson& lesson, const std::string& stepText,
                        const NameControl& control);
  void drawText(const Lesson& lesson, const Fonts& fonts, bool small, bool nowMoving, float textH);

  bool open_ = false;
  bool focusPending_ = false;  // brought to the front once when opened
  float clearTop_ = 0;
  bool listing_ = false;    // the list of lessons is shown instead of a lesson
  int listCursor_ = 0;      // the keyboard's lesson in the list
  bool scrollTop_ = false;  // the text changed: shown from its start
  std::optional<std::string> cursorAnnouncement_;
  LessonBoard board_;
  BoardWidget widget_{{.id = "lesson-board", .holePrefix = "tutorial-hole-"}};
};

}  // namespace mancala::app
