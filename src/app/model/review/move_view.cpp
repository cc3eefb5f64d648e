#include "app/model/review/move_view.h"

#include <algorithm>
#include <string>

#include "app/model/words/play/announcer.h"

namespace mancala::app {

void viewMoves(Context& ctx, std::size_t count) {
  GameState& game = ctx.state.game;
  Review& review = ctx.state.modes.review;
  const std::size_t played = game.session.game().moves().size();
  review.setLineStep(0);
  if (count >= played) {
    game.viewed.reset();
  } else {
    if (ctx.board) ctx.board->skip();  // the move being shown ends: the past is shown still
    game.viewed = count;
  }
  if (review.open()) {
    if (const auto i = review.moveShown()) {
      const std::string why = review.whyText(*i);
      ctx.say(why.empty() ? review.moveText(*i) : review.moveText(*i) + ' ' + why);
    }
  }
}

void stepView(Context& ctx, int delta) {
  const std::size_t played = ctx.state.game.session.game().moves().size();
  const std::size_t at = ctx.state.game.viewed.value_or(played);
  if (delta < 0)
    viewMoves(ctx,
              at >= static_cast<std::size_t>(-delta) ? at - static_cast<std::size_t>(-delta) : 0);
  else
    viewMoves(ctx, at + static_cast<std::size_t>(delta));
}

void animateMove(AppState& state, BoardTable& board, const Position& before, const Trace& trace,
                 double now) {
  board.animate(before, trace, now, state.game.speed);
  // A game's last move shown live: once its seeds have landed, a win is cheered (AppModel).
  for (const TraceEvent& e : trace)
    if (e.kind == TraceEvent::Kind::GameOver)
      state.game.cheerDue = state.screen == Screen::Play && !state.modes.review.open();
}

std::string replayLastMove(AppState& state, BoardTable& board, double now) {
  const Game& game = state.game.session.game();
  if (game.moves().empty()) return "";
  const Position before = game.history()[game.moves().size() - 1];
  Position replayed = before;
  Trace trace;
  applyMove(game.rules(), replayed, game.moves().back(), &trace);
  animateMove(state, board, before, trace, now);
  return describeMove(state.game.session.variant(), before, game.moves().back(), trace,
                      game.position());
}

std::optional<Refusal> update(GameState&, const cmd::View& c, Context& ctx) {
  viewMoves(ctx, static_cast<std::size_t>(std::max(0, c.moves)));
  return std::nullopt;
}

std::optional<Refusal> update(GameState&, const cmd::Step& c, Context& ctx) {
  stepView(ctx, c.by);
  return std::nullopt;
}

std::optional<Refusal> update(GameState& game, const cmd::Live&, Context&) {
  game.viewed.reset();
  return std::nullopt;
}

}  // namespace mancala::app
