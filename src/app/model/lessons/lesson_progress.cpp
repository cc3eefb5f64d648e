#include "app/model/lessons/lesson_progress.h"

#include <algorithm>

#include "app/model/words/error_text.h"
#include "app/model/words/mode_text.h"
#include "app/model/words/play/announcer.h"

namespace mancala::app {

void LessonProgress::open(int lesson) {
  lesson_ = std::clamp(lesson, 0, static_cast<int>(lessons().size()) - 1);
  moveTo(0, std::nullopt);
}

int LessonProgress::stepCount() const { return static_cast<int>(current().steps.size()); }

const Lesson& LessonProgress::current() const {
  return lessons()[static_cast<std::size_t>(lesson_)];
}

const TutorialStep& LessonProgress::currentStep() const {
  return current().steps[static_cast<std::size_t>(step_)];
}

std::uint16_t LessonProgress::ownHoles() const {
  const Position& pos = currentStep().position;
  std::uint16_t mask = 0;
  for (int h = 0; h < kHoles; ++h)
    if (pos.owns(pos.toMove, h)) mask = static_cast<std::uint16_t>(mask | (1u << h));
  return mask;
}

std::uint16_t LessonProgress::playableHoles() const {
  std::uint16_t mask = 0;
  for (Move m : legalMoves(current().rules, currentStep().position))
    if (m != kPass) mask = static_cast<std::uint16_t>(mask | (1u << m));
  return mask;
}

LessonProgress::Choice LessonProgress::choose(Move move) {
  if (!waiting()) return Choice::Ignored;
  if (move == expected()) {
    moveTo(step_ + 1, step_);
    return Choice::Played;
  }
  const TutorialStep& step = currentStep();
  Game game(current().rules, step.position);
  if (const auto error = game.checkMove(move)) {
    explanation_ = moveErrorText(*error);
  } else {
    // A legal move, but not the one this step is about: what it would do, from the core.
    Trace trace;
    game.play(move, &trace);
    explanation_ = notTheLessonMoveText(
        move, describeMove(current().rules.variant, step.position, move, trace, game.position()));
  }
  explanation_ += ' ';
  explanation_ += tryAgainOrShowMeText();
  announcement_ = explanation_;
  return Choice::Refused;
}

LessonProgress::Choice LessonProgress::showMe() {
  return waiting() ? choose(expected()) : Choice::Ignored;
}

bool LessonProgress::next() {
  if (waiting() || atEnd()) return false;
  moveTo(step_ + 1, std::nullopt);
  return true;
}

bool LessonProgress::back() {
  if (step_ == 0) return false;
  moveTo(step_ - 1, std::nullopt);
  return true;
}

bool LessonProgress::hasNextLesson() const {
  return lesson_ + 1 < static_cast<int>(lessons().size());
}

bool LessonProgress::nextLesson() {
  if (!hasNextLesson()) return false;
  open(lesson_ + 1);
  return true;
}

void LessonProgress::moveTo(int step, std::optional<int> playedFrom) {
  step_ = std::clamp(step, 0, stepCount() - 1);
  playedFrom_ = playedFrom;
  explanation_.clear();
  if (atEnd()) finished_ |= 1u << lesson_;
  const Lesson& lesson = current();
  std::string text;
  if (playedFrom) {
    const TutorialStep& played = lesson.steps[static_cast<std::size_t>(*playedFrom)];
    text = describeMove(lesson.rules.variant, played.position, played.move, played.trace,
                        currentStep().position) +
           " ";
  }
  StepEnding ending{waiting(), expected() == kPass, atEnd(), std::nullopt};
  if (hasNextLesson()) ending.nextTitle = lessons()[static_cast<std::size_t>(lesson_ + 1)].title;
  announcement_ =
      lessonStepText(text, lesson.title, step_ + 1, stepCount(), currentStep().caption, ending);
}

std::optional<std::string> LessonProgress::takeAnnouncement() {
  std::optional<std::string> out;
  out.swap(announcement_);
  return out;
}

}  // namespace mancala::app
