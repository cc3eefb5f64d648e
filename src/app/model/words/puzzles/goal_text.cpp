#include "app/model/words/puzzles/goal_text.h"

#include "app/model/words/words.h"
#include "app/text/i18n.h"

namespace mancala::app {

std::string goalTitle(PuzzleGoal goal) {
  switch (goal) {
    case PuzzleGoal::Win: return tr("Win from here");
    case PuzzleGoal::AvoidLoss: return tr("Avoid the loss");
    case PuzzleGoal::Feed: return tr("The only move that feeds");
    case PuzzleGoal::Capture: return tr("Capture the most seeds");
  }
  return {};
}

std::string situationText(Player toMove, int seeds) {
  return trf("{0} to move", {sideName(toMove)}) + " \u00b7 " + seedCount(seeds);
}

std::string goalDescription(PuzzleGoal goal) {
  switch (goal) {
    case PuzzleGoal::Win:
      return tr(
          "One move alone wins. Play it, then play on to the end: the computer answers "
          "at its strongest.");
    case PuzzleGoal::AvoidLoss:
      return tr(
          "Every other move loses. Find the one that does not, then play on to the end "
          "without losing: the computer answers at its strongest.");
    case PuzzleGoal::Feed:
      return tr("Your opponent has no seeds: find the one move that gives them some.");
    case PuzzleGoal::Capture:
      return tr(
          "One move captures more seeds at once than any other, and it is also the best "
          "move. Find it.");
  }
  return {};
}

}  // namespace mancala::app
