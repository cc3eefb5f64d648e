// The two exercise modes' time (their own commands: lessons_update.h, puzzles_update.h). A
// puzzle solved and a lesson followed to its end are cheered with the win sound where sound is on
// (a game won: play/play_clock.h's cheerWin).
#include <string>

#include "app/model/modes/app_model.h"
#include "app/model/settings/settings_update.h"

namespace mancala::app {

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
