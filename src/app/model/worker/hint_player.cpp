#include "app/model/worker/hint_player.h"

#include "app/model/words/mode_text.h"

namespace mancala::app {

background::RequestId HintPlayer::submit(const Game& game) const {
  if (!worker_) return background::kNoRequest;
  background::Job job;
  job.slot = background::Slot::Hint;
  job.level = ai::Level::Master;
  job.seed = game.moves().size() + 1;
  job.verdict = true;
  return worker_->submit(game, job);
}

bool HintPlayer::decideHere(const Game& game, Hint& hint) const {
  background::Job job;
  job.level = ai::Level::Hard;  // a few milliseconds
  const background::Poll answer = background::work(game, job);
  if (answer.status != background::Status::Done) return false;
  hint.pending = false;
  hint.request = background::kNoRequest;
  hint.move = answer.move;
  hint.verdict.reset();
  hint.margin.reset();
  return true;
}

void HintPlayer::ask(const Game& game) {
  if (game.over()) return;
  reset();  // an earlier hint's request, if any, is cancelled
  Hint hint;
  hint.moves = game.moves().size();
  hint.position = game.position();
  hint.request = submit(game);
  hint.pending = hint.request != background::kNoRequest;
  if (!hint.pending && !decideHere(game, hint)) return;
  hint_ = hint;
}

void HintPlayer::reset() {
  if (hint_ && hint_->request != background::kNoRequest) worker_->cancel(hint_->request);
  hint_.reset();
}

bool HintPlayer::isFor(const Game& game) const {
  return hint_ && !game.over() && hint_->moves == game.moves().size() &&
         hint_->position == game.position();
}

bool HintPlayer::update(const Game& game) {
  if (!hint_) return false;
  if (!isFor(game)) {
    reset();
    return false;
  }
  if (!hint_->pending) return false;
  const background::Poll answer = worker_->poll(hint_->request);
  switch (answer.status) {
    case background::Status::Searching: return false;
    case background::Status::Done:
      if (!game.legalMoves().contains(answer.move)) break;
      hint_->pending = false;
      hint_->request = background::kNoRequest;
      hint_->move = answer.move;
      hint_->verdict = answer.verdict;
      hint_->margin = answer.margin;
      return true;
    case background::Status::Dropped:
      // Not by us (reset() forgets the id): someone else asked in our slot. Ask again, once.
      if (hint_->reasked++ == 0) {
        hint_->request = submit(game);
        if (hint_->request != background::kNoRequest) return false;
      }
      break;
    case background::Status::Failed: break;
  }
  // No answer from the background after all: the hint is worked out here.
  hint_->request = background::kNoRequest;
  if (decideHere(game, *hint_)) return true;
  hint_.reset();
  return false;
}

std::optional<Move> HintPlayer::move() const {
  if (!hint_ || hint_->pending) return std::nullopt;
  return hint_->move;
}

std::optional<int> HintPlayer::verdict() const {
  if (!hint_ || hint_->pending) return std::nullopt;
  return hint_->verdict;
}

std::optional<int> HintPlayer::margin() const {
  if (!hint_ || hint_->pending) return std::nullopt;
  return hint_->margin;
}

std::string HintPlayer::text(Player toMove) const {
  if (!hint_) return "";
  if (hint_->pending) return hintPendingText();
  return hintText(hint_->move, hint_->verdict, hint_->margin, toMove);
}

}  // namespace mancala::app
