// The session's computer players: a computer buyer in an Adji Kui II match buys by its level.
#include <catch2/catch.hpp>

#include "ai/levels.h"
#include "app/model/session.h"

using namespace mancala;
using namespace mancala::app;

namespace {

// Plays the game out, South well (Medium) and North badly (its first legal move), so that
// South wins seeds enough to buy holes.
void playOut(Session& session) {
  for (int n = 0; n < 2000 && !session.game().over(); ++n) {
    const Move move =
        session.position().toMove == Player::South
            ? ai::chooseMove(session.game(), ai::Level::Medium, static_cast<std::uint64_t>(n))
            : session.legalMoves().moves[0];
    REQUIRE_FALSE(session.play(move));
  }
  REQUIRE(session.game().over());
}

}  // namespace

TEST_CASE("a computer buyer buys the holes its level chooses", "[session]") {
  for (ai::Level level : {ai::Level::Beginner, ai::Level::Master}) {
    SessionSetup setup;
    setup.variant = Variant::AdjiKui2;
    setup.players = {PlayerKind::Computer, PlayerKind::Computer};
    setup.match = true;
    setup.levels = {level, level};
    Session session;
    session.start(setup);
    CHECK(session.level(Player::South) == level);
    bool bought = false;
    for (int game = 0; game < 6 && !bought && !session.matchOver(); ++game) {
      playOut(session);
      if (!session.betweenGames()) break;
      const auto due = session.purchaseDue();
      const MatchState before = *session.match();
      if (due && due->count > 0) {
        const std::vector<int> choice = session.computerPurchaseChoice();
        INFO(ai::levelName(level));
        CHECK(choice == ai::choosePurchase(before, level, static_cast<std::uint64_t>(before.game)));
        CHECK(static_cast<int>(choice.size()) == due->count);
        CHECK_FALSE(checkPurchase(before, choice));
        REQUIRE_FALSE(session.nextGame());  // no holes given: the computer's choice
        for (int h : choice)
          CHECK(((session.position().northOwned >> h) & 1) == (due->buyer == Player::North));
        bought = true;
      } else {
        REQUIRE_FALSE(session.nextGame());
      }
    }
    CHECK(bought);
  }
}
