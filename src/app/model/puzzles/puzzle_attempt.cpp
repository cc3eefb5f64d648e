#include "app/model/puzzles/puzzle_attempt.h"

#include "ai/endgame.h"
#include "app/model/words/error_text.h"
#include "app/model/words/play/announcer.h"
#include "app/model/words/puzzles/opening_text.h"
#include "app/model/words/words.h"

namespace mancala::app {
namespace {

// Seeds a move captures at once.
int capturedBy(const Game& game, Move move) {
  Position pos = game.position();
  return applyMove(game.rules(), pos, move);
}

// The solver's answer on a position, within a budget small enough for the interface's thread,
// which never waits for the endgame bounds to be built (it uses them where the background
// built them already).
std::optional<ai::ExactResult> quickSolve(const Game& game) {
  if (game.over()) return std::nullopt;
  constexpr std::uint64_t kQuickNodeBudget = 150'000;
  return ai::solveExact(game, kQuickNodeBudget, nullptr, std::nullopt, ai::BoundsUse::Built);
}

}  // namespace

void PuzzleAttempt::open(const Puzzle& puzzle, bool solvedBefore) {
  computer_.cancel();
  puzzle_ = puzzle;
  answerShown_ = false;
  retry();
  announcement_ =
      puzzleOpenedText(puzzle_.id, puzzle_.difficulty, puzzle_.goal, solver(), solvedBefore);
}

void PuzzleAttempt::close() {
  computer_.cancel();
  phase_ = Phase::None;
}

void PuzzleAttempt::retry() {
  computer_.cancel();
  game_ = Game(Rules{puzzle_.variant, false}, puzzle_.start);
  phase_ = Phase::YourMove;
  hintLevel_ = 0;
  hint_.clear();
  hintMove_ = -1;
  message_.clear();
  explanation_.clear();
  lastTrace_.clear();
  answerTrace_.clear();
  ++movesShown_;  // the board shows the start again, without an animation
  if (phase_ == Phase::YourMove && !announcement_)
    announcement_ = puzzleRestartedText(puzzle_.goal);
}

std::uint16_t PuzzleAttempt::playable() const {
  if (phase_ != Phase::YourMove) return 0;
  std::uint16_t mask = 0;
  for (Move m : game_.legalMoves())
    if (m != kPass) mask = static_cast<std::uint16_t>(mask | (1u << m));
  return mask;
}

std::uint16_t PuzzleAttempt::ownHoles() const {
  std::uint16_t mask = 0;
  for (int h = 0; h < kHoles; ++h)
    if (game_.position().owns(solver(), h)) mask = static_cast<std::uint16_t>(mask | (1u << h));
  return mask;
}

int PuzzleAttempt::answerMark() const {
  return answerShown_ && !answerPlayed() ? puzzle_.answer : -1;
}

WrongMove PuzzleAttempt::wrongMove(Move move) const {
  WrongMove w;
  w.move = move;
  w.other = opponent(solver());
  switch (puzzle_.goal) {
    case PuzzleGoal::Capture:
      w.value = capturedBy(game_, move);
      w.kind = w.value == 0 ? WrongMove::Kind::CapturesNothing : WrongMove::Kind::CapturesLess;
      return w;
    case PuzzleGoal::Feed: w.kind = WrongMove::Kind::LeavesUnfed; return w;
    case PuzzleGoal::Win:
    case PuzzleGoal::AvoidLoss: break;
  }
  Game after = game_;
  after.play(move);
  if (after.over()) {
    const Outcome o = after.position().outcome();
    const bool lost = o == (solver() == Player::South ? Outcome::NorthWins : Outcome::SouthWins);
    w.kind = WrongMove::Kind::EndsGame;
    w.value = o == Outcome::Draw ? 0 : lost ? -1 : 1;
    return w;
  }
  // The solver's value of the position after the move, for the side that then moves.
  const auto solved = quickSolve(after);
  const bool otherMoves = after.position().toMove == w.other;
  if (solved && solved->marginKnown) {
    w.kind = WrongMove::Kind::LeadsToMargin;
    w.value = otherMoves ? -solved->margin : solved->margin;
  } else if (solved) {
    w.kind = WrongMove::Kind::LeadsToResult;
    w.value = otherMoves ? -solved->result : solved->result;
  } else {
    w.kind = puzzle_.goal == PuzzleGoal::Win ? WrongMove::Kind::CanStopWin
                                             : WrongMove::Kind::CanForceWin;
  }
  return w;
}

PuzzleAttempt::Choice PuzzleAttempt::choose(Move move, double now) {
  (void)now;
  if (phase_ != Phase::YourMove) return Choice::Ignored;
  if (const auto error = game_.checkMove(move)) {
    message_ = moveErrorText(*error);
    announcement_ = message_;
    return Choice::Refused;
  }
  if (!answerPlayed() && move != puzzle_.answer) {
    message_ = notTheAnswerText(wrongMove(move));
    announcement_ = message_;
    return Choice::Wrong;
  }
  message_.clear();
  playMove(move);
  return Choice::Played;
}

void PuzzleAttempt::playMove(Move move) {
  lastBefore_ = game_.position();
  lastTrace_.clear();
  game_.play(move, &lastTrace_);
  ++movesShown_;
  hintLevel_ = 0;
  hint_.clear();
  hintMove_ = -1;
  const Position& after = game_.position();
  std::string told = describeMove(puzzle_.variant, lastBefore_, move, lastTrace_, after);
  if (game_.moves().size() == 1) {
    answerBefore_ = lastBefore_;
    answerTrace_ = lastTrace_;
    told = answerFoundText(move, told);
  }
  announcement_ = told;
  afterMove();
}

void PuzzleAttempt::afterMove() {
  const Position& pos = game_.position();
  if (puzzle_.goal == PuzzleGoal::Capture || puzzle_.goal == PuzzleGoal::Feed) {
    finish(true);  // the answer itself is the goal
    return;
  }
  if (pos.over()) {
    const Outcome o = pos.outcome();
    const Outcome lost = solver() == Player::South ? Outcome::NorthWins : Outcome::SouthWins;
    const Outcome won = solver() == Player::South ? Outcome::SouthWins : Outcome::NorthWins;
    finish(puzzle_.goal == PuzzleGoal::Win ? o == won : o != lost);
    return;
  }
  phase_ = pos.toMove == solver() ? Phase::YourMove : Phase::Thinking;
}

AnswerFacts PuzzleAttempt::answerFacts() const {
  AnswerFacts facts;
  facts.goal = puzzle_.goal;
  facts.answer = puzzle_.answer;
  facts.other = opponent(solver());
  facts.margin = std::abs(puzzle_.value);
  for (const TraceEvent& e : answerTrace_)
    if (e.kind == TraceEvent::Kind::Capture && e.player == solver()) facts.captured += e.count;
  if (puzzle_.goal == PuzzleGoal::Capture) {
    const Game start(Rules{puzzle_.variant, false}, puzzle_.start);
    for (Move m : start.legalMoves())
      if (m != puzzle_.answer) facts.next = std::max(facts.next, capturedBy(start, m));
  }
  return facts;
}

void PuzzleAttempt::finish(bool reached) {
  phase_ = reached ? Phase::Solved : Phase::Missed;
  computer_.cancel();
  const Position& end = game_.position();
  explanation_ = puzzleEndText(reached, answerFacts(), end.over() ? &end : nullptr);
  if (reached && !answerShown_) solved_ = puzzle_.id;
  announcement_ = joinSentences(announcement_.value_or(std::string()), explanation_);
}

void PuzzleAttempt::showAnswer() {
  if (phase_ == Phase::None) return;
  answerShown_ = true;
  announcement_ = answerIsText(puzzle_.answer, answerPlayed());
}

void PuzzleAttempt::askHint() {
  if (phase_ != Phase::YourMove) return;
  PuzzleHint hint;
  if (!answerPlayed()) {
    hint.seeds = game_.position().seeds[static_cast<std::size_t>(puzzle_.answer)];
    if (hintLevel_ > 0 || puzzle_.goal == PuzzleGoal::Feed) hint.goal = puzzle_.goal;
    ++hintLevel_;
  } else if (const auto solved = quickSolve(game_); solved && solved->best != kNoMove) {
    hintMove_ = solved->best == kPass ? -1 : solved->best;
    hint.kind = PuzzleHint::Kind::Keeps;
    hint.move = solved->best;
  } else {
    hint.kind = PuzzleHint::Kind::NoQuickAnswer;
  }
  hint_ = puzzleHintText(hint);
  announcement_ = hint_;
}

void PuzzleAttempt::update(double now) {
  if (phase_ == Phase::YourMove) {
    const MoveList legal = game_.legalMoves();
    if (answerPlayed() && legal.count == 1 && legal.moves[0] == kPass) playMove(kPass);
    return;
  }
  if (phase_ != Phase::Thinking) return;
  if (!computer_.thinking()) {
    computer_.setLevel(std::nullopt);  // Master
    computer_.start(game_, now);
  }
  if (const auto move = computer_.step(now); move && game_.isLegal(*move)) playMove(*move);
}

std::optional<std::string> PuzzleAttempt::takeSolved() {
  auto out = std::move(solved_);
  solved_.reset();
  return out;
}

std::optional<std::string> PuzzleAttempt::takeAnnouncement() {
  auto out = std::move(announcement_);
  announcement_.reset();
  return out;
}

}  // namespace mancala::app
