// The commands of the boards in front and of the two exercise modes (AppModel::apply): the
// cursor and Skip act on the board in front (the lessons' while they are open, else a puzzle's
// while one is open, else the game's); the lessons (lessons_mode.h) and the puzzles
// (puzzles_mode.h) refuse a command that needs them closed. A puzzle solved and a lesson followed
// to its end are cheered with the win sound where sound is on (a game won: cheers.cpp).
#include <string>

#include "app/model/lessons/tutorial.h"
#include "app/model/modes/app_model.h"

namespace mancala::app {
namespace {

std::optional<Refusal> noLesson() { return Refusal{RefusalCode::NoLesson, {}}; }
std::optional<Refusal> noPuzzle() { return Refusal{RefusalCode::NoPuzzle, {}}; }

}  // namespace

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
  if (lessonDone && !state_.modes.lessonCheered && soundOn()) ask(effect::WinSound{});
  state_.modes.lessonCheered = lessonDone;
  if (auto said = state_.modes.lessons.takeAnnouncement(); said && state_.modes.lessons.isOpen())
    say(*said);
  const bool moved = state_.modes.puzzles.update(now, state_.game.speed);
  if (auto id = state_.modes.puzzles.takeSolved()) {
    markPuzzleSolved(*id);
    if (soundOn()) ask(effect::WinSound{});
  }
  if (auto said = state_.modes.puzzles.takeAnnouncement()) say(*said);
  return moved;
}

// ---- The lessons.

template <>
std::optional<Refusal> AppModel::carryOut<cmd::Lesson>(const cmd::Lesson& c, double) {
  const int count = static_cast<int>(mancala::app::lessons().size());
  if (c.lesson < 0 || c.lesson >= count)
    return Refusal{RefusalCode::BadValue,
                   {"lesson", std::to_string(c.lesson), "0-" + std::to_string(count - 1)}};
  state_.modes.lessons.open(c.lesson);
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::LessonPlay>(const cmd::LessonPlay& c, double now) {
  if (!state_.modes.lessons.showingLesson()) return noLesson();
  state_.modes.lessons.play(c.move, now, state_.game.speed);
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::LessonStep>(const cmd::LessonStep& c, double) {
  if (!state_.modes.lessons.showingLesson()) return noLesson();
  state_.modes.lessons.step(c.by);
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::LessonShowMe>(const cmd::LessonShowMe&, double now) {
  if (!state_.modes.lessons.showingLesson()) return noLesson();
  state_.modes.lessons.showMe(now, state_.game.speed);
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::LessonsList>(const cmd::LessonsList& c, double) {
  if (!state_.modes.lessons.isOpen()) return noLesson();
  state_.modes.lessons.showList(c.on);
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::CloseLessons>(const cmd::CloseLessons&, double) {
  state_.modes.lessons.close();
  return std::nullopt;
}

// ---- The puzzles.

template <>
std::optional<Refusal> AppModel::carryOut<cmd::Puzzles>(const cmd::Puzzles& c, double) {
  if (state_.device.kiosk.on)
    return Refusal{RefusalCode::Unavailable, {}};  // the kiosk's screens are its own
  if (c.difficulty && (*c.difficulty < 0 || *c.difficulty > 5))
    return Refusal{RefusalCode::BadValue, {"difficulty", std::to_string(*c.difficulty), "0-5"}};
  // Opened, or another game's list, or the same game's again (its file fetched again if it
  // could not be); a difficulty alone leaves the list shown as it is.
  // From a game, the start screen comes back under the puzzles, the game kept to go back to.
  if (!state_.modes.puzzles.isOpen() && state_.screen == Screen::Play) goToStart();
  if (!state_.modes.puzzles.isOpen() || state_.modes.puzzles.showingPuzzle() || c.game)
    state_.modes.puzzles.open(c.game.value_or(state_.modes.puzzles.isOpen()
                                                  ? state_.modes.puzzles.game()
                                                  : state_.game.startChoices.variant));
  if (c.difficulty) state_.modes.puzzles.setDifficulty(*c.difficulty);
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::OpenPuzzle>(const cmd::OpenPuzzle& c, double) {
  if (!state_.modes.puzzles.isOpen()) return noPuzzle();
  const Puzzle* puzzle = state_.modes.puzzles.find(c.id);
  if (!puzzle) return Refusal{RefusalCode::BadValue, {"id", c.id, "a puzzle of the list"}};
  state_.modes.puzzles.openPuzzle(*puzzle, puzzleSolved(puzzle->id));
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::PuzzlePlay>(const cmd::PuzzlePlay& c, double now) {
  if (!state_.modes.puzzles.showingPuzzle()) return noPuzzle();
  state_.modes.puzzles.play(c.move, now);
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::PuzzleHint>(const cmd::PuzzleHint&, double) {
  if (!state_.modes.puzzles.showingPuzzle()) return noPuzzle();
  state_.modes.puzzles.hint();
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::PuzzleAnswer>(const cmd::PuzzleAnswer&, double) {
  if (!state_.modes.puzzles.showingPuzzle()) return noPuzzle();
  state_.modes.puzzles.showAnswer();
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::PuzzleRetry>(const cmd::PuzzleRetry&, double) {
  if (!state_.modes.puzzles.showingPuzzle()) return noPuzzle();
  state_.modes.puzzles.retry();
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::NextPuzzle>(const cmd::NextPuzzle&, double) {
  if (!state_.modes.puzzles.showingPuzzle()) return noPuzzle();
  if (const Puzzle* next =
          state_.modes.puzzles.next([this](std::string_view id) { return puzzleSolved(id); }))
    state_.modes.puzzles.openPuzzle(*next, puzzleSolved(next->id));
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::PuzzlesList>(const cmd::PuzzlesList&, double) {
  if (!state_.modes.puzzles.isOpen()) return noPuzzle();
  state_.modes.puzzles.showList();
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::ClosePuzzles>(const cmd::ClosePuzzles&, double) {
  state_.modes.puzzles.close();
  return std::nullopt;
}

}  // namespace mancala::app
