// AppModel's commands for the game's review (app_model.h, review.h): opening, stopping, and
// what is said as it goes.
#include <algorithm>

#include "app/model/modes/app_model.h"
#include "app/model/words/mode_text.h"
#include "app/model/words/play/board_text.h"

namespace mancala::app {

void AppModel::openReview() {
  if (screen_ != Screen::Play || session_.game().moves().empty() || computerHelpBarred()) return;
  review_.start();
  if (!review_.running()) {
    // A review done: it opens on the player's first mistake.
    keepReviewAccuracy();
    openOnFirstMistake();
    say(review_.summaryText(Player::South) + ' ' + review_.summaryText(Player::North));
  } else {
    say(reviewingText(review_.done(), review_.total()));
  }
}

void AppModel::openOnFirstMistake() {
  const auto all = review_.mistakes();
  if (!all.empty() && review_.open() && !viewed_) viewMoves(all.front() + 1);
}

void AppModel::closeReview() { review_.close(); }

void AppModel::stopReview() {
  if (!review_.stop()) return;
  say(reviewStoppedText(review_.done(), review_.total()));
  save();
}

std::optional<Refusal> AppModel::playFromHere() {
  const auto i = review_.open() ? review_.moveShown() : std::nullopt;
  if (!i) return Refusal{RefusalCode::NoReviewMove, {}};
  const Game& reviewed = session_.game();
  Game game(reviewed.rules(), reviewed.start());
  for (std::size_t k = 0; k < *i; ++k) game.play(reviewed.moves()[k]);
  review_.close();
  playInstead(std::move(game));
  say(playingFromText(*i + 1, session_.position().toMove));
  save();
  return std::nullopt;
}

void AppModel::tryAgain() {
  const auto i = review_.showsBefore();
  if (!i) return;
  review_.beginRetry();
  const Game& game = session_.game();
  say(tryAgainText(game.mover(*i), game.moves()[*i]));
}

void AppModel::showRetryAnswer() {
  if (!review_.retrying() || review_.retrySolved()) return;
  const std::string answer = betterMoveText(*review_.betterMove());
  review_.solveRetry(answer);
  say(answer);
}

std::optional<Refusal> AppModel::viewMistake(int by) {
  if (!review_.open() || !review_.result()) return Refusal{RefusalCode::NoReviewMove, {}};
  const auto to = review_.mistakeAfter(by);
  if (!to) {
    say(noMoreMistakesText(review_.mistakes().empty(), by > 0));
    return std::nullopt;
  }
  viewMoves(*to + 1);  // says the move's verdict
  const std::string why = review_.whyText(*to);
  say(review_.moveText(*to) + ' ' + (why.empty() ? "" : why + ' ') + review_.mistakesText());
  return std::nullopt;
}

std::optional<Refusal> AppModel::showLine(int step, double now) {
  const auto i = review_.open() ? review_.showsBefore() : std::nullopt;
  if (!i) return Refusal{RefusalCode::NoReviewMove, {}};
  const std::vector<Move>& line = review_.line();
  const std::size_t from = review_.lineStep();
  const std::size_t to = std::min(static_cast<std::size_t>(std::max(step, 0)), line.size());
  review_.setLineStep(to);
  board_.skip();
  if (to == from + 1) {  // one move further: played seed by seed
    const std::vector<Position> at = linePositions(session_.game(), *i, line);
    Position after = at[from];
    Trace trace;
    applyMove(session_.game().rules(), after, line[from], &trace);
    animate(at[from], trace, now);
  }
  say(to == 0 ? backToPositionText(*i + 1) : review_.lineText());
  return std::nullopt;
}

bool AppModel::updateReview() {
  bool added = false;
  bool finished = false;
  review_.update(&added, &finished);
  if (!added) return false;
  save();  // each position as it comes: a reload keeps what was reviewed
  if (finished) {
    // The whole game reviewed: to the player's first mistake, unless a move was chosen meanwhile.
    keepReviewAccuracy();
    openOnFirstMistake();
    say(reviewDoneText() + ' ' + review_.summaryText(Player::South) + ' ' +
        review_.summaryText(Player::North));
  }
  return true;
}

}  // namespace mancala::app
