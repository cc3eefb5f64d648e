#include "app/model/puzzles/puzzle_attempt.h"

#include "ai/endgame.h"
#include "app/model/words/announcer.h"
#include "app/model/words/error_text.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"

namespace mancala::app {
namespace {

std::string letter(Move m) { return std::string(1, moveLetter(m)); }

// Two sentences, a space between (built in place: GCC 12's -Wrestrict misjudges "a" + b).
std::string joined(std::string first, std::string_view second) {
  if (!first.empty() && !second.empty()) first += ' ';
  first += second;
  return first;
}

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
  std::string said = joined(trf("Puzzle {0}, difficulty {1} of 5. {2}. {3} to move.",
                                {puzzle_.id, std::to_string(puzzle_.difficulty),
                                 goalTitle(puzzle_.goal), sideName(solver())}),
                            goalDescription(puzzle_.goal));
  if (solvedBefore) said = joined(std::move(said), tr("You have solved it before."));
  announcement_ = std::move(said);
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
    announcement_ = trf("Back to the start of the puzzle. {0}.", {goalTitle(puzzle_.goal)});
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

std::string PuzzleAttempt::wrongMoveText(Move move) const {
  const Player other = opponent(solver());
  switch (puzzle_.goal) {
    case PuzzleGoal::Capture: {
      const int got = capturedBy(game_, move);
      return got == 0 ? trf("Not {0}: it captures nothing, and one move captures seeds here.",
                            {letter(move)})
                      : trf("Not {0}: it captures {1}, and one move captures more.",
                            {letter(move), seedCount(got)});
    }
    case PuzzleGoal::Feed:
      return trf("Not {0}: it leaves {1} without seeds.", {letter(move), sideName(other)});
    case PuzzleGoal::Win:
    case PuzzleGoal::AvoidLoss: {
      Game after = game_;
      after.play(move);
      if (after.over()) {
        const Outcome o = after.position().outcome();
        const bool lost =
            o == (solver() == Player::South ? Outcome::NorthWins : Outcome::SouthWins);
        return trf("Not {0}: it ends the game with {1}.",
                   {letter(move), o == Outcome::Draw ? tr("a draw")
                                  : lost             ? tr("your loss")
                                                     : tr("your win")});
      }
      // The solver's value of the position after the move, for the side that then moves.
      const auto solved = quickSolve(after);
      const bool otherMoves = after.position().toMove == other;
      if (solved) {
        const int forSolver = otherMoves ? -solved->result : solved->result;
        if (solved->marginKnown) {
          const int margin = otherMoves ? -solved->margin : solved->margin;
          return trf("Not {0}: with the best play on both sides it leads to {1} for you.",
                     {letter(move), marginText(margin)});
        }
        return trf("Not {0}: with the best play on both sides it leads to {1} for you.",
                   {letter(move), forSolver > 0   ? tr("a win")
                                  : forSolver < 0 ? tr("a loss")
                                                  : tr("a draw")});
      }
      return puzzle_.goal == PuzzleGoal::Win
                 ? trf("Not {0}: after it, {1} can stop you winning.",
                       {letter(move), sideName(other)})
                 : trf("Not {0}: after it, {1} can force a win.", {letter(move), sideName(other)});
    }
  }
  return {};
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
    message_ =
        joined(wrongMoveText(move), tr("Try another move, ask for a hint or see the answer."));
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
    told = joined(trf("{0} is the answer.", {letter(move)}), told);
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

std::string PuzzleAttempt::answerText() const {
  const Move a = puzzle_.answer;
  int captured = 0;
  for (const TraceEvent& e : answerTrace_)
    if (e.kind == TraceEvent::Kind::Capture && e.player == solver()) captured += e.count;
  switch (puzzle_.goal) {
    case PuzzleGoal::Capture: {
      int next = 0;  // the most any other move captures
      const Game start(Rules{puzzle_.variant, false}, puzzle_.start);
      for (Move m : start.legalMoves())
        if (m != a) next = std::max(next, capturedBy(start, m));
      if (next == 0)
        return trf(
            "{0} captures {1} at once, and no other move captures anything. It is also "
            "the best move here by value.",
            {letter(a), seedCount(captured)});
      return trf(
          "{0} captures {1} at once; no other move captures more than {2}. It is also "
          "the best move here by value.",
          {letter(a), seedCount(captured), seedCount(next)});
    }
    case PuzzleGoal::Feed:
      return trf(
          "{0} had no seeds, and a player must give seeds to an opponent who has none whenever a "
          "move can: {1} is the only move that does, so the rules allow no other.",
          {sideName(opponent(solver())), letter(a)});
    case PuzzleGoal::Win:
      return captured > 0
                 ? trf("{0} was the only winning move: it captured {1} at once, and with the best "
                       "play it wins by {2}.",
                       {letter(a), seedCount(captured), seedCount(std::abs(puzzle_.value))})
                 : trf("{0} was the only winning move: with the best play it wins by {1}.",
                       {letter(a), seedCount(std::abs(puzzle_.value))});
    case PuzzleGoal::AvoidLoss:
      return captured > 0 ? trf("{0} was the only move that does not lose: it captured {1} at "
                                "once; every other move lets the opponent force a win.",
                                {letter(a), seedCount(captured)})
                          : trf("{0} was the only move that does not lose: every other move lets "
                                "the opponent force a win.",
                                {letter(a)});
  }
  return {};
}

void PuzzleAttempt::finish(bool reached) {
  phase_ = reached ? Phase::Solved : Phase::Missed;
  computer_.cancel();
  std::string text = reached ? std::string(tr("Solved!")) : std::string(tr("Missed."));
  text += ' ';
  text += answerText();
  if (game_.position().over()) {
    text += ' ';
    text += scoreLine(game_.position());
  }
  if (!reached)
    text = joined(std::move(text), tr("A later move threw the result away: try the puzzle again."));
  explanation_ = std::move(text);
  if (reached && !answerShown_) solved_ = puzzle_.id;
  announcement_ = joined(announcement_.value_or(std::string()), explanation_);
}

void PuzzleAttempt::showAnswer() {
  if (phase_ == Phase::None) return;
  answerShown_ = true;
  if (!answerPlayed())
    announcement_ = trf("The answer is {0}.", {letter(puzzle_.answer)});
  else
    announcement_ = trf("The answer was {0}.", {letter(puzzle_.answer)});
}

void PuzzleAttempt::askHint() {
  if (phase_ != Phase::YourMove) return;
  if (!answerPlayed()) {
    const int seeds = game_.position().seeds[static_cast<std::size_t>(puzzle_.answer)];
    hint_ = trf("Hint: the move to find sows {0}.", {seedCount(seeds)});
    if (hintLevel_ > 0 || puzzle_.goal == PuzzleGoal::Feed)
      hint_ = joined(std::move(hint_), goalDescription(puzzle_.goal));
    ++hintLevel_;
  } else if (const auto solved = quickSolve(game_); solved && solved->best != kNoMove) {
    hintMove_ = solved->best == kPass ? -1 : solved->best;
    hint_ = trf("Hint: {0} keeps the best result that can be forced.", {letter(solved->best)});
  } else {
    hint_ = tr("Hint: no quick answer here; keep the seeds you need in play.");
  }
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
