#include "app/model/review/review.h"

#include <array>

#include "app/model/review/why_reason.h"
#include "app/model/words/review/line_text.h"
#include "app/model/words/review/mistakes_text.h"
#include "app/model/words/review/summary_text.h"
#include "app/model/words/review/verdict_text.h"

namespace mancala::app {

const GameReview* Review::result() const {
  return reviewer_.isFor(session_.game()) ? reviewer_.review() : nullptr;
}

std::string Review::text() const {
  const GameReview* r = result();
  return r && !r->moves().empty() ? writeReview(*r) : std::string();
}

void Review::start() {
  open_ = true;
  reviewer_.start(session_.game());
}

bool Review::stop() {
  if (!reviewer_.running()) return false;
  reviewer_.stop();
  return true;
}

void Review::restore(GameReview review, bool open) {
  reviewer_.restore(session_.game(), std::move(review));
  open_ = open;
}

void Review::update(bool* added, bool* finished) {
  *added = false;
  *finished = false;
  const Game& game = session_.game();
  if (!reviewer_.running()) {
    if (reviewer_.review() && !reviewer_.isFor(game)) {
      reviewer_.reset();
      open_ = false;
    }
    return;
  }
  *added = reviewer_.update(game, finished);
  if (!*added && !reviewer_.isFor(game)) open_ = false;
}

std::string Review::summaryText(Player p) const {
  const GameReview* r = result();
  if (!r) return "";
  // A review stopped, or still going, speaks of the moves it has reviewed.
  const Summary s = r->summary(session_.game(), p);
  return reviewSummaryText(p, s.accuracy, s.counts,
                           r->moves().size() < session_.game().moves().size());
}

std::string Review::moveText(std::size_t i) const {
  const GameReview* r = result();
  const Game& game = session_.game();
  if (!r || i >= game.moves().size()) return "";
  MoveVerdict v;
  v.number = i + 1;
  v.mover = game.mover(i);
  v.played = game.moves()[i];
  if (i >= r->moves().size()) return verdictText(v);
  const auto mark = r->mark(game, i);
  v.state = mark ? MoveVerdict::State::Marked : MoveVerdict::State::OnlyMove;
  if (!mark) return verdictText(v);
  v.mark = *mark;
  v.seedsLost = r->moves()[i].seedsLost();
  const bool hidden = answerHidden() && retrying() == i;  // Try again: found, or asked for
  if (!hidden) v.better = r->betterMove(game, i);
  const ReviewedMove& reviewed = r->moves()[i];
  v.proved = reviewed.played.exact && reviewed.bestValue.exact;
  v.playedSeeds = reviewed.played.seeds;
  v.bestSeeds = reviewed.bestValue.seeds;
  return verdictText(v);
}

const std::vector<Move>& Review::lineOf(std::size_t i, Move move) const {
  const Game& game = session_.game();
  const Position& before = game.history()[i];
  for (const KnownLine& known : lines_)
    if (known.move == move && known.before == before) return known.line;
  if (lines_.size() >= 64) lines_.clear();  // another game's, mostly
  lines_.push_back({before, move, principalLine(game, i, move)});
  return lines_.back().line;
}

const std::vector<Move>& Review::line() const {
  static const std::vector<Move> none;
  const auto i = showsBefore();
  return i ? lineOf(*i, session_.game().moves()[*i]) : none;
}

std::string Review::lineText() const {
  const std::size_t step = lineStep();
  const auto i = showsBefore();
  if (step == 0 || !i) return "";
  const std::vector<Move>& moves = line();
  const std::vector<Position> at = linePositions(session_.game(), *i, moves);
  if (step >= at.size()) return "";
  LineStep s;
  s.step = step;
  s.of = moves.size();
  s.side = at[step - 1].toMove;
  s.move = moves[step - 1];
  s.captured = at[step].captured[static_cast<std::size_t>(index(s.side))] -
               at[step - 1].captured[static_cast<std::size_t>(index(s.side))];
  s.ends = at[step].over();
  return lineStepText(s);
}

std::string Review::whyText(std::size_t i) const {
  const GameReview* r = result();
  const Game& game = session_.game();
  if (!r || i >= game.moves().size()) return "";
  const auto mark = r->mark(game, i);
  if (!mark || *mark < MoveMark::Inaccuracy) return "";
  WhyFacts facts;
  facts.played = lineOf(i, game.moves()[i]);
  const bool hidden = answerHidden() && retrying() == i;
  if (const auto better = r->betterMove(game, i); better && !hidden)
    facts.better = lineOf(i, *better);
  facts.seedsLost = r->moves()[i].seedsLost();
  facts.match = session_.match() != nullptr;
  return mancala::app::whyText(whyReason(game, i, facts));
}

std::vector<std::size_t> Review::mistakes() const {
  std::vector<std::size_t> found;
  const GameReview* r = result();
  if (!r) return found;
  const Game& game = session_.game();
  auto add = [&](bool wanted) {
    for (Player p : {Player::South, Player::North}) {
      if ((session_.kind(p) == PlayerKind::Person) != wanted) continue;
      for (std::size_t i = 0; i < r->moves().size() && i < game.moves().size(); ++i) {
        const auto mark = r->mark(game, i);
        if (game.mover(i) == p && mark && *mark >= MoveMark::Inaccuracy) found.push_back(i);
      }
    }
  };
  add(true);   // the people's moves first
  add(false);  // then the computer's
  return found;
}

std::optional<std::size_t> Review::mistakeShown() const {
  const auto i = moveShown();
  if (!i) return std::nullopt;
  const auto all = mistakes();
  for (std::size_t k = 0; k < all.size(); ++k)
    if (all[k] == *i) return k;
  return std::nullopt;
}

std::optional<std::size_t> Review::mistakeAfter(int by) const {
  const auto all = mistakes();
  if (all.empty()) return std::nullopt;
  const auto k = mistakeShown();
  if (!k) return by < 0 ? all.back() : all.front();
  if (by < 0) return *k > 0 ? std::optional<std::size_t>(all[*k - 1]) : std::nullopt;
  return *k + 1 < all.size() ? std::optional<std::size_t>(all[*k + 1]) : std::nullopt;
}

std::string Review::mistakesText() const {
  const auto all = mistakes();
  if (!result()) return "";
  MistakeCounts m;
  m.total = all.size();
  for (std::size_t i : all)
    ++m.counts[static_cast<std::size_t>(*result()->mark(session_.game(), i))];
  m.shown = mistakeShown();
  return mancala::app::mistakesText(m);
}

std::optional<std::size_t> Review::moveShown() const {
  const std::size_t shown = viewed_.value_or(session_.game().moves().size());
  if (!result() || shown == 0) return std::nullopt;
  return shown - 1;
}

std::optional<Move> Review::betterMove() const {
  if (!open()) return std::nullopt;
  const auto i = moveShown();
  if (!i) return std::nullopt;
  return result()->betterMove(session_.game(), *i);
}

std::optional<std::size_t> Review::showsBefore() const {
  // A game going on is shown as it is unless a move is looked at: its holes are played.
  if (!viewed_ && !session_.game().over()) return std::nullopt;
  const auto better = betterMove();
  if (!better || *better == kPass) return std::nullopt;
  return moveShown();
}

}  // namespace mancala::app
