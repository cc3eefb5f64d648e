// The lessons window ("How to play"): a lesson's board (drawn and animated like the game's own),
// its caption, the learner's move made on that board (a click, a tap, or the arrows and Enter),
// why a wrong hole is not the lesson's move, "Show me", and at the end the next lesson or the
// list of lessons. It draws the model's lessons (app/model/lessons/lessons_mode.h) and sends
// their commands; where the learner is and what their choices do is lesson_progress.h.
#pragma once

#include <cstdint>
#include <string>

#include "app/model/lessons/lessons_mode.h"
#include "app/ui/board/board_widget.h"
#include "app/ui/lettering/fonts.h"
#include "app/ui/widgets/controls.h"
#include "app/ui/widgets/input.h"

namespace mancala::app {

struct UiState;

class LessonsWindow {
 public:
  static constexpr const char* kWindowId = "###tutorial";  // ImGui's name of the window

  // When a press held on the lesson's board shows a hole's card (BoardWidget::cardDue).
  double cardDue() const { return widget_.cardDue(); }

  // The keys while the lessons are open: on a step that waits for a move the arrows move the
  // board's cursor over the mover's holes and Enter or Space sows the hole under it (a pass:
  // Enter passes); elsewhere Right, Enter and Space go on and Left goes back. I is "Show me"
  // (the game's hint key), Backspace goes back a step, Escape closes. In the list of all lessons
  // the arrows choose one, Enter opens it, and Escape or Backspace goes back to the lesson
  // shown. Each becomes a command (ui.send). True when the key was used.
  bool key(Key key, const LessonsMode& mode, UiState& ui, double now);
  // Draws the window while the lessons are open. `control` records the last item's rectangle
  // under a name.
  void draw(const LessonsMode& mode, UiState& ui, double now, const NameControl& control);
  // The line the window opens below (placeWindowClearOf): the play screen's headline.
  void keepClearOf(float top) { clearTop_ = top; }

 private:
  void drawList(const LessonsMode& mode, UiState& ui, const NameControl& control);
  bool beginWindow(bool small, bool& stillOpen);
  void drawLessonChoice(const LessonsMode& mode, UiState& ui, const std::string& stepText,
                        const NameControl& control);
  void drawText(const LessonProgress& progress, const Fonts& fonts, bool small, bool nowMoving,
                bool fromStart, float textH, bool keyHints);

  bool shown_ = false;             // drawn in the last frame: brought to the front when not
  std::uint32_t seenChanges_ = 0;  // the lesson's text as last drawn (LessonsMode::textChanges)
  int listCursor_ = 0;             // the keyboard's lesson in the list
  float clearTop_ = 0;             // the window opens below this line (keepClearOf)
  BoardWidget widget_{{.id = "lesson-board", .holePrefix = "tutorial-hole-"}};
};

}  // namespace mancala::app
