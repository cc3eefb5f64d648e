// AppModel's part for the game's review (app_model.h): opening, stopping, what it says.
#include "app/model/app_model.h"
#include "app/model/words.h"
#include "app/text/i18n.h"

namespace mancala::app {

void AppModel::openReview() {
  if (screen_ != Screen::Play || session_.game().moves().empty()) return;
  reviewOpen_ = true;
  reviewer_.start(session_.game());
  if (!reviewer_.running()) {
    say(reviewSummaryText(Player::South) + ' ' + reviewSummaryText(Player::North));
  } else {
    say(trf("Reviewing the game: {0} of {1} positions.",
            {std::to_string(reviewDone()), std::to_string(reviewTotal())}));
  }
  changed();
}

void AppModel::closeReview() {
  reviewOpen_ = false;
  changed();
}

void AppModel::stopReview() {
  if (!reviewer_.running()) return;
  reviewer_.stop();
  say(trf("Review stopped: {0} of {1} positions.",
          {std::to_string(reviewDone()), std::to_string(reviewTotal())}));
  save();
  changed();
}

const GameReview* AppModel::review() const {
  return reviewer_.isFor(session_.game()) ? reviewer_.review() : nullptr;
}

std::string AppModel::reviewText() const {
  const GameReview* r = review();
  return r && !r->moves().empty() ? writeReview(*r) : std::string();
}

void AppModel::updateReview() {
  if (!reviewer_.running()) {
    // Another game, or moves taken back: the review no longer fits.
    if (reviewer_.review() && !reviewer_.isFor(session_.game())) {
      reviewer_.reset();
      reviewOpen_ = false;
    }
    return;
  }
  bool finished = false;
  if (!reviewer_.update(session_.game(), &finished)) {
    if (!reviewer_.isFor(session_.game())) reviewOpen_ = false;
    return;
  }
  changed();
  save();  // each position as it comes: a reload keeps what was reviewed
  if (finished) {
    say(tr("Review done.") + std::string(" ") + reviewSummaryText(Player::South) + ' ' +
        reviewSummaryText(Player::North));
  }
}

std::string AppModel::reviewSummaryText(Player p) const {
  const GameReview* r = review();
  if (!r) return "";
  const Summary s = r->summary(session_.game(), p);
  const auto n = [&](MoveMark m) { return static_cast<unsigned long>(s.count(m)); };
  return trf("{0}: accuracy {1}%, {2}, {3}, {4}.",
             {sideName(p), std::to_string(s.accuracy),
              trnf("{0} inaccuracy", "{0} inaccuracies", n(MoveMark::Inaccuracy),
                   {std::to_string(n(MoveMark::Inaccuracy))}),
              trnf("{0} mistake", "{0} mistakes", n(MoveMark::Mistake),
                   {std::to_string(n(MoveMark::Mistake))}),
              trnf("{0} blunder", "{0} blunders", n(MoveMark::Blunder),
                   {std::to_string(n(MoveMark::Blunder))})});
}

std::string AppModel::reviewMoveText(std::size_t i) const {
  const GameReview* r = review();
  const Game& game = session_.game();
  if (!r || i >= game.moves().size()) return "";
  const Move played = game.moves()[i];
  std::string text = trf("Move {0}, {1} {2}:", {std::to_string(i + 1), sideName(game.mover(i)),
                                                std::string(1, moveLetter(played))});
  if (i >= r->moves().size()) return text + ' ' + tr("not reviewed yet.");
  const auto mark = r->mark(game, i);
  if (!mark) return text + ' ' + tr("the only move.");
  const int lost = r->moves()[i].seedsLost();
  text += ' ' + markName(*mark);
  if (lost > 0)
    text += trnf(", {0} seed lost", ", {0} seeds lost", static_cast<unsigned long>(lost),
                 {std::to_string(lost)});
  text += '.';
  if (const auto better = r->betterMove(game, i))
    text += ' ' + trf("Better: {0}.", {std::string(1, moveLetter(*better))});
  return text;
}

std::optional<std::size_t> AppModel::reviewedMoveShown() const {
  const std::size_t shown = viewed_.value_or(session_.game().moves().size());
  const GameReview* r = review();
  if (!r || shown == 0) return std::nullopt;
  return shown - 1;
}

std::optional<Move> AppModel::reviewBetterMove() const {
  if (!reviewOpen()) return std::nullopt;
  const auto i = reviewedMoveShown();
  if (!i) return std::nullopt;
  return review()->betterMove(session_.game(), *i);
}

}  // namespace mancala::app
