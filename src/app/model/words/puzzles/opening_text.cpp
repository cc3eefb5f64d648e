#include "app/model/words/puzzles/opening_text.h"

#include "app/model/words/puzzles/goal_text.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"

namespace mancala::app {
std::string puzzleOpenedText(const std::string& id, int difficulty, PuzzleGoal goal, Player toMove,
                             bool solvedBefore) {
  std::string said =
      joinSentences(trf("Puzzle {0}, difficulty {1} of 5. {2}. {3} to move.",
                        {id, std::to_string(difficulty), goalTitle(goal), sideName(toMove)}),
                    goalDescription(goal));
  if (solvedBefore) said = joinSentences(std::move(said), tr("You have solved it before."));
  return said;
}

std::string puzzleRestartedText(PuzzleGoal goal) {
  return trf("Back to the start of the puzzle. {0}.", {goalTitle(goal)});
}

}  // namespace mancala::app
