// A win feels like one: the game's last move, once its seeds have landed, is cheered with the win
// sound where sound is on; a loss is not, and neither is a win with sound off.
#include <catch2/catch.hpp>

#include "app_commands.h"
#include "memory_host.h"

using namespace mancala;
using namespace mancala::app;

namespace {

// Warri, South (the person) to move with 23 seeds captured: f sows A and B, makes 2 in each and
// captures 4, reaching 27: the game is won.
void winningPosition(AppModel& model, bool sound) {
  model.startUp({"game=warri&south=person&north=computer", "", false, false}, 0.0);
  test::send(model, cmd::Sound{sound});
  REQUIRE_FALSE(test::openPositionLink(model, "p=0,0,0,6,0,2,1,1,0,5,0,0:S:23,10"));
  REQUIRE(model.state().game.session.position().toMove == Player::South);
  REQUIRE(model.state().game.session.kind(Player::South) == PlayerKind::Person);
  REQUIRE(model.state().game.session.kind(Player::North) == PlayerKind::Computer);
}

}  // namespace

TEST_CASE("a won game is cheered with the win sound once its last seeds land", "[app][win]") {
  setLanguage(Language::English);
  MemoryHost host;
  AppModel model(host, nullptr);
  winningPosition(model, true);
  REQUIRE_FALSE(test::play(model, 5, 0.0));
  REQUIRE(model.state().game.session.game().over());
  model.update(0.0);
  CHECK(host.winSounds == 0);  // the seeds are still being sown
  for (double t = 0.5; t < 60 && model.board().moving(t); t += 0.5) model.update(t);
  model.update(60.0);
  model.update(61.0);
  CHECK(host.winSounds == 1);  // once
}

TEST_CASE("no win sound with sound off, nor for a game lost", "[app][win]") {
  setLanguage(Language::English);
  MemoryHost host;
  AppModel model(host, nullptr);
  winningPosition(model, false);
  REQUIRE_FALSE(test::play(model, 5, 0.0));
  model.update(60.0);
  CHECK(host.winSounds == 0);
  // South sows its last seed, f, into A; North cannot feed South and takes the seeds left:
  // 22 against 26, South lost.
  MemoryHost lostHost;
  AppModel lost(lostHost, nullptr);
  lost.startUp({"game=warri&south=person&north=computer", "", false, false}, 0.0);
  test::send(lost, cmd::Sound{true});
  REQUIRE_FALSE(test::openPositionLink(lost, "p=0,0,0,0,0,1,0,1,0,0,0,0:S:22,24"));
  REQUIRE_FALSE(test::play(lost, 5, 0.0));
  REQUIRE(lost.state().game.session.position().outcome() == Outcome::NorthWins);
  lost.update(60.0);
  lost.update(61.0);
  CHECK(lostHost.winSounds == 0);
}
