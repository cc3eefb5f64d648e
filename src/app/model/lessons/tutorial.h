// "How to play": short lessons that set up a concrete position with the rules core and have the
// learner make a move or two on the board (a capture and its chain, a relay, a pass, a hole
// purchase, Warri's cut, feeding and grand slam). Pure data built with the core; the learner's
// progress is app/model/lessons/lesson_progress.h, the drawing app/ui/windows/lessons_window.h.
// Every move here is checked to be legal and to do what its caption says
// (tests/app_lessons_test.cpp).
#pragma once

#include <string_view>
#include <vector>

#include "core/game.h"

namespace mancala::app {

// What a step's move is meant to show, for the tests.
struct StepEffect {
  int captured = 0;        // seeds the move captures
  int holesCaptured = 0;   // holes it captures from (a chain, backwards from the last seed)
  int relays = 0;          // relay laps (Adji Kui II), at least this many
  bool pass = false;       // the move is a pass
  bool grandSlam = false;  // the mover plays again at once (Warri)
  bool feeds = false;      // the opponent had no seeds before and has some after
};

struct TutorialStep {
  std::string_view caption;  // English; translated where it is shown
  Position position;         // the board while the caption is shown
  Move move = kNoMove;       // the move the learner is to make (then animated), if any
  StepEffect effect;         // what `move` does
  Trace trace;               // the move's events, from the core
};

struct Lesson {
  std::string_view title;  // English; translated where it is shown
  Rules rules;
  std::vector<TutorialStep> steps;
};

// The lessons, in order. Built once with the core.
const std::vector<Lesson>& lessons();
// The first lesson about `v`.
int firstLessonOf(Variant v);

}  // namespace mancala::app
