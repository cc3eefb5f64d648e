#include "app/model/play/game_switch.h"

#include <optional>
#include <utility>

#include "app/model/play/game_facts.h"
#include "app/model/play/play_update.h"
#include "app/model/play/play_workers.h"
#include "app/model/saving/saving.h"

namespace mancala::app {

void stopPlay(Context& ctx) {
  if (ctx.board) ctx.board->skip();
  if (ctx.workers) ctx.workers->computer.cancel();
}

void resetView(Context& ctx) {
  ctx.state.shown.message.clear();
  if (ctx.board) ctx.board->setCursor(-1);
  ctx.state.game.viewed.reset();
}

bool ownsSave(const Context& ctx) { return ctx.saver && ctx.saver->owned(); }

void putAside(AppState& state) {
  if (state.restoring || !gameInProgress(state)) return;
  const MatchState* m = state.game.session.matchForSaving();
  state.game.previous =
      KeptGame{state.game.session.setup(), state.game.session.game(),
               m ? std::optional<MatchState>(*m) : std::nullopt, state.modes.friends.game()};
}

void leaveGame(Context& ctx, bool endLink) {
  stopPlay(ctx);
  putAside(ctx.state);
  ctx.state.game.gameKept = false;
  if (endLink) ctx.state.modes.friends.end();
}

void startGame(const SessionSetup& setup, Context& ctx) {
  leaveGame(ctx);
  GameState& game = ctx.state.game;
  game.session.start(setup);
  game.startChoices = setup;
  ctx.state.screen = Screen::Play;
  resetView(ctx);
  afterNewGame(ctx);  // play_update.h
}

void playInstead(Game game, Context& ctx) {
  leaveGame(ctx);
  Session& session = ctx.state.game.session;
  SessionSetup setup = session.setup();
  setup.match = false;
  session.resume(setup, std::move(game), std::nullopt);
  ctx.state.game.startChoices = session.setup();
  ctx.state.screen = Screen::Play;
  resetView(ctx);
}

void goToStart(Context& ctx) {
  stopPlay(ctx);
  AppState& state = ctx.state;
  GameState& game = state.game;
  if (state.screen == Screen::Play) {
    if (!gameInProgress(state) && game.previous) {  // a fresh game that replaced one in progress
      game.session.resume(game.previous->setup, std::move(game.previous->game),
                          std::move(game.previous->match));
      state.modes.friends.resume(game.previous->friendGame);
      game.previous.reset();
    }
    game.startChoices = game.session.setup();
    game.gameKept = gameInProgress(state);
  }
  state.screen = Screen::Start;
  game.previous.reset();  // the start screen offers the game it came from
  game.viewed.reset();
  ctx.save();
}

}  // namespace mancala::app
