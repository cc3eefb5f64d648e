#include "app/model/review/review.h"

#include <array>

#include "app/model/review/why_words.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"

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
  const Summary s = r->summary(session_.game(), p);
  const auto n = [&](MoveMark m) { return static_cast<unsigned long>(s.count(m)); };
  const std::string side = sideName(p), accuracy = std::to_string(s.accuracy),
                    inaccuracies =
                        trnf("{0} inaccuracy", "{0} inaccuracies", n(MoveMark::Inaccuracy),
                             {std::to_string(n(MoveMark::Inaccuracy))}),
                    mistakes = trnf("{0} mistake", "{0} mistakes", n(MoveMark::Mistake),
                                    {std::to_string(n(MoveMark::Mistake))}),
                    blunders = trnf("{0} blunder", "{0} blunders", n(MoveMark::Blunder),
                                    {std::to_string(n(MoveMark::Blunder))});
  // A review stopped, or still going, speaks of the moves it has reviewed.
  if (r->moves().size() < session_.game().moves().size())
    return trf("{0}, so far: accuracy {1}%, {2}, {3}, {4}.",
               {side, accuracy, inaccuracies, mistakes, blunders});
  return trf("{0}: accuracy {1}%, {2}, {3}, {4}.",
             {side, accuracy, inaccuracies, mistakes, blunders});
}

std::string Review::moveText(std::size_t i) const {
  const GameReview* r = result();
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
  const bool hidden = answerHidden() && retrying() == i;  // Try again: found, or asked for
  if (const auto better = r->betterMove(game, i); better && !hidden)
    text += ' ' + trf("Better: {0}.", {std::string(1, moveLetter(*better))});
  // In an endgame the solver decided, the values are the outcome with perfect play: said so.
  const ReviewedMove& reviewed = r->moves()[i];
  if (reviewed.played.exact && reviewed.bestValue.exact) {
    text += ' ';
    text +=
        reviewed.played.seeds == reviewed.bestValue.seeds
            ? trf("Proved: with perfect play it leads to {0}.", {marginText(reviewed.played.seeds)})
            : trf("Proved: with perfect play it leads to {0}, the best move to {1}.",
                  {marginText(reviewed.played.seeds), marginText(reviewed.bestValue.seeds)});
  }
  return text;
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
  const Game& game = session_.game();
  const std::vector<Position> at = linePositions(game, *i, moves);
  if (step >= at.size()) return "";
  const Move m = moves[step - 1];
  const std::string n = std::to_string(step), of = std::to_string(moves.size()),
                    side = sideName(at[step - 1].toMove);
  std::string text = m == kPass ? trf("The line, move {0} of {1}: {2} passes.", {n, of, side})
                                : trf("The line, move {0} of {1}: {2} sows {3}.",
                                      {n, of, side, std::string(1, moveLetter(m))});
  const Player mover = at[step - 1].toMove;
  const int seeds = at[step].captured[static_cast<std::size_t>(index(mover))] -
                    at[step - 1].captured[static_cast<std::size_t>(index(mover))];
  if (seeds > 0 && !at[step].over())
    text += ' ' + trnf("{0} seed captured.", "{0} seeds captured.",
                       static_cast<unsigned long>(seeds), {std::to_string(seeds)});
  if (at[step].over()) {
    text += ' ';
    text += tr("The game ends there.");
  }
  return text;
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
  return mancala::app::whyText(game, i, facts);
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
  if (all.empty()) return tr("No mistakes to learn from.");
  std::array<unsigned long, kMoveMarks> n{};
  for (std::size_t i : all) ++n[static_cast<std::size_t>(*result()->mark(session_.game(), i))];
  auto count = [&](MoveMark m) { return n[static_cast<std::size_t>(m)]; };
  const std::string counts =
      trf("{0}, {1}, {2}", {trnf("{0} blunder", "{0} blunders", count(MoveMark::Blunder),
                                 {std::to_string(count(MoveMark::Blunder))}),
                            trnf("{0} mistake", "{0} mistakes", count(MoveMark::Mistake),
                                 {std::to_string(count(MoveMark::Mistake))}),
                            trnf("{0} inaccuracy", "{0} inaccuracies", count(MoveMark::Inaccuracy),
                                 {std::to_string(count(MoveMark::Inaccuracy))})});
  if (const auto k = mistakeShown())
    return trf("Mistake {0} of {1}: {2}.",
               {std::to_string(*k + 1), std::to_string(all.size()), counts});
  return trnf("{0} move to learn from: {1}.", "{0} moves to learn from: {1}.", all.size(),
              {std::to_string(all.size()), counts});
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
