// Start-up's steps (start_steps.h) on the app's state alone, without its owner: what only the owner
// does is left in StartState (a fresh game, the address's record for LoadRecord, a friend's link
// for OpenLink) with the game untouched, and the save's key follows the frame and its slot.
#include <catch2/catch.hpp>
#include <variant>

#include "app/model/friend/friend_link.h"
#include "app/model/start/start_steps.h"
#include "app/model/state/app_state.h"
#include "core/record.h"
#include "memory_host.h"

namespace mancala::app {
namespace {

Game warriAfterOneMove() {
  Game game(Rules{Variant::Warri, false});
  game.play(game.legalMoves().moves[0]);
  return game;
}

// The steps up to the game shown, with nothing saved.
StartState startTo(const Startup& startup, AppState& state) {
  StartState start = readStartDevice(startup, state);
  readStartSave(SaveKeeper::Stored{}, start, state);
  readStartAddress(startup, start, state);
  openStartGame(start, state);
  return start;
}

TEST_CASE("start-up's steps leave the address's record for the owner to open as the page would",
          "[app][startup]") {
  MemoryHost host;
  AppState state(host, nullptr);
  const Game before = state.game.session.game();
  Startup startup;
  startup.query = "match=1";
  startup.fragment = shareFragment(warriAfterOneMove(), "");
  const StartState start = startTo(startup, state);
  CHECK(state.restoring);  // nothing saved or said while the state is built
  REQUIRE(start.open);
  CHECK(*start.open == Command{cmd::LoadRecord{writeRecord(warriAfterOneMove())}});
  // Opened in a fresh single game of the set-up asked for, which the owner starts first.
  REQUIRE(start.freshGame);
  CHECK_FALSE(start.freshGame->match);
  CHECK_FALSE(start.friendLink);
  CHECK(state.screen == Screen::Start);
  CHECK(state.game.session.game().moves() == before.moves());
  CHECK(start.problems.empty());
}

TEST_CASE("start-up's steps leave the address's position for the owner to open as the page would",
          "[app][startup]") {
  MemoryHost host;
  AppState state(host, nullptr);
  Startup startup;
  startup.fragment = "p=0,1,0,1,0,1,0,4,0,2,1,2:N:20,16";
  const StartState start = startTo(startup, state);
  REQUIRE(start.open);
  const auto* open = std::get_if<cmd::OpenPosition>(&*start.open);
  REQUIRE(open);
  UrlParams read;
  parseFragment(open->link, read);
  CHECK(read.errors.empty());
  REQUIRE(read.position);
  CHECK(positionText(*read.position) == "0,1,0,1,0,1,0,4,0,2,1,2:N:20,16");
  CHECK(start.freshGame);
  CHECK(state.screen == Screen::Start);
}

TEST_CASE("start-up's steps leave a friend's link to the owner, and a damaged record said",
          "[app][startup]") {
  MemoryHost host;
  AppState linked(host, nullptr);
  Startup link;
  link.fragment = friendFragment("game1234", Player::North, warriAfterOneMove(), nullptr);
  const StartState byLink = startTo(link, linked);
  CHECK(byLink.friendLink);
  CHECK_FALSE(byLink.open);
  CHECK_FALSE(byLink.freshGame);

  AppState damaged(host, nullptr);
  Startup bad;
  bad.fragment = "r=%5B";
  const StartState start = startTo(bad, damaged);
  CHECK_FALSE(start.open);
  CHECK(start.freshGame);  // a clear message over a fresh game, never a blank page
  CHECK(start.problems.size() == 1);
}

TEST_CASE("the save's key: the page's own, a frame's, a frame's slot", "[app][startup]") {
  DeviceFacts device;
  CHECK(saveKey(device) == "mancala");
  device.saveSlot = "left";
  CHECK(saveKey(device) == "mancala");
  device.embedded = true;
  CHECK(saveKey(device) == "mancala-embedded-left");
  device.saveSlot.clear();
  CHECK(saveKey(device) == "mancala-embedded");
}

}  // namespace
}  // namespace mancala::app
