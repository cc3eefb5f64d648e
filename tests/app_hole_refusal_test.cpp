// A hole that may not be chosen, chosen by a click, a key or the page's `hole` command: apply()
// hands back its Refusal, a code with its data, for each reason; the words are made from it.
#include <catch2/catch.hpp>

#include "app_fixtures.h"

namespace mancala::app {
namespace {

std::optional<Refusal> tap(AppModel& model, int hole) {
  return test::send(model, cmd::ChooseHole{static_cast<Move>(hole)});
}

Refusal illegal(MoveErrorCode code, int hole, Player mover) {
  return moveRefusal({code, static_cast<Move>(hole), mover});
}

// A new game of `variant` between two people, standing at `position` (a position link's text).
void standAt(AppModel& model, Variant variant, const std::string& position) {
  test::newGame(model, test::twoPeople(variant));
  REQUIRE_FALSE(test::openPositionLink(model, "p=" + position));
}

// The move that captures the most seeds at once for South; North's first legal move.
Move greedyMove(const Session& session) {
  const MoveList& legal = session.legalMoves();
  Move best = legal.moves[0];
  if (session.position().toMove == Player::North) return best;
  int most = -1;
  for (const Move m : legal) {
    Position after = session.position();
    applyMove(session.game().rules(), after, m);
    if (after.captured[0] > most) {
      most = after.captured[0];
      best = m;
    }
  }
  return best;
}

}  // namespace

TEST_CASE("a hole the rules forbid comes back from apply() as an illegal-move code",
          "[app][refusal]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  model.startUp({}, 0.0);
  CHECK(tap(model, 0) == Refusal{RefusalCode::NoGame, {}});  // the start screen

  test::newGame(model, test::twoPeople(Variant::Warri));
  const auto theirs = tap(model, 7);  // not your turn: a hole of North's row
  CHECK(theirs == illegal(MoveErrorCode::NotYourHole, 7, Player::South));
  CHECK(refusalName(theirs->code) == "illegal-move");
  CHECK(theirs->data ==
        std::vector<std::string>{std::to_string(static_cast<int>(MoveErrorCode::NotYourHole)), "B",
                                 "S"});
  CHECK(model.state().shown.message == refusalText(*theirs));  // and shown, as a click's is
  CHECK(model.state().game.session.game().moves().empty());

  standAt(model, Variant::Warri, "0,4,4,4,4,4,4,4,4,4,4,4:S:4,0");
  CHECK(tap(model, 0) == illegal(MoveErrorCode::EmptyHole, 0, Player::South));

  standAt(model, Variant::Warri, "4,4,4,4,4,4,0,0,0,0,0,0:S:12,12");  // North has no seeds
  CHECK(tap(model, 0) == illegal(MoveErrorCode::MustFeed, 0, Player::South));
  CHECK_FALSE(tap(model, 5));  // the hole that feeds North is played

  standAt(model, Variant::AdjiKui1, "1,5,4,4,4,4,4,4,4,4,4,6:S");
  CHECK(tap(model, 0) == illegal(MoveErrorCode::SingleSeed, 0, Player::South));
  CHECK(model.state().game.session.game().moves().empty());
}

TEST_CASE("a hole chosen out of turn, in the past or after the end comes back as its code",
          "[app][refusal]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  model.startUp({}, 0.0);

  test::newGame(model, test::againstComputer(Variant::Warri));
  REQUIRE_FALSE(tap(model, 2));  // South's move: the computer is to move
  test::skipAnimation(model);
  CHECK(tap(model, 8) == Refusal{RefusalCode::ComputerMoves, {}});

  test::newGame(model, test::twoPeople(Variant::Warri));
  test::playFirst(model, 2);
  test::viewMoves(model, 1);
  const int playable = model.state().game.session.legalMoves().moves[0];
  CHECK(tap(model, playable) == Refusal{RefusalCode::ViewingPast, {"1", "2"}});
  CHECK_FALSE(model.state().game.viewed.has_value());  // the click came back to the game
  CHECK(model.state().game.session.game().moves().size() == 2);

  test::playToEnd(model);
  CHECK(tap(model, 0) == Refusal{RefusalCode::GameOver, {}});
}

TEST_CASE("a hole the buyer may not buy comes back as its code", "[app][refusal]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  model.startUp({}, 0.0);
  SessionSetup setup = test::twoPeople(Variant::AdjiKui2);
  setup.match = true;
  test::newGame(model, setup);
  // Games played out with South taking the most seeds it can at each move, North its first
  // legal move: South ends with holes to buy.
  std::optional<Purchase> due;
  for (int game = 0; game < 8 && !(due && due->count > 0); ++game) {
    for (int n = 0; n < 2000 && !model.state().game.session.game().over(); ++n) {
      REQUIRE_FALSE(test::play(model, greedyMove(model.state().game.session), 0.0));
      test::skipAnimation(model);
    }
    due = model.state().game.session.purchaseDue();
    if (!due || due->count == 0) REQUIRE_FALSE(test::nextGame(model, std::nullopt));
  }
  REQUIRE(due);
  REQUIRE(due->count > 0);
  const std::string buyer(1, playerLetter(due->buyer));
  const int own = due->buyer == Player::South ? 0 : 6, other = 6 - own;
  CHECK(tap(model, own) == Refusal{RefusalCode::BuysOtherRow, {buyer}});
  CHECK(model.state().game.session.purchaseChoice().empty());
  for (int i = 0; i < due->count; ++i) REQUIRE_FALSE(tap(model, other + i));
  if (due->count > 1 && due->count < 6)  // one more of the row: give one back first
    CHECK(tap(model, other + due->count) ==
          Refusal{RefusalCode::TooManyBought, {std::to_string(due->count)}});
  CHECK(static_cast<int>(model.state().game.session.purchaseChoice().size()) == due->count);
}

}  // namespace mancala::app
