// A puzzle's answer in the player's language (attempt_facts.h's AnswerFacts): what it did, the
// explanation once the puzzle is over, the answer found or shown.
#pragma once

#include <string>

#include "app/model/puzzles/attempt_facts.h"

namespace mancala::app {

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
