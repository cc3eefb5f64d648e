// Reviewing a game in the background: one position at a time, as the worker's Slot::Review
// request (an analyse job to kReviewDepth), so that it can be stopped between positions and the
// interface never waits. Where there is no background (or it fails), one position is worked out
// per update() on the caller's thread. The review belongs to one game (its start and moves):
// once the game is another one, or its moves were taken back, the review no longer fits and
// is dropped (a review of a game that goes on is kept and can be continued).
#pragma once

#include <cstddef>
#include <optional>

#include "app/model/review/game_review.h"
#include "app/model/worker/background.h"
#include "core/game.h"

namespace mancala::app {

class GameReviewer {
 public:
  explicit GameReviewer(background::Worker* worker = nullptr) : worker_(worker) {}

  // Starts (or continues) reviewing `game` from the first position not reviewed yet.
  void start(const Game& game);
  // Stops between positions: what was reviewed stays.
  void stop();
  // Picks up the background's answer and asks for the next position. Returns true when a
  // position was added, and `finished` is set when that completed the review.
  bool update(const Game& game, bool* finished = nullptr);
  // A review read back (a save or a link) for `game`; replaces the current one.
  void restore(const Game& game, GameReview review);
  // Forgets the review (another game).
  void reset();

  bool running() const { return running_; }
  // There is a review of `game` (maybe partial).
  bool isFor(const Game& game) const;
  const GameReview* review() const { return review_ ? &*review_ : nullptr; }
  // Positions reviewed and to review, for the progress bar.
  std::size_t done() const { return review_ ? review_->moves().size() : 0; }

 private:
  bool fits(const Game& game) const;
  void submit(const Game& game);

  background::Worker* worker_ = nullptr;
  std::optional<GameReview> review_;
  Position start_;           // of the game reviewed
  std::vector<Move> moves_;  // its moves when last seen
  bool running_ = false;
  background::RequestId request_ = background::kNoRequest;
  bool here_ = false;  // no background: the positions are worked out on this thread
};

// The game as it was before its move `i` (its history counts for repetition).
Game gameBefore(const Game& game, std::size_t i);

}  // namespace mancala::app
