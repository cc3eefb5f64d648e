// The records' own update (records_update.h) on the app's state alone, without its owner: a record
// or a position read is left for the owner to play instead (Context::playInstead) with what it then
// shows and tells (Context::recordOpened), the game on the screen untouched; one that cannot be
// used is refused in words and changes nothing; the code to take home is asked for as an effect.
#include <catch2/catch.hpp>
#include <variant>

#include "app/model/records/records_update.h"
#include "app/model/state/app_state.h"
#include "app/model/state/context.h"
#include "core/record.h"
#include "memory_host.h"

namespace mancala::app {
namespace {

Game warriAfterTwoMoves() {
  Game game(Rules{Variant::Warri, false});
  game.play(game.legalMoves().moves[0]);
  game.play(game.legalMoves().moves[0]);
  return game;
}

TEST_CASE("a record read by its update is left to the owner to play, the game untouched",
          "[app][record]") {
  MemoryHost host;
  AppState state(host, nullptr);
  Effects effects;
  effects.begin();
  Context ctx{state, host, effects, 0.0, [] {}};
  const Game before = state.game.session.game();
  const Game recorded = warriAfterTwoMoves();
  REQUIRE_FALSE(update(state.game, cmd::LoadRecord{writeRecord(recorded)}, ctx));
  REQUIRE(ctx.playInstead);
  CHECK(ctx.playInstead->variant() == Variant::Warri);
  CHECK(ctx.playInstead->moves() == recorded.moves());
  REQUIRE(ctx.recordOpened);
  CHECK(ctx.recordOpened->replayLast);  // its last move shown again once it is played
  CHECK_FALSE(ctx.recordOpened->told.empty());
  CHECK(state.game.session.game().moves() == before.moves());
  CHECK(state.screen == Screen::Start);
  REQUIRE(effects.end());
  CHECK(effects.done().empty());  // told once the owner has played it
}

TEST_CASE("a record that cannot be read is refused by its update in words, nothing else changed",
          "[app][record]") {
  MemoryHost host;
  AppState state(host, nullptr);
  Effects effects;
  effects.begin();
  Context ctx{state, host, effects, 0.0, [] {}};
  const auto refused = update(state.game, cmd::LoadRecord{"not a record"}, ctx);
  REQUIRE(refused);
  CHECK_FALSE(ctx.playInstead);
  CHECK_FALSE(ctx.recordOpened);
  CHECK_FALSE(state.shown.message.empty());
  REQUIRE(effects.end());
  REQUIRE(effects.done().size() == 1);
  const auto* said = std::get_if<effect::Say>(&effects.done()[0]);
  REQUIRE(said);
  CHECK(said->text == state.shown.message);
}

TEST_CASE("a position link read by its update is played in the game's rules, none in a kiosk",
          "[app][record]") {
  MemoryHost host;
  AppState state(host, nullptr);
  Effects effects;
  Context ctx{state, host, effects, 0.0, [] {}};
  const Game recorded = warriAfterTwoMoves();
  const std::string share = shareFragment(recorded, "");
  // A share link of a record is no position link: refused, its words said.
  const auto refused = update(state.game, cmd::OpenPosition{share}, ctx);
  REQUIRE(refused);
  CHECK(refused->code == RefusalCode::BadPosition);
  CHECK_FALSE(ctx.playInstead);

  const std::string shown = state.shown.message;
  state.device.kiosk.on = true;
  Context kiosk{state, host, effects, 0.0, [] {}};
  const auto inKiosk = update(state.game, cmd::OpenPosition{"p=whatever"}, kiosk);
  REQUIRE(inKiosk);
  CHECK(inKiosk->code == RefusalCode::Kiosk);
  CHECK_FALSE(kiosk.playInstead);
  CHECK(state.shown.message == shown);  // nothing more shown
}

TEST_CASE("the code to take home is asked for where links can be sent, with the game's link",
          "[app][record]") {
  MemoryHost host;
  AppState state(host, nullptr);
  state.game.session.resume(state.game.session.setup(), warriAfterTwoMoves(), std::nullopt);
  Effects effects;
  effects.begin();
  Context ctx{state, host, effects, 0.0, [] {}};
  host.linksCanBeSent = false;
  const auto refused = update(state.game, cmd::TakeHome{}, ctx);
  REQUIRE(refused);
  CHECK(refused->code == RefusalCode::Unavailable);
  host.linksCanBeSent = true;
  REQUIRE_FALSE(update(state.game, cmd::TakeHome{}, ctx));
  REQUIRE(effects.end());
  REQUIRE(effects.done().size() == 1);
  const auto* code = std::get_if<effect::ShowCode>(&effects.done()[0]);
  REQUIRE(code);
  CHECK(code->fragment == shareFragment(state.game.session.game(), ""));
  CHECK(code->fragment == takeHomeAddress(state).fragment);
}

TEST_CASE("the record's and the code's dialogs are closed by an effect", "[app][record]") {
  MemoryHost host;
  AppState state(host, nullptr);
  Effects effects;
  effects.begin();
  Context ctx{state, host, effects, 0.0, [] {}};
  REQUIRE_FALSE(update(state.game, cmd::CloseDialogs{}, ctx));
  REQUIRE(effects.end());
  REQUIRE(effects.done().size() == 1);
  CHECK(std::holds_alternative<effect::CloseDialogs>(effects.done()[0]));
}

}  // namespace
}  // namespace mancala::app
