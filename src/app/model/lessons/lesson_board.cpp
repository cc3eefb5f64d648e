#include "app/model/lessons/lesson_board.h"

namespace mancala::app {

void LessonBoard::open(int lesson) {
  progress_.open(lesson);
  table_.skip();
  stepChanged();
}

// The cursor starts on the hole the caption names, so that Enter makes the lesson's move.
void LessonBoard::stepChanged() {
  const Move m = progress_.expected();
  table_.setCursor(m != kNoMove && m != kPass ? m : -1);
  ++changes_;
}

void LessonBoard::afterChoice(LessonProgress::Choice choice, double now) {
  ++changes_;
  if (choice != LessonProgress::Choice::Played) return;
  const int from = *progress_.playedFrom();
  const TutorialStep& played = progress_.current().steps[static_cast<std::size_t>(from)];
  table_.animate(played.position, played.trace, now, speed_);
  stepChanged();
}

std::optional<Refusal> LessonBoard::choose(int hole, double now) {
  if (progress_.waiting()) afterChoice(progress_.choose(static_cast<Move>(hole)), now);
  return std::nullopt;  // the caption answers another hole
}

void LessonBoard::showMe(double now) {
  table_.skip();
  afterChoice(progress_.showMe(), now);
}

void LessonBoard::next() {
  table_.skip();
  if (progress_.atEnd() ? progress_.nextLesson() : progress_.next()) stepChanged();
}

void LessonBoard::back() {
  table_.skip();
  if (progress_.back()) stepChanged();
}

std::optional<Refusal> LessonBoard::whyNot(int hole) const {
  if (waitingHole() && ((progress_.playableHoles() >> hole) & 1)) return std::nullopt;
  return Refusal{RefusalCode::NotAsked, {}};  // the caption says what to do
}

Player LessonBoard::nearSide() const {
  for (const TutorialStep& step : lessons()[static_cast<std::size_t>(progress_.lesson())].steps)
    if (step.move != kNoMove) return step.position.toMove;
  return Player::South;
}

std::optional<std::uint16_t> LessonBoard::cursorHoles() const {
  return waitingHole() ? progress_.ownHoles() : std::uint16_t{0};
}

void LessonBoard::dress(BoardFrame& frame, double) const {
  frame.hoverable = progress_.waiting();
  if (frame.moving) {
    frame.marks.selected = -1;
    return;
  }
  // The caption's "highlighted hole": the lesson's move alone is ringed (the other holes can
  // still be tried, and say what they would do).
  frame.marks.playable = 0;
  frame.marks.selected = -1;
  if (progress_.waiting()) {
    const Move expected = progress_.expected();
    if (expected != kNoMove && expected != kPass)
      frame.marks.playable = static_cast<std::uint16_t>(1u << expected);
    frame.marks.selected = table_.cursor();
  }
  if (progress_.step() > 0) {  // the move that led here: where it started and ended
    const TutorialStep& before =
        progress_.current().steps[static_cast<std::size_t>(progress_.step() - 1)];
    if (before.move != kNoMove && before.move != kPass) {
      frame.marks.lastMove = before.move;
      frame.marks.lastEnd = lastSown(before.trace);
    }
  }
}

}  // namespace mancala::app
