// The game's play commands (play/play_update.h) on the state alone, with no AppModel: a move
// played, said, sent to the page and saved; a hole chosen on the game's board (play/game_board.h)
// played and animated; the board's and the rules' refusals kept as codes with nothing changed;
// a move taken back; a move that ends the game left to the owner to keep in My games.
#include <catch2/catch.hpp>
#include <variant>

#include "app/model/play/game_board.h"
#include "app/model/play/play_update.h"
#include "app/model/play/play_workers.h"
#include "app/model/state/app_state.h"
#include "app/model/state/context.h"
#include "effect_counts.h"
#include "memory_host.h"

namespace mancala::app {
namespace {

// A Warri game between two people on the play screen, South to move.
void warriForTwo(AppState& state) {
  SessionSetup setup;
  setup.variant = Variant::Warri;
  setup.players = {PlayerKind::Person, PlayerKind::Person};
  state.game.session.start(setup);
  state.screen = Screen::Play;
}

TEST_CASE("a move played on the state alone is said, sent to the page and saved", "[app][play]") {
  MemoryHost host;
  AppState state(host, nullptr);
  warriForTwo(state);
  state.shown.message = "An older refusal.";
  Effects effects;
  effects.begin();
  Context ctx{state, host, effects, 0.0, [] {}};
  CHECK_FALSE(update(state.game, cmd::Play{Move{0}}, ctx));
  CHECK(state.game.session.game().moves() == std::vector<Move>{Move{0}});
  CHECK(state.game.session.position().toMove == Player::North);
  CHECK(state.shown.message.empty());
  CHECK_FALSE(ctx.gameFinished);
  REQUIRE(effects.end());
  CHECK(test::countOf<effect::Say>(effects.done()) == 1);
  CHECK(test::countOf<effect::ToPage>(effects.done()) == 1);
  CHECK(test::countOf<effect::Save>(effects.done()) == 1);
  CHECK(state.shown.liveRegion.count() == 1);
}

TEST_CASE("a move refused on the state alone keeps its code and changes nothing", "[app][play]") {
  MemoryHost host;
  AppState state(host, nullptr);
  Effects effects;
  effects.begin();
  Context ctx{state, host, effects, 0.0, [] {}};
  const auto offScreen = update(state.game, cmd::Play{Move{0}}, ctx);  // the start screen
  REQUIRE(offScreen);
  CHECK(offScreen->code == RefusalCode::NoGame);
  warriForTwo(state);
  const auto northsHole = update(state.game, cmd::Play{Move{6}}, ctx);  // South to move
  REQUIRE(northsHole);
  CHECK(*northsHole == moveRefusal({MoveErrorCode::NotYourHole, Move{6}, Player::South}));
  CHECK(state.game.session.game().moves().empty());
  const auto nothing = update(state.game, cmd::Undo{}, ctx);
  REQUIRE(nothing);
  CHECK(nothing->code == RefusalCode::NothingToUndo);
  REQUIRE(effects.end());
  CHECK(effects.done().empty());
}

TEST_CASE(
    "a hole chosen on the game's board is played and animated, a refused one is kept as "
    "its code",
    "[app][play]") {
  MemoryHost host;
  AppState state(host, nullptr);
  warriForTwo(state);
  PlayWorkers workers(nullptr);
  GameBoard board(state, workers);
  Effects effects;
  effects.begin();
  Context ctx{state, host, effects, 0.0, [] {}, &board.table()};
  ctx.gameBoard = &board;
  ctx.workers = &workers;

  const auto outside = update(state.game, cmd::ChooseHole{12}, ctx);
  REQUIRE(outside);
  CHECK(outside->code == RefusalCode::BadValue);
  const auto northsHole = update(state.game, cmd::ChooseHole{8}, ctx);
  REQUIRE(northsHole);
  CHECK(*northsHole == moveRefusal({MoveErrorCode::NotYourHole, Move{8}, Player::South}));
  CHECK(board.table().cursor() == 8);  // the cursor goes to the hole refused
  CHECK(state.game.session.game().moves().empty());
  CHECK_FALSE(board.table().moving(0.0));
  effects.end();
  CHECK(effects.done().empty());

  effects.begin();
  CHECK_FALSE(update(state.game, cmd::ChooseHole{2}, ctx));
  CHECK(state.game.session.game().moves() == std::vector<Move>{Move{2}});
  CHECK(board.table().moving(0.0));     // sown seed by seed
  CHECK(board.table().cursor() == -1);  // and the cursor put away
  REQUIRE(effects.end());
  CHECK(test::countOf<effect::Say>(effects.done()) == 1);
  CHECK(test::countOf<effect::Save>(effects.done()) == 1);
}

TEST_CASE("a move taken back on the state alone is said and saved, and played again",
          "[app][play]") {
  MemoryHost host;
  AppState state(host, nullptr);
  warriForTwo(state);
  REQUIRE_FALSE(state.game.session.play(Move{0}));
  Effects effects;
  effects.begin();
  Context ctx{state, host, effects, 0.0, [] {}};
  CHECK_FALSE(update(state.game, cmd::Undo{}, ctx));
  CHECK(state.game.session.game().moves().empty());
  CHECK_FALSE(update(state.game, cmd::Redo{}, ctx));
  CHECK(state.game.session.game().moves() == std::vector<Move>{Move{0}});
  REQUIRE(effects.end());
  CHECK(test::countOf<effect::Say>(effects.done()) == 2);
  CHECK(test::countOf<effect::Save>(effects.done()) == 1);  // one a step
}

TEST_CASE("a move that ends the game leaves it to the owner to keep, and tells the page",
          "[app][play]") {
  MemoryHost host;
  AppState state(host, nullptr);
  warriForTwo(state);
  // Warri, South with 23 seeds captured: f sows A and B, makes 2 in each and captures 4,
  // reaching 27: the game is won.
  Position won;
  won.seeds = {0, 0, 0, 6, 0, 2, 1, 1, 0, 5, 0, 0};
  won.captured = {23, 10};
  const SessionSetup setup = state.game.session.setup();
  state.game.session.resume(setup, Game(rulesOf(setup), won), std::nullopt);
  Effects effects;
  effects.begin();
  Context ctx{state, host, effects, 0.0, [] {}};
  REQUIRE_FALSE(update(state.game, cmd::Play{Move{5}}, ctx));
  CHECK(state.game.session.game().over());
  CHECK(ctx.gameFinished);
  REQUIRE(effects.end());
  CHECK(test::countOf<effect::ToPage>(effects.done()) == 2);  // the move, and the game over
}

}  // namespace
}  // namespace mancala::app
