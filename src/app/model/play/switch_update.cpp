#include "app/model/play/switch_update.h"

#include <utility>

#include "app/model/common/page_messages.h"
#include "app/model/friend/friend_update.h"
#include "app/model/play/game_facts.h"
#include "app/model/play/game_switch.h"
#include "app/model/play/play_workers.h"
#include "app/model/state/host_reach.h"
#include "app/model/words/play/announcer.h"

namespace mancala::app {
namespace {

void setLevel(std::optional<ai::Level> level, Context& ctx) {
  ctx.state.settings.kept.level = level;
  ctx.state.game.session.setLevels({level, level});
  ctx.state.game.startChoices.levels = {level, level};
  if (ctx.workers) ctx.workers->computer.cancel();  // it starts again at the new level
  ctx.save();
}

// A new game by link of `setup`, this device playing `mine`: named, noted, said, saved.
void startByLink(const SessionSetup& setup, Player mine, Context& ctx) {
  startGame(byLink(setup), ctx);
  ctx.say(
      startFriendGame(ctx.state.modes.friends, ctx.state.game, mine, ownsSave(ctx), ctx.effects));
  ctx.save();
}

}  // namespace

std::optional<Refusal> update(GameState& game, const cmd::NewGame& c, Context& ctx) {
  SessionSetup setup = game.session.setup();
  if (c.setup.level) setLevel(c.setup.level, ctx);
  applySetup(c.setup, setup, nullptr);
  startGame(setup, ctx);
  return std::nullopt;
}

std::optional<Refusal> update(GameState& game, const cmd::Choose& c, Context& ctx) {
  if (ctx.state.screen != Screen::Start) return Refusal{RefusalCode::NotOnStart, {}};
  SessionSetup setup = game.startChoices;
  std::optional<Player> side = game.friendSideChoice;
  applySetup(c.setup, setup, &side);
  game.startChoices = setup;
  game.friendSideChoice = side;
  return std::nullopt;
}

std::optional<Refusal> update(GameState& game, const cmd::Start&, Context& ctx) {
  if (ctx.state.screen != Screen::Start) return Refusal{RefusalCode::NotOnStart, {}};
  if (game.friendSideChoice && hostReach(ctx.host, ctx.state.device).canSendLinks)
    startByLink(game.startChoices, *game.friendSideChoice, ctx);
  else
    startGame(SessionSetup(game.startChoices), ctx);
  return std::nullopt;
}

std::optional<Refusal> update(GameState& game, const cmd::PlayComputer&, Context& ctx) {
  if (ctx.state.screen != Screen::Start) return Refusal{RefusalCode::NotOnStart, {}};
  SessionSetup setup;
  setup.variant = game.startChoices.variant;
  setup.players = {PlayerKind::Person, PlayerKind::Computer};
  const auto north = static_cast<std::size_t>(index(Player::North));
  setup.levels[north] = game.startChoices.levels[north].value_or(kDefaultLevel);
  setup.grandSlamCapturesNothing = game.startChoices.grandSlamCapturesNothing;
  game.friendSideChoice.reset();
  startGame(setup, ctx);
  return std::nullopt;
}

std::optional<Refusal> update(GameState&, const cmd::ToStart&, Context& ctx) {
  goToStart(ctx);
  return std::nullopt;
}

std::optional<Refusal> update(GameState& game, const cmd::BackToGame&, Context& ctx) {
  if (!canGoBackToGame(ctx.state)) return std::nullopt;
  ctx.state.screen = Screen::Play;
  game.gameKept = false;
  resetView(ctx);
  ctx.say(backToGameSaid(describePosition(ctx.state)));
  ctx.save();
  return std::nullopt;
}

std::optional<Refusal> update(GameState& game, const cmd::PreviousGame&, Context& ctx) {
  if (!hasPreviousGame(ctx.state)) return std::nullopt;
  stopPlay(ctx);
  KeptGame back = std::move(*game.previous);
  game.previous.reset();
  putAside(ctx.state);  // the game it replaced can be gone back to in turn
  game.session.resume(back.setup, std::move(back.game), std::move(back.match));
  ctx.state.modes.friends.resume(back.friendGame);
  game.startChoices = game.session.setup();
  resetView(ctx);
  ctx.say(backToPreviousGameSaid(describePosition(ctx.state)));
  ctx.ask(effect::ToPage{newGameMessage(game.session.stateJson())});
  ctx.save();
  return std::nullopt;
}

std::optional<Refusal> update(GameState& game, const cmd::Rematch&, Context& ctx) {
  const Session& session = game.session;
  if (!session.game().over() || (session.match() && !session.matchOver())) return std::nullopt;
  SessionSetup setup = session.setup();
  if (!setup.match) setup.starter = opponent(session.game().start().toMove);
  if (const std::optional<FriendGame> link = ctx.state.modes.friends.game())
    startByLink(setup, link->mine, ctx);
  else
    startGame(setup, ctx);
  return std::nullopt;
}

std::optional<Refusal> update(GameState&, const cmd::Level& c, Context& ctx) {
  setLevel(c.level, ctx);
  return std::nullopt;
}

std::optional<Refusal> update(GameState& game, const cmd::Speed& c, Context&) {
  game.speed = c.speed;
  return std::nullopt;
}

}  // namespace mancala::app
