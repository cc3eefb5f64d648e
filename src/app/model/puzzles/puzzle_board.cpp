#include "app/model/puzzles/puzzle_board.h"

namespace mancala::app {

void PuzzleBoard::open(const Puzzle& puzzle, bool solvedBefore) {
  table_.skip();
  attempt_.open(puzzle, solvedBefore);
  shownMoves_ = attempt_.movesShown();
  table_.setCursor(-1);
}

void PuzzleBoard::close() {
  attempt_.close();
  table_.skip();
}

void PuzzleBoard::retry() {
  table_.skip();
  attempt_.retry();
  shownMoves_ = attempt_.movesShown();  // the start, shown still
}

bool PuzzleBoard::update(double now, Speed speed) {
  if (!table_.moving(now)) attempt_.update(now);
  if (attempt_.movesShown() == shownMoves_) return false;
  shownMoves_ = attempt_.movesShown();  // a move to show, or the board set back
  if (!attempt_.lastTrace().empty() && attempt_.answerPlayed())
    table_.animate(attempt_.lastBefore(), attempt_.lastTrace(), now, speed);
  else
    table_.skip();
  return true;
}

std::optional<Refusal> PuzzleBoard::whyNot(int hole) const {
  if ((attempt_.playable() >> hole) & 1) return std::nullopt;
  return Refusal{RefusalCode::NotAsked, {}};  // the screen's message line says why
}

std::optional<std::uint16_t> PuzzleBoard::cursorHoles() const {
  return attempt_.over() ? std::uint16_t{0} : attempt_.ownHoles();
}

void PuzzleBoard::dress(BoardFrame& frame, double) const {
  using Phase = PuzzleAttempt::Phase;
  frame.hoverable = attempt_.phase() == Phase::YourMove;
  frame.marks.dimmed = attempt_.phase() == Phase::Thinking;
  if (frame.moving) {
    frame.marks.selected = -1;
    return;
  }
  if (attempt_.answerMark() >= 0)
    frame.marks.playable = static_cast<std::uint16_t>(1u << attempt_.answerMark());
  if (attempt_.hintMark() >= 0 && attempt_.phase() == Phase::YourMove)
    frame.marks.playable = static_cast<std::uint16_t>(1u << attempt_.hintMark());
  if (!attempt_.lastTrace().empty() && attempt_.answerPlayed()) {
    const Move last = attempt_.game().moves().back();
    frame.marks.lastMove = last == kPass ? -1 : last;
    frame.marks.lastEnd = lastSown(attempt_.lastTrace());
  }
}

}  // namespace mancala::app
