// The review's own update() (review_update.h) and looking back through the moves (move_view.h)
// on the state alone, with no AppModel: the review opened and worked through, a move looked at,
// Play from here leaving the game to play for the owner, and the commands refused with no game
// or no move looked at.
#include <catch2/catch.hpp>
#include <variant>

#include "app/model/review/move_view.h"
#include "app/model/review/review_update.h"
#include "app/model/state/app_state.h"
#include "app/model/state/context.h"
#include "effect_counts.h"
#include "memory_host.h"

namespace mancala::app {
namespace {

// A Warri game between two people on the play screen, its first three moves played.
void threeMovesPlayed(AppState& state) {
  SessionSetup setup;
  setup.variant = Variant::Warri;
  setup.players = {PlayerKind::Person, PlayerKind::Person};
  state.game.session.start(setup);
  for (const Move m : {Move{0}, Move{6}, Move{1}}) REQUIRE_FALSE(state.game.session.play(m));
  state.screen = Screen::Play;
}

TEST_CASE("the review's commands refused with no game or no move looked at change nothing",
          "[app][review]") {
  MemoryHost host;
  AppState state(host, nullptr);
  Effects effects;
  effects.begin();
  Context ctx{state, host, effects, 0.0, [] {}};
  Review& review = state.modes.review;
  const auto noGame = update(review, cmd::Review{}, ctx);  // the start screen
  REQUIRE(noGame);
  CHECK(noGame->code == RefusalCode::NoGame);
  threeMovesPlayed(state);
  for (const auto& refused :
       {update(review, cmd::PlayFromHere{}, ctx), update(review, cmd::NextMistake{}, ctx),
        update(review, cmd::ShowLine{1}, ctx)}) {
    REQUIRE(refused);
    CHECK(refused->code == RefusalCode::NoReviewMove);
  }
  CHECK_FALSE(review.open());
  CHECK_FALSE(ctx.playInstead);
  REQUIRE(effects.end());
  CHECK(effects.done().empty());
}

TEST_CASE("a review worked through on the state alone; Play from here leaves its game to the owner",
          "[app][review]") {
  MemoryHost host;
  AppState state(host, nullptr);
  threeMovesPlayed(state);
  Effects effects;
  effects.begin();
  Context ctx{state, host, effects, 0.0, [] {}};
  Review& review = state.modes.review;
  REQUIRE_FALSE(update(review, cmd::Review{}, ctx));
  REQUIRE(review.open());
  REQUIRE(review.running());  // no background: one position an update, on this thread
  int updates = 0;
  while (review.running() && updates < 10) updates += updateReview(review, ctx) ? 1 : 0;
  CHECK(updates == 3);  // a position a move
  CHECK(review.done() == 3);
  REQUIRE(effects.end());
  CHECK(test::countOf<effect::Save>(effects.done()) ==
        1);  // each position kept as it comes, one save for the step
  CHECK(test::countOf<effect::Say>(effects.done()) >= 2);  // "Reviewing...", then the summaries

  effects.begin();
  REQUIRE_FALSE(update(state.game, cmd::View{2}, ctx));  // the second move looked at
  CHECK(state.game.viewed == 2);
  CHECK(review.moveShown() == 1);
  REQUIRE_FALSE(update(review, cmd::PlayFromHere{}, ctx));
  CHECK_FALSE(review.open());
  REQUIRE(ctx.playInstead);
  CHECK(ctx.playInstead->moves() == std::vector<Move>{0});  // the moves before the one looked at
  CHECK(state.game.session.game().moves().size() == 3);     // the game replaced by the owner only
  REQUIRE(effects.end());
  CHECK(test::countOf<effect::Save>(effects.done()) == 1);
}

}  // namespace
}  // namespace mancala::app
