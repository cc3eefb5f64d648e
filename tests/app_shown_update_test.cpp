// The commands that act on what is shown and on the board in front (state/shown_update.h,
// state/front_board_update.h) and the lessons asked for by Learn (lessons/lessons_update.h), on
// the state alone: words noted once, the rules window and page refused in the kiosk and where the
// host has no pages, the cursor on the lesson's board while one is shown and else on the game's.
#include <catch2/catch.hpp>
#include <variant>

#include "app/model/board/board_table.h"
#include "app/model/lessons/lessons_update.h"
#include "app/model/lessons/tutorial.h"
#include "app/model/play/game_board.h"
#include "app/model/play/play_workers.h"
#include "app/model/state/app_state.h"
#include "app/model/state/context.h"
#include "app/model/state/front_board_update.h"
#include "app/model/state/shown_update.h"
#include "effect_counts.h"
#include "memory_host.h"

namespace mancala::app {
namespace {

TEST_CASE("words sent to be said are noted once in the live region", "[app][shown]") {
  MemoryHost host;
  AppState state(host, nullptr);
  Effects effects;
  effects.begin();
  Context ctx{state, host, effects, 0.0, [] {}};
  CHECK_FALSE(update(state.shown, cmd::Say{"Seeds sown."}, ctx));
  CHECK(state.shown.liveRegion.count() == 1);
  REQUIRE(effects.end());
  CHECK(test::countOf<effect::Say>(effects.done()) == 1);
}

TEST_CASE("the rules window, the rules page and the lessons are refused in the kiosk",
          "[app][shown]") {
  MemoryHost host;
  host.rulesPages = true;
  AppState state(host, nullptr);
  state.game.startChoices.variant = Variant::AdjiKui2;
  Effects effects;
  effects.begin();
  Context ctx{state, host, effects, 0.0, [] {}};
  // Outside a kiosk: the start screen's game when none is named.
  CHECK_FALSE(update(state.shown, cmd::ShowRules{}, ctx));
  CHECK(state.shown.rulesAsked.game == Variant::AdjiKui2);
  CHECK(state.shown.rulesAsked.count == 1);
  CHECK_FALSE(update(state.modes.lessons, cmd::Learn{}, ctx));
  CHECK(state.modes.lessons.showingLesson());
  CHECK(state.modes.lessons.progress().lesson() == firstLessonOf(Variant::AdjiKui2));
  CHECK_FALSE(update(state.shown, cmd::RulesPage{Variant::Warri}, ctx));
  REQUIRE(effects.end());
  CHECK(test::countOf<effect::OpenRulesPage>(effects.done()) == 1);
  // In a kiosk: each refused, nothing changed, nothing asked.
  state.modes.lessons.close();
  state.device.kiosk.on = true;
  effects.begin();
  for (const auto& refusal : {update(state.shown, cmd::ShowRules{}, ctx),
                              update(state.shown, cmd::RulesPage{Variant::Warri}, ctx),
                              update(state.modes.lessons, cmd::Learn{}, ctx)}) {
    REQUIRE(refusal);
    CHECK(refusal->code == RefusalCode::Unavailable);
  }
  CHECK(state.shown.rulesAsked.count == 1);
  CHECK_FALSE(state.modes.lessons.isOpen());
  REQUIRE(effects.end());
  CHECK(effects.done().empty());
  // A host with no rules pages beside it refuses the page outside a kiosk too.
  state.device.kiosk.on = false;
  host.rulesPages = false;
  const auto noPages = update(state.shown, cmd::RulesPage{Variant::Warri}, ctx);
  REQUIRE(noPages);
  CHECK(noPages->code == RefusalCode::Unavailable);
}

TEST_CASE("the cursor goes to the lesson's board while one is shown, else to the game's",
          "[app][shown]") {
  MemoryHost host;
  AppState state(host, nullptr);
  Effects effects;
  effects.begin();
  PlayWorkers workers(nullptr);
  GameBoard board(state, workers);
  BoardTable& gameBoard = board.table();
  Context ctx{state, host, effects, 0.0, [] {}, &gameBoard};
  CHECK_FALSE(update(state.modes, cmd::Select{Move{3}}, ctx));
  CHECK(gameBoard.cursor() == 3);
  CHECK_FALSE(update(state.modes, cmd::Select{Move{12}}, ctx));  // out of the board: none
  CHECK(gameBoard.cursor() == -1);
  state.modes.lessons.open(0);
  CHECK_FALSE(update(state.modes, cmd::Select{Move{4}}, ctx));
  CHECK(state.modes.lessons.table().cursor() == 4);
  CHECK(gameBoard.cursor() == -1);
}

}  // namespace
}  // namespace mancala::app
