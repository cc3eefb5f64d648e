// The friend's own update (friend_update.h) on the app's state alone, without its owner: a link
// read is left for the owner to play (Context::linkOpened), the game on the screen untouched; a
// refused one is said and changes nothing; the link's commands outside a game by link do nothing.
#include <array>
#include <catch2/catch.hpp>

#include "app/model/friend/friend_update.h"
#include "app/model/state/app_state.h"
#include "app/model/state/context.h"
#include "memory_host.h"

namespace mancala::app {
namespace {

Game warriAfterOneMove() {
  Game game(Rules{Variant::Warri, false});
  game.play(game.legalMoves().moves[0]);
  return game;
}

TEST_CASE("a friend's link read by its update is left to the owner, the game untouched",
          "[app][friend]") {
  MemoryHost host;
  AppState state(host, nullptr);
  Effects effects;
  effects.begin();
  Context ctx{state, host, effects, 0.0, [] {}};
  SessionSetup computer;
  computer.players = {PlayerKind::Person, PlayerKind::Computer};
  state.game.session.start(computer);
  const Game before = state.game.session.game();
  const Game linked = warriAfterOneMove();
  const std::string link = friendFragment("game1234", Player::North, linked, nullptr);
  REQUIRE_FALSE(update(state.modes.friends, cmd::OpenLink{link}, ctx));
  REQUIRE(ctx.linkOpened);
  CHECK_FALSE(ctx.linkOpened->refused);
  CHECK(ctx.linkOpened->link.id == "game1234");
  CHECK(ctx.linkOpened->link.side == Player::North);
  CHECK(ctx.linkOpened->link.game.moves() == linked.moves());
  CHECK(ctx.linkOpened->setup.variant == Variant::Warri);
  CHECK(ctx.linkOpened->setup.players ==
        std::array<PlayerKind, 2>{PlayerKind::Person, PlayerKind::Person});
  // The owner plays it on its board: until then the session and the friend's state are as they
  // were, and nothing is said.
  CHECK(state.game.session.game().moves() == before.moves());
  CHECK_FALSE(state.modes.friends.game());
  REQUIRE(effects.end());
  CHECK(effects.done().empty());
}

TEST_CASE("a damaged friend's link is refused in words by its update, the address shown again",
          "[app][friend]") {
  MemoryHost host;
  AppState state(host, nullptr);
  Effects effects;
  Context ctx{state, host, effects, 0.0, [] {}};
  const auto refused = update(state.modes.friends, cmd::OpenLink{"f=game1234&s=N&r=%5B"}, ctx);
  REQUIRE(refused);
  CHECK(refused->code == RefusalCode::BadLink);
  REQUIRE(ctx.linkOpened);
  CHECK(ctx.linkOpened->refused);
  CHECK_FALSE(state.shown.message.empty());
  CHECK_FALSE(state.modes.friends.game());
}

TEST_CASE("a friend's link sent, copied or the latest asked do nothing outside a game by link",
          "[app][friend]") {
  MemoryHost host;
  AppState state(host, nullptr);
  Effects effects;
  effects.begin();
  Context ctx{state, host, effects, 0.0, [] {}};
  CHECK_FALSE(update(state.modes.friends, cmd::SendLink{true}, ctx));
  CHECK_FALSE(update(state.modes.friends, cmd::LinkCopied{true}, ctx));
  CHECK_FALSE(update(state.modes.friends, cmd::OpenLatestLink{}, ctx));
  CHECK_FALSE(ctx.linkOpened);
  CHECK(state.shown.message.empty());
  REQUIRE(effects.end());
  CHECK(effects.done().empty());
}

}  // namespace
}  // namespace mancala::app
