// AppModel's commands for the game's review (app_model.h, review.h): opening, stopping, and
// what is said as it goes; and looking back through the moves, which the review's marks lead to.
#include <algorithm>

#include "app/model/modes/app_model.h"
#include "app/model/words/mode_text.h"
#include "app/model/words/play/board_text.h"

namespace mancala::app {

void AppModel::openReview() {
  if (state_.screen != Screen::Play || state_.game.session.game().moves().empty() ||
      computerHelpBarred())
    return;
  state_.modes.review.start();
  if (!state_.modes.review.running()) {
    // A review done: it opens on the player's first mistake.
    keepReviewAccuracy();
    openOnFirstMistake();
    say(state_.modes.review.summaryText(Player::South) + ' ' +
        state_.modes.review.summaryText(Player::North));
  } else {
    say(reviewingText(state_.modes.review.done(), state_.modes.review.total()));
  }
}

void AppModel::openOnFirstMistake() {
  const auto all = state_.modes.review.mistakes();
  if (!all.empty() && state_.modes.review.open() && !state_.game.viewed) viewMoves(all.front() + 1);
}

void AppModel::closeReview() { state_.modes.review.close(); }

void AppModel::stopReview() {
  if (!state_.modes.review.stop()) return;
  say(reviewStoppedText(state_.modes.review.done(), state_.modes.review.total()));
  save();
}

std::optional<Refusal> AppModel::playFromHere() {
  const auto i = state_.modes.review.open() ? state_.modes.review.moveShown() : std::nullopt;
  if (!i) return Refusal{RefusalCode::NoReviewMove, {}};
  const Game& reviewed = state_.game.session.game();
  Game game(reviewed.rules(), reviewed.start());
  for (std::size_t k = 0; k < *i; ++k) game.play(reviewed.moves()[k]);
  state_.modes.review.close();
  playInstead(std::move(game));
  say(playingFromText(*i + 1, state_.game.session.position().toMove));
  save();
  return std::nullopt;
}

void AppModel::tryAgain() {
  const auto i = state_.modes.review.showsBefore();
  if (!i) return;
  state_.modes.review.beginRetry();
  const Game& game = state_.game.session.game();
  say(tryAgainText(game.mover(*i), game.moves()[*i]));
}

void AppModel::showRetryAnswer() {
  if (!state_.modes.review.retrying() || state_.modes.review.retrySolved()) return;
  const std::string answer = betterMoveText(*state_.modes.review.betterMove());
  state_.modes.review.solveRetry(answer);
  say(answer);
}

std::optional<Refusal> AppModel::viewMistake(int by) {
  if (!state_.modes.review.open() || !state_.modes.review.result())
    return Refusal{RefusalCode::NoReviewMove, {}};
  const auto to = state_.modes.review.mistakeAfter(by);
  if (!to) {
    say(noMoreMistakesText(state_.modes.review.mistakes().empty(), by > 0));
    return std::nullopt;
  }
  viewMoves(*to + 1);  // says the move's verdict
  const std::string why = state_.modes.review.whyText(*to);
  say(state_.modes.review.moveText(*to) + ' ' + (why.empty() ? "" : why + ' ') +
      state_.modes.review.mistakesText());
  return std::nullopt;
}

std::optional<Refusal> AppModel::showLine(int step, double now) {
  const auto i = state_.modes.review.open() ? state_.modes.review.showsBefore() : std::nullopt;
  if (!i) return Refusal{RefusalCode::NoReviewMove, {}};
  const std::vector<Move>& line = state_.modes.review.line();
  const std::size_t from = state_.modes.review.lineStep();
  const std::size_t to = std::min(static_cast<std::size_t>(std::max(step, 0)), line.size());
  state_.modes.review.setLineStep(to);
  gameBoard_.table().skip();
  if (to == from + 1) {  // one move further: played seed by seed
    const std::vector<Position> at = linePositions(state_.game.session.game(), *i, line);
    Position after = at[from];
    Trace trace;
    applyMove(state_.game.session.game().rules(), after, line[from], &trace);
    animate(at[from], trace, now);
  }
  say(to == 0 ? backToPositionText(*i + 1) : state_.modes.review.lineText());
  return std::nullopt;
}

bool AppModel::updateReview() {
  bool added = false;
  bool finished = false;
  state_.modes.review.update(&added, &finished);
  if (!added) return false;
  save();  // each position as it comes: a reload keeps what was reviewed
  if (finished) {
    // The whole game reviewed: to the player's first mistake, unless a move was chosen meanwhile.
    keepReviewAccuracy();
    openOnFirstMistake();
    say(reviewDoneText() + ' ' + state_.modes.review.summaryText(Player::South) + ' ' +
        state_.modes.review.summaryText(Player::North));
  }
  return true;
}

// ---------------------------------------------------------------- looking back through the moves

void AppModel::viewMoves(std::size_t count) {
  const std::size_t played = state_.game.session.game().moves().size();
  state_.modes.review.setLineStep(0);
  if (count >= played) {
    state_.game.viewed.reset();
  } else {
    gameBoard_.table().skip();  // the move being shown ends: the past is shown still
    state_.game.viewed = count;
  }
  if (state_.modes.review.open()) {
    if (const auto i = state_.modes.review.moveShown()) {
      const std::string why = state_.modes.review.whyText(*i);
      say(why.empty() ? state_.modes.review.moveText(*i)
                      : state_.modes.review.moveText(*i) + ' ' + why);
    }
  }
}

void AppModel::stepView(int delta) {
  const std::size_t played = state_.game.session.game().moves().size();
  const std::size_t at = state_.game.viewed.value_or(played);
  if (delta < 0)
    viewMoves(at >= static_cast<std::size_t>(-delta) ? at - static_cast<std::size_t>(-delta) : 0);
  else
    viewMoves(at + static_cast<std::size_t>(delta));
}

}  // namespace mancala::app
