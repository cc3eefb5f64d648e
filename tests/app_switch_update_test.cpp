// The commands that change which game is played (play/switch_update.h) on the state alone, with
// no AppModel: the start screen's choices refused elsewhere, Play the computer from it, the
// start screen over a game in progress and back to it, a new game putting the game in progress
// aside and the previous game brought back, a rematch refused before the end.
#include <catch2/catch.hpp>
#include <variant>

#include "app/model/play/switch_update.h"
#include "app/model/state/app_state.h"
#include "app/model/state/context.h"
#include "effect_counts.h"
#include "memory_host.h"

namespace mancala::app {
namespace {

SessionSetup twoPeople(Variant variant) {
  SessionSetup setup;
  setup.variant = variant;
  setup.players = {PlayerKind::Person, PlayerKind::Person};
  return setup;
}

TEST_CASE("the start screen's commands are refused off it and change nothing", "[app][switch]") {
  MemoryHost host;
  AppState state(host, nullptr);
  state.game.session.start(twoPeople(Variant::Warri));
  state.screen = Screen::Play;
  const SessionSetup choices = state.game.startChoices;
  Effects effects;
  effects.begin();
  Context ctx{state, host, effects, 0.0, [] {}};
  cmd::Choose choose;
  choose.setup.game = Variant::AdjiKui2;
  for (const auto& refusal :
       {update(state.game, choose, ctx), update(state.game, cmd::Start{}, ctx),
        update(state.game, cmd::PlayComputer{}, ctx)}) {
    REQUIRE(refusal);
    CHECK(refusal->code == RefusalCode::NotOnStart);
  }
  CHECK(state.game.startChoices.variant == choices.variant);
  CHECK(state.game.session.variant() == Variant::Warri);
  REQUIRE(effects.end());
  CHECK(effects.done().empty());
}

TEST_CASE("Play the computer from the start screen starts the chosen game against it",
          "[app][switch]") {
  MemoryHost host;
  AppState state(host, nullptr);
  Effects effects;
  effects.begin();
  Context ctx{state, host, effects, 0.0, [] {}};
  REQUIRE(state.screen == Screen::Start);
  cmd::Choose choose;
  choose.setup.game = Variant::AdjiKui1;
  CHECK_FALSE(update(state.game, choose, ctx));
  CHECK(state.game.startChoices.variant == Variant::AdjiKui1);
  CHECK_FALSE(update(state.game, cmd::PlayComputer{}, ctx));
  CHECK(state.screen == Screen::Play);
  const Session& session = state.game.session;
  CHECK(session.variant() == Variant::AdjiKui1);
  CHECK(session.kind(Player::South) == PlayerKind::Person);
  CHECK(session.kind(Player::North) == PlayerKind::Computer);
  CHECK(session.level(Player::North) == kDefaultLevel);
  REQUIRE(effects.end());
  CHECK(test::countOf<effect::Say>(effects.done()) == 1);     // the new game told
  CHECK(test::countOf<effect::ToPage>(effects.done()) == 1);  // and sent to the page
  CHECK(test::countOf<effect::Save>(effects.done()) >= 1);
}

TEST_CASE("the start screen keeps the game in progress to go back to", "[app][switch]") {
  MemoryHost host;
  AppState state(host, nullptr);
  state.game.session.start(twoPeople(Variant::Warri));
  state.screen = Screen::Play;
  REQUIRE_FALSE(state.game.session.play(Move{0}));
  Effects effects;
  effects.begin();
  Context ctx{state, host, effects, 0.0, [] {}};
  CHECK_FALSE(update(state.game, cmd::ToStart{}, ctx));
  CHECK(state.screen == Screen::Start);
  CHECK(state.game.gameKept);
  CHECK(state.game.startChoices.variant == Variant::Warri);
  CHECK_FALSE(update(state.game, cmd::BackToGame{}, ctx));
  CHECK(state.screen == Screen::Play);
  CHECK_FALSE(state.game.gameKept);
  CHECK(state.game.session.game().moves() == std::vector<Move>{Move{0}});
  // Back to the game again, with none kept: nothing happens.
  const std::size_t said = state.shown.liveRegion.count();
  CHECK_FALSE(update(state.game, cmd::BackToGame{}, ctx));
  CHECK(state.shown.liveRegion.count() == said);
}

TEST_CASE("a new game puts the game in progress aside, and the previous game comes back",
          "[app][switch]") {
  MemoryHost host;
  AppState state(host, nullptr);
  state.game.session.start(twoPeople(Variant::Warri));
  state.screen = Screen::Play;
  REQUIRE_FALSE(state.game.session.play(Move{2}));
  Effects effects;
  effects.begin();
  Context ctx{state, host, effects, 0.0, [] {}};
  cmd::NewGame fresh;
  fresh.setup.game = Variant::AdjiKui2;
  CHECK_FALSE(update(state.game, fresh, ctx));
  CHECK(state.game.session.variant() == Variant::AdjiKui2);
  CHECK(state.game.session.game().moves().empty());
  REQUIRE(state.game.previous);
  CHECK(state.game.previous->game.moves() == std::vector<Move>{Move{2}});
  // A rematch before the end changes nothing.
  CHECK_FALSE(update(state.game, cmd::Rematch{}, ctx));
  CHECK(state.game.session.variant() == Variant::AdjiKui2);
  CHECK_FALSE(update(state.game, cmd::PreviousGame{}, ctx));
  CHECK(state.game.session.variant() == Variant::Warri);
  CHECK(state.game.session.game().moves() == std::vector<Move>{Move{2}});
  CHECK_FALSE(state.game.previous);  // the fresh game had no move: nothing to keep
}

}  // namespace
}  // namespace mancala::app
