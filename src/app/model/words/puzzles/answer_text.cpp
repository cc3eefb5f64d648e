#include "app/model/words/puzzles/answer_text.h"

#include "app/model/words/words.h"
#include "app/text/i18n.h"

namespace mancala::app {
namespace {

std::string letter(Move m) { return std::string(1, moveLetter(m)); }

}  // namespace

std::string answerText(const AnswerFacts& f) {
  const std::string a = letter(f.answer);
  switch (f.goal) {
    case PuzzleGoal::Capture:
      if (f.next == 0)
        return trf(
            "{0} captures {1} at once, and no other move captures anything. It is also "
            "the best move here by value.",
            {a, seedCount(f.captured)});
      return trf(
          "{0} captures {1} at once; no other move captures more than {2}. It is also "
          "the best move here by value.",
          {a, seedCount(f.captured), seedCount(f.next)});
    case PuzzleGoal::Feed:
      return trf(
          "{0} had no seeds, and a player must give seeds to an opponent who has none whenever a "
          "move can: {1} is the only move that does, so the rules allow no other.",
          {sideName(f.other), a});
    case PuzzleGoal::Win:
      return f.captured > 0
                 ? trf("{0} was the only winning move: it captured {1} at once, and with the best "
                       "play it wins by {2}.",
                       {a, seedCount(f.captured), seedCount(f.margin)})
                 : trf("{0} was the only winning move: with the best play it wins by {1}.",
                       {a, seedCount(f.margin)});
    case PuzzleGoal::AvoidLoss:
      return f.captured > 0 ? trf("{0} was the only move that does not lose: it captured {1} at "
                                  "once; every other move lets the opponent force a win.",
                                  {a, seedCount(f.captured)})
                            : trf("{0} was the only move that does not lose: every other move "
                                  "lets the opponent force a win.",
                                  {a});
  }
  return {};
}

std::string puzzleEndText(bool reached, const AnswerFacts& facts, const Position* over) {
  std::string text = reached ? std::string(tr("Solved!")) : std::string(tr("Missed."));
  text += ' ';
  text += answerText(facts);
  if (over) {
    text += ' ';
    text += scoreLine(*over);
  }
  if (!reached)
    text = joinSentences(std::move(text),
                         tr("A later move threw the result away: try the puzzle again."));
  return text;
}

std::string answerFoundText(Move answer, const std::string& told) {
  return joinSentences(trf("{0} is the answer.", {letter(answer)}), told);
}

std::string answerIsText(Move answer, bool played) {
  return played ? trf("The answer was {0}.", {letter(answer)})
                : trf("The answer is {0}.", {letter(answer)});
}

}  // namespace mancala::app
