// A puzzle's answer, as the model's puzzle_attempt.h reads it (AnswerFacts), and in the
// player's language: what it did, the explanation once the puzzle is over, the answer found or
// shown.
#pragma once

#include <cstdint>
#include <string>

#include "app/model/words/puzzles/goal_text.h"
#include "core/position.h"

namespace mancala::app {

// What the answer did, for the explanation at the end.
struct AnswerFacts {
  PuzzleGoal goal = PuzzleGoal::Win;
  Move answer = kNoMove;
  int captured = 0;              // seeds the answer captured at once
  int next = 0;                  // a Capture puzzle: the most any other move captures at once
  int margin = 0;                // the answer's value in seeds, whoever it is for
  Player other = Player::North;  // the solver's opponent
};

// "c captures 4 seeds at once, and no other move captures anything. ...", "c was the only
// winning move: ...".
std::string answerText(const AnswerFacts& facts);
// "Solved!" or "Missed.", answerText, the score where the game is over (`over`: its final
// position), and after a miss that a later move threw the result away.
std::string puzzleEndText(bool reached, const AnswerFacts& facts, const Position* over);
// "c is the answer.", then `told` (what the move did).
std::string answerFoundText(Move answer, const std::string& told);
// "The answer is c." (not yet played) or "The answer was c." (`played`).
std::string answerIsText(Move answer, bool played);

}  // namespace mancala::app
