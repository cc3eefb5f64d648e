// Where the learner is in the "How to play" lessons (tutorial.h), and what their choices do: a
// step with a move waits for the learner to make it; the right hole plays it, any other is
// explained (what it would do instead, or why the rules forbid it) and changes nothing; "Show
// me" plays the move for a learner who is stuck. Plain C++: the lessons window draws it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "app/model/lessons/tutorial.h"

namespace mancala::app {

class LessonProgress {
 public:
  // What a choice of the learner did.
  enum class Choice : std::uint8_t {
    Played,   // the lesson's move: the step moved on (playedFrom() is the step it came from)
    Refused,  // not the lesson's move: explanation() says why; nothing else changed
    Ignored,  // nothing is waited for now (a step without a move)
  };

  // Opens lesson `lesson` (clamped to the lessons there are) at its first step.
  void open(int lesson);
  int lesson() const { return lesson_; }
  int step() const { return step_; }
  int stepCount() const;
  const Lesson& current() const;
  const TutorialStep& currentStep() const;

  // The step's move is the learner's to make (a hole, or a pass).
  bool waiting() const { return expected() != kNoMove; }
  // The move the step waits for; kNoMove when none.
  Move expected() const { return currentStep().move; }
  // A bit per hole the mover owns, where the learner may try a hole (the keyboard's cursor).
  std::uint16_t ownHoles() const;
  // A bit per hole the rules let the mover sow (the board's playable rings).
  std::uint16_t playableHoles() const;

  // The learner chose `move` (a hole index or kPass).
  Choice choose(Move move);
  // "Show me": the lesson's move played for the learner (Ignored when nothing is waited for).
  Choice showMe();
  // On from a step without a move; false (nothing changes) when the step waits for a move or
  // is the lesson's last.
  bool next();
  // Back one step (the position before the move); false at the first step.
  bool back();

  bool atEnd() const { return step_ + 1 >= stepCount(); }
  bool hasNextLesson() const;
  // Opens the next lesson; false (nothing changes) after the last one.
  bool nextLesson();
  // Lesson `lesson` was followed to its end since the window opened the first time.
  bool finished(int lesson) const {
    return lesson >= 0 && lesson < 32 && ((finished_ >> lesson) & 1);
  }

  // Why the last hole chosen was not the lesson's move; empty once the step changes.
  const std::string& explanation() const { return explanation_; }
  // The step the last move was played from (for its animation), if the last change was a move.
  std::optional<int> playedFrom() const { return playedFrom_; }

  // What a screen reader should hear after the last change, once: the lesson, the step and its
  // caption; after a move, what the move did first; after a refused hole, the explanation.
  std::optional<std::string> takeAnnouncement();

 private:
  void moveTo(int step, std::optional<int> playedFrom);

  int lesson_ = 0;
  int step_ = 0;
  std::uint32_t finished_ = 0;  // a bit per lesson
  std::string explanation_;
  std::optional<int> playedFrom_;
  std::optional<std::string> announcement_;
};

}  // namespace mancala::app
