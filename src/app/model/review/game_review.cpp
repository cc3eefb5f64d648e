#include "app/model/review/game_review.h"

#include <algorithm>
#include <charconv>

#include "app/model/words/problem_text.h"
#include "app/text/i18n.h"

namespace mancala::app {

MoveMark markFor(int seedsLost) {
  if (seedsLost <= 0) return MoveMark::Best;
  if (seedsLost <= 1) return MoveMark::Good;
  if (seedsLost <= 3) return MoveMark::Inaccuracy;
  if (seedsLost <= 5) return MoveMark::Mistake;
  return MoveMark::Blunder;
}

int moveAccuracy(int seedsLost) { return std::max(0, 100 - 10 * std::max(0, seedsLost)); }

std::optional<ReviewedMove> reviewedMove(const std::vector<ai::MoveValue>& values, Move played) {
  if (values.empty()) return std::nullopt;
  const ai::MoveValue& best = values.front();
  for (const ai::MoveValue& v : values) {
    if (v.move != played) continue;
    ReviewedMove m;
    m.best = best.move;
    m.bestValue = {best.seeds, best.exact, best.forced};
    m.played = {v.seeds, v.exact, v.forced};
    if (v.seeds == best.seeds) m.best = played;  // as good as the best: it is a best move
    if (m.best == played) m.played = m.bestValue = {v.seeds, v.exact, v.forced};
    return m;
  }
  return std::nullopt;
}

namespace {

bool forcedMove(const Game& game, std::size_t i) {
  return legalMoves(game.rules(), game.history()[i]).count <= 1;
}

int sign(Player p) { return p == Player::South ? 1 : -1; }

}  // namespace

std::optional<MoveMark> GameReview::mark(const Game& game, std::size_t i) const {
  if (i >= moves_.size() || i >= game.moves().size() || forcedMove(game, i)) return std::nullopt;
  return markFor(moves_[i].seedsLost());
}

std::optional<Move> GameReview::betterMove(const Game& game, std::size_t i) const {
  if (!mark(game, i) || moves_[i].best == game.moves()[i]) return std::nullopt;
  return moves_[i].best;
}

Summary GameReview::summary(const Game& game, Player p) const {
  Summary s;
  int total = 0;
  for (std::size_t i = 0; i < moves_.size() && i < game.moves().size(); ++i) {
    if (game.mover(i) != p) continue;
    const auto m = mark(game, i);
    if (!m) continue;
    ++s.moves;
    ++s.counts[static_cast<std::size_t>(*m)];
    total += moveAccuracy(moves_[i].seedsLost());
  }
  s.accuracy = s.moves > 0 ? (total + s.moves / 2) / s.moves : 0;
  return s;
}

std::vector<EvalPoint> GameReview::curve(const Game& game) const {
  std::vector<EvalPoint> points;
  const std::size_t n = std::min(moves_.size(), game.moves().size());
  for (std::size_t i = 0; i < n; ++i) {
    const SeedValue& v = moves_[i].bestValue;
    points.push_back({sign(game.mover(i)) * v.seeds, v.decided()});
  }
  if (n == 0) return points;
  const Position& after = game.history()[n];
  if (after.over()) {
    points.push_back({after.captured[0] - after.captured[1], true});
  } else {
    const SeedValue& v = moves_[n - 1].played;
    points.push_back({sign(game.mover(n - 1)) * v.seeds, v.decided()});
  }
  return points;
}

namespace {

void writeValue(std::string& out, const SeedValue& v) {
  out += std::to_string(v.seeds);
  if (v.exact) out += '!';
  if (v.forced) out += '~';
}

// "4!", "-2", "0~" at the start of `text`, which it consumes.
std::optional<SeedValue> readValue(std::string_view& text) {
  SeedValue v;
  const char* first = text.data();
  const char* last = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(first, last, v.seeds);
  if (ec != std::errc{} || ptr == first || v.seeds < -kTotalSeeds || v.seeds > kTotalSeeds)
    return std::nullopt;
  text.remove_prefix(static_cast<std::size_t>(ptr - first));
  if (!text.empty() && text.front() == '!') {
    v.exact = true;
    text.remove_prefix(1);
  } else if (!text.empty() && text.front() == '~') {
    v.forced = true;
    text.remove_prefix(1);
  }
  return v;
}

}  // namespace

std::string writeReview(const GameReview& review) {
  std::string out(1, 'd');
  out += std::to_string(review.depth());
  for (const ReviewedMove& m : review.moves()) {
    out += '.';
    out += moveLetter(m.best);
    writeValue(out, m.bestValue);
    if (!(m.played == m.bestValue)) {
      out += ',';
      writeValue(out, m.played);
    }
  }
  return out;
}

std::variant<GameReview, std::string> readReview(std::string_view text, const Game& game) {
  using Result = std::variant<GameReview, std::string>;
  if (text.size() < 2 || text.front() != 'd')
    return Result(reviewProblemText(ReviewProblem::NoDepth));
  text.remove_prefix(1);
  int depth = 0;
  const std::size_t dot = text.find('.');
  const std::string_view depthText = text.substr(0, dot);
  const auto [ptr, ec] =
      std::from_chars(depthText.data(), depthText.data() + depthText.size(), depth);
  if (ec != std::errc{} || ptr != depthText.data() + depthText.size() || depth < 1 || depth > 20)
    return Result(reviewProblemText(ReviewProblem::BadDepth));
  GameReview review(depth);
  text = dot == std::string_view::npos ? std::string_view{} : text.substr(dot);
  while (!text.empty()) {
    const std::size_t i = review.moves().size();
    const std::string at = std::to_string(i + 1);
    if (text.front() != '.' || text.size() < 3)
      return Result(reviewProblemText(ReviewProblem::MoveDamaged, at));
    text.remove_prefix(1);
    if (i >= game.moves().size()) return Result(reviewProblemText(ReviewProblem::TooManyMoves));
    ReviewedMove m;
    const auto best = parseMove(text.front());
    text.remove_prefix(1);
    if (!best || !legalMoves(game.rules(), game.history()[i]).contains(*best))
      return Result(reviewProblemText(ReviewProblem::BetterNotLegal, at));
    m.best = *best;
    const auto bestValue = readValue(text);
    if (!bestValue) return Result(reviewProblemText(ReviewProblem::MoveDamaged, at));
    m.bestValue = m.played = *bestValue;
    if (!text.empty() && text.front() == ',') {
      text.remove_prefix(1);
      const auto played = readValue(text);
      if (!played || *played == *bestValue)
        return Result(reviewProblemText(ReviewProblem::MoveDamaged, at));
      if (played->seeds >= bestValue->seeds || m.best == game.moves()[i])
        return Result(reviewProblemText(ReviewProblem::MoveNotFit, at));
      m.played = *played;
    } else if (m.best != game.moves()[i]) {
      return Result(reviewProblemText(ReviewProblem::MoveNotFit, at));
    }
    if (!text.empty() && text.front() != '.')
      return Result(reviewProblemText(ReviewProblem::MoveDamaged, at));
    review.add(m);
  }
  return Result(std::move(review));
}

}  // namespace mancala::app
