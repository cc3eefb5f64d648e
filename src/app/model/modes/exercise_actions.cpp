// The commands of the boards in front (AppModel::apply): the cursor and Skip act on the board in
// front (the lessons' while they are open, else a puzzle's while one is open, else the game's);
// and the two exercise modes' time (their own commands: lessons_update.h, puzzles_update.h). A
// puzzle solved and a lesson followed to its end are cheered with the win sound where sound is on
// (a game won: play/play_clock.h's cheerWin).
#include <string>

#include "app/model/modes/app_model.h"
#include "app/model/settings/settings_update.h"

namespace mancala::app {

template <>
std::optional<Refusal> AppModel::carryOut<cmd::Select>(const cmd::Select& c, double) {
  const int hole = c.hole && *c.hole >= 0 && *c.hole < kHoles ? *c.hole : -1;
  if (state_.modes.lessons.showingLesson())
    state_.modes.lessons.select(hole);
  else if (state_.modes.puzzles.showingPuzzle())
    state_.modes.puzzles.select(hole);
  else
    gameBoard_.table().setCursor(hole);
  return std::nullopt;
}

template <>
std::optional<Refusal> AppModel::carryOut<cmd::Skip>(const cmd::Skip&, double) {
  if (state_.modes.lessons.showingLesson())
    state_.modes.lessons.skip();
  else if (state_.modes.puzzles.showingPuzzle())
    state_.modes.puzzles.skip();
  else
    gameBoard_.table().skip();
  return std::nullopt;
}

template <>
std::optional<Refusal> AppModel::carryOut<cmd::Say>(const cmd::Say& c, double) {
  say(c.text);
  return std::nullopt;
}

bool AppModel::updateExercises(double now) {
  state_.modes.lessons.update(now);
  // A lesson followed to its end (its last step reached, the move shown): cheered once.
  const bool lessonDone = state_.modes.lessons.showingLesson() &&
                          state_.modes.lessons.progress().atEnd() &&
                          !state_.modes.lessons.busy(now);
  if (lessonDone && !state_.modes.lessonCheered && soundOn(state_)) ask(effect::WinSound{});
  state_.modes.lessonCheered = lessonDone;
  if (auto said = state_.modes.lessons.takeAnnouncement(); said && state_.modes.lessons.isOpen())
    say(*said);
  const bool moved = state_.modes.puzzles.update(now, state_.game.speed);
  if (auto id = state_.modes.puzzles.takeSolved()) {
    if (notePuzzleSolved(state_.settings, *id)) save();
    if (soundOn(state_)) ask(effect::WinSound{});
  }
  if (auto said = state_.modes.puzzles.takeAnnouncement()) say(*said);
  return moved;
}

}  // namespace mancala::app
