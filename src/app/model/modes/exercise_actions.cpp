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
  if (lessons_.showingLesson())
    lessons_.select(hole);
  else if (puzzles_.showingPuzzle())
    puzzles_.select(hole);
  else
    board_.setCursor(hole);
  return std::nullopt;
}

template <>
std::optional<Refusal> AppModel::carryOut<cmd::Skip>(const cmd::Skip&, double) {
  if (lessons_.showingLesson())
    lessons_.skip();
  else if (puzzles_.showingPuzzle())
    puzzles_.skip();
  else
    board_.skip();
  return std::nullopt;
}

template <>
std::optional<Refusal> AppModel::carryOut<cmd::Say>(const cmd::Say& c, double) {
  say(c.text);
  return std::nullopt;
}

bool AppModel::updateExercises(double now) {
  lessons_.update(now);
  // A lesson followed to its end (its last step reached, the move shown): cheered once.
  const bool lessonDone =
      lessons_.showingLesson() && lessons_.progress().atEnd() && !lessons_.busy(now);
  if (lessonDone && !lessonCheered_ && soundOn()) ask(effect::WinSound{});
  lessonCheered_ = lessonDone;
  if (auto said = lessons_.takeAnnouncement(); said && lessons_.isOpen()) say(*said);
  const bool moved = puzzles_.update(now, speed_);
  if (auto id = puzzles_.takeSolved()) {
    markPuzzleSolved(*id);
    if (soundOn()) ask(effect::WinSound{});
  }
  if (auto said = puzzles_.takeAnnouncement()) say(*said);
  return moved;
}

// ---- The lessons.

template <>
std::optional<Refusal> AppModel::carryOut<cmd::Lesson>(const cmd::Lesson& c, double) {
  const int count = static_cast<int>(mancala::app::lessons().size());
  if (c.lesson < 0 || c.lesson >= count)
    return Refusal{RefusalCode::BadValue,
                   {"lesson", std::to_string(c.lesson), "0-" + std::to_string(count - 1)}};
  lessons_.open(c.lesson);
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::LessonPlay>(const cmd::LessonPlay& c, double now) {
  if (!lessons_.showingLesson()) return noLesson();
  lessons_.play(c.move, now, speed_);
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::LessonStep>(const cmd::LessonStep& c, double) {
  if (!lessons_.showingLesson()) return noLesson();
  lessons_.step(c.by);
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::LessonShowMe>(const cmd::LessonShowMe&, double now) {
  if (!lessons_.showingLesson()) return noLesson();
  lessons_.showMe(now, speed_);
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::LessonsList>(const cmd::LessonsList& c, double) {
  if (!lessons_.isOpen()) return noLesson();
  lessons_.showList(c.on);
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::CloseLessons>(const cmd::CloseLessons&, double) {
  lessons_.close();
  return std::nullopt;
}

// ---- The puzzles.

template <>
std::optional<Refusal> AppModel::carryOut<cmd::Puzzles>(const cmd::Puzzles& c, double) {
  if (kiosk_.on) return Refusal{RefusalCode::Unavailable, {}};  // the kiosk's screens are its own
  if (c.difficulty && (*c.difficulty < 0 || *c.difficulty > 5))
    return Refusal{RefusalCode::BadValue, {"difficulty", std::to_string(*c.difficulty), "0-5"}};
  // Opened, or another game's list, or the same game's again (its file fetched again if it
  // could not be); a difficulty alone leaves the list shown as it is.
  // From a game, the start screen comes back under the puzzles, the game kept to go back to.
  if (!puzzles_.isOpen() && screen_ == Screen::Play) goToStart();
  if (!puzzles_.isOpen() || puzzles_.showingPuzzle() || c.game)
    puzzles_.open(c.game.value_or(puzzles_.isOpen() ? puzzles_.game() : startChoices_.variant));
  if (c.difficulty) puzzles_.setDifficulty(*c.difficulty);
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::OpenPuzzle>(const cmd::OpenPuzzle& c, double) {
  if (!puzzles_.isOpen()) return noPuzzle();
  const Puzzle* puzzle = puzzles_.find(c.id);
  if (!puzzle) return Refusal{RefusalCode::BadValue, {"id", c.id, "a puzzle of the list"}};
  puzzles_.openPuzzle(*puzzle, puzzleSolved(puzzle->id));
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::PuzzlePlay>(const cmd::PuzzlePlay& c, double now) {
  if (!puzzles_.showingPuzzle()) return noPuzzle();
  puzzles_.play(c.move, now);
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::PuzzleHint>(const cmd::PuzzleHint&, double) {
  if (!puzzles_.showingPuzzle()) return noPuzzle();
  puzzles_.hint();
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::PuzzleAnswer>(const cmd::PuzzleAnswer&, double) {
  if (!puzzles_.showingPuzzle()) return noPuzzle();
  puzzles_.showAnswer();
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::PuzzleRetry>(const cmd::PuzzleRetry&, double) {
  if (!puzzles_.showingPuzzle()) return noPuzzle();
  puzzles_.retry();
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::NextPuzzle>(const cmd::NextPuzzle&, double) {
  if (!puzzles_.showingPuzzle()) return noPuzzle();
  if (const Puzzle* next = puzzles_.next([this](std::string_view id) { return puzzleSolved(id); }))
    puzzles_.openPuzzle(*next, puzzleSolved(next->id));
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::PuzzlesList>(const cmd::PuzzlesList&, double) {
  if (!puzzles_.isOpen()) return noPuzzle();
  puzzles_.showList();
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::ClosePuzzles>(const cmd::ClosePuzzles&, double) {
  puzzles_.close();
  return std::nullopt;
}

}  // namespace mancala::app
