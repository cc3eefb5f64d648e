#include "app/model/review/review_update.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "app/model/review/move_view.h"
#include "app/model/state/review_accuracy.h"
#include "app/model/words/mode_text.h"
#include "app/model/words/play/board_text.h"

namespace mancala::app {
namespace {

std::optional<Refusal> noReviewMove() { return Refusal{RefusalCode::NoReviewMove, {}}; }

// Once the review is done: the player's first mistake, unless a move is looked at already.
void openOnFirstMistake(const Review& review, Context& ctx) {
  const auto all = review.mistakes();
  if (!all.empty() && review.open() && !ctx.state.game.viewed) viewMoves(ctx, all.front() + 1);
}

std::string summariesText(const Review& review) {
  return review.summaryText(Player::South) + ' ' + review.summaryText(Player::North);
}

// The next (1) or previous (-1) marked move, said with its verdict, why, and where it stands.
std::optional<Refusal> viewMistake(Review& review, int by, Context& ctx) {
  if (!review.open() || !review.result()) return noReviewMove();
  const auto to = review.mistakeAfter(by);
  if (!to) {
    ctx.say(noMoreMistakesText(review.mistakes().empty(), by > 0));
    return std::nullopt;
  }
  viewMoves(ctx, *to + 1);  // says the move's verdict
  const std::string why = review.whyText(*to);
  ctx.say(review.moveText(*to) + ' ' + (why.empty() ? "" : why + ' ') + review.mistakesText());
  return std::nullopt;
}

}  // namespace

void openReview(Review& review, Context& ctx) {
  const Game& game = ctx.state.game.session.game();
  if (ctx.state.screen != Screen::Play || game.moves().empty() || computerHelpBarred(ctx.state))
    return;
  review.start();
  if (!review.running()) {
    // A review done: it opens on the player's first mistake.
    keepReviewAccuracy(ctx.state);
    openOnFirstMistake(review, ctx);
    ctx.say(summariesText(review));
  } else {
    ctx.say(reviewingText(review.done(), review.total()));
  }
}

bool updateReview(Review& review, Context& ctx) {
  bool added = false;
  bool finished = false;
  review.update(&added, &finished);
  if (!added) return false;
  ctx.save();  // each position as it comes: a reload keeps what was reviewed
  if (finished) {
    // The whole game reviewed: to the player's first mistake, unless a move was chosen meanwhile.
    keepReviewAccuracy(ctx.state);
    openOnFirstMistake(review, ctx);
    ctx.say(reviewDoneText() + ' ' + summariesText(review));
  }
  return true;
}

std::optional<Refusal> update(Review& review, const cmd::Review&, Context& ctx) {
  if (ctx.state.screen != Screen::Play) return Refusal{RefusalCode::NoGame, {}};
  if (computerHelpBarred(ctx.state)) return Refusal{RefusalCode::HelpBarred, {}};
  openReview(review, ctx);
  return std::nullopt;
}

std::optional<Refusal> update(Review& review, const cmd::CloseReview&, Context&) {
  review.close();
  return std::nullopt;
}

std::optional<Refusal> update(Review& review, const cmd::StopReview&, Context& ctx) {
  if (!review.stop()) return std::nullopt;
  ctx.say(reviewStoppedText(review.done(), review.total()));
  ctx.save();
  return std::nullopt;
}

std::optional<Refusal> update(Review& review, const cmd::PlayFromHere&, Context& ctx) {
  const auto i = review.open() ? review.moveShown() : std::nullopt;
  if (!i) return noReviewMove();
  const Game& reviewed = ctx.state.game.session.game();
  Game game(reviewed.rules(), reviewed.start());
  for (std::size_t k = 0; k < *i; ++k) game.play(reviewed.moves()[k]);
  review.close();
  ctx.say(playingFromText(*i + 1, game.position().toMove));
  ctx.playInstead = std::move(game);
  ctx.save();
  return std::nullopt;
}

std::optional<Refusal> update(Review& review, const cmd::TryAgain&, Context& ctx) {
  const auto i = review.showsBefore();
  if (!i) return std::nullopt;
  review.beginRetry();
  const Game& game = ctx.state.game.session.game();
  ctx.say(tryAgainText(game.mover(*i), game.moves()[*i]));
  return std::nullopt;
}

std::optional<Refusal> update(Review& review, const cmd::ShowAnswer&, Context& ctx) {
  if (!review.retrying() || review.retrySolved()) return std::nullopt;
  const std::string answer = betterMoveText(*review.betterMove());
  review.solveRetry(answer);
  ctx.say(answer);
  return std::nullopt;
}

std::optional<Refusal> update(Review& review, const cmd::NextMistake&, Context& ctx) {
  return viewMistake(review, 1, ctx);
}

std::optional<Refusal> update(Review& review, const cmd::PreviousMistake&, Context& ctx) {
  return viewMistake(review, -1, ctx);
}

std::optional<Refusal> update(Review& review, const cmd::ShowLine& c, Context& ctx) {
  const auto i = review.open() ? review.showsBefore() : std::nullopt;
  if (!i) return noReviewMove();
  const std::vector<Move>& line = review.line();
  const std::size_t from = review.lineStep();
  const std::size_t to = std::min(static_cast<std::size_t>(std::max(c.step, 0)), line.size());
  review.setLineStep(to);
  if (ctx.board) {
    ctx.board->skip();
    if (to == from + 1) {  // one move further: played seed by seed
      const Game& game = ctx.state.game.session.game();
      const std::vector<Position> at = linePositions(game, *i, line);
      Position after = at[from];
      Trace trace;
      applyMove(game.rules(), after, line[from], &trace);
      animateMove(ctx.state, *ctx.board, at[from], trace, ctx.now);
    }
  }
  ctx.say(to == 0 ? backToPositionText(*i + 1) : review.lineText());
  return std::nullopt;
}

}  // namespace mancala::app
