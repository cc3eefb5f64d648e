#include "app/model/review/game_reviewer.h"

namespace mancala::app {

Game gameBefore(const Game& game, std::size_t i) {
  Game prefix(game.rules(), game.start());
  for (std::size_t k = 0; k < i && k < game.moves().size(); ++k) prefix.play(game.moves()[k]);
  return prefix;
}

bool GameReviewer::fits(const Game& game) const {
  if (!review_ || !(game.start() == start_)) return false;
  const std::size_t reviewed = review_->moves().size();
  if (game.moves().size() < reviewed) return false;
  for (std::size_t i = 0; i < reviewed; ++i)
    if (game.moves()[i] != moves_[i]) return false;
  return true;
}

bool GameReviewer::isFor(const Game& game) const { return fits(game); }

void GameReviewer::restore(const Game& game, GameReview review) {
  reset();
  review_ = std::move(review);
  start_ = game.start();
  moves_ = game.moves();
}

void GameReviewer::reset() {
  stop();
  review_.reset();
  moves_.clear();
}

void GameReviewer::start(const Game& game) {
  if (!fits(game)) {
    reset();
    review_ = GameReview(kReviewDepth);
    start_ = game.start();
  }
  moves_ = game.moves();
  if (review_->complete(game)) return;
  running_ = true;
  submit(game);
}

void GameReviewer::stop() {
  if (request_ != background::kNoRequest && worker_) worker_->cancel(request_);
  request_ = background::kNoRequest;
  running_ = false;
}

void GameReviewer::submit(const Game& game) {
  request_ = background::kNoRequest;
  if (!worker_ || here_) {
    here_ = true;
    return;
  }
  background::Job job;
  job.slot = background::Slot::Review;
  job.analyseDepth = review_->depth();
  request_ = worker_->submit(gameBefore(game, review_->moves().size()), job);
  if (request_ == background::kNoRequest) here_ = true;
}

bool GameReviewer::update(const Game& game, bool* finished) {
  if (finished) *finished = false;
  if (!running_) return false;
  if (!fits(game)) {
    reset();
    return false;
  }
  moves_ = game.moves();
  const std::size_t next = review_->moves().size();
  if (next >= game.moves().size()) {
    running_ = false;
    return false;
  }
  std::vector<ai::MoveValue> values;
  if (here_) {
    ai::SearchLimits limits;
    limits.depth = review_->depth();
    values = ai::analyse(gameBefore(game, next), limits).moves;
  } else {
    const background::Poll answer = worker_->poll(request_);
    switch (answer.status) {
      case background::Status::Searching: return false;
      case background::Status::Done: values = answer.values; break;
      case background::Status::Dropped: submit(game); return false;  // someone else's request
      case background::Status::Failed: here_ = true; return false;   // next update works here
    }
  }
  const auto reviewed = reviewedMove(values, game.moves()[next]);
  if (!reviewed) {  // an answer that does not fit: asked again, here
    here_ = true;
    return false;
  }
  review_->add(*reviewed);
  request_ = background::kNoRequest;
  if (review_->complete(game)) {
    running_ = false;
    if (finished) *finished = true;
  } else {
    submit(game);
  }
  return true;
}

}  // namespace mancala::app
