// A lesson's board (the "How to play" lessons): the learner's move made on it, the lesson's move
// animated, any other hole explained (lesson_progress.h). The lessons window draws it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "app/model/board/board_table.h"
#include "app/model/lessons/lesson_progress.h"

namespace mancala::app {

class LessonBoard final : public BoardSource {
 public:
  LessonBoard() : table_(*this) {}

  BoardTable& table() { return table_; }
  const BoardTable& table() const { return table_; }
  const LessonProgress& progress() const { return progress_; }
  // How fast the moves are shown.
  void setSpeed(Speed speed) { speed_ = speed; }

  // Opens lesson `lesson` at its first step.
  void open(int lesson);
  void close() { table_.skip(); }
  // "Show me": the lesson's move played for the learner.
  void showMe(double now);
  // On from a step without a move, or to the next lesson from a lesson's end.
  void next();
  void back();
  // Counts the changes of the step or its explanation (a text read again from its start).
  std::uint32_t changes() const { return changes_; }
  // What a screen reader should hear after the last change, once.
  std::optional<std::string> takeAnnouncement() { return progress_.takeAnnouncement(); }
  // The step waits for a hole (not a pass).
  bool waitingHole() const { return progress_.waiting() && progress_.expected() != kPass; }

  // ---- BoardSource
  Position position() const override { return progress_.currentStep().position; }
  std::optional<Refusal> whyNot(int hole) const override;
  std::optional<Refusal> choose(int hole, double now) override;
  Player chooser() const override { return progress_.currentStep().position.toMove; }
  // The learner's row near, as a player's is in a game: the side of the lesson's first move,
  // kept for the whole lesson (a reply the learner makes for the other side does not turn it).
  Player nearSide() const override;
  std::optional<std::uint16_t> cursorHoles() const override;
  void dress(BoardFrame& frame, double now) const override;

 private:
  void afterChoice(LessonProgress::Choice choice, double now);
  void stepChanged();

  LessonProgress progress_;
  BoardTable table_;
  Speed speed_ = Speed::Normal;
  std::uint32_t changes_ = 0;
};

}  // namespace mancala::app
