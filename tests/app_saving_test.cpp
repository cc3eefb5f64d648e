// No game lost: a game that arrives by link or address puts the saved one aside, kept in the
// save; a damaged link keeps the saved game; another tab's different game and a newer version's
// save are never written over; a full storage is said once and tried again.
#include <catch2/catch.hpp>
#include <string>

#include "app/model/modes/app_model.h"
#include "app/model/saving/saving.h"
#include "app/model/saving/settings.h"
#include "app_commands.h"
#include "app_fixtures.h"
#include "core/record.h"
#include "memory_host.h"

using namespace mancala;
using namespace mancala::app;
using namespace mancala::app::test;

namespace {

// A Warri game of three moves, saved in `host`.
std::vector<Move> warriInProgress(MemoryHost& host) {
  AppModel model(host, nullptr);
  model.startUp({"lang=en", "", false, false}, 0.0);
  test::newGame(model, twoPeople(Variant::Warri));
  playFirst(model, 3);
  return model.state().game.session.game().moves();
}

std::string sharedAdjiKui1() {
  Game game(Rules{Variant::AdjiKui1, false});
  REQUIRE(game.play(0));
  return shareFragment(game, "");
}

}  // namespace

TEST_CASE(
    "no game lost: a share link opened in a new tab puts the saved game aside, kept in the "
    "save",
    "[app][keep][saving]") {
  MemoryHost host;
  const auto warri = warriInProgress(host);
  AppModel tab(host, nullptr);
  tab.startUp({"lang=en", sharedAdjiKui1(), false, false}, 0.0);
  CHECK(tab.state().game.session.variant() == Variant::AdjiKui1);
  REQUIRE(tab.standing().hasPreviousGame);
  // A reload: the link's game, and the way back to the Warri game, are both still there.
  AppModel reloaded(host, nullptr);
  reloaded.startUp({host.address.query, host.address.fragment, false, false}, 0.0);
  CHECK(reloaded.state().game.session.variant() == Variant::AdjiKui1);
  REQUIRE(reloaded.standing().hasPreviousGame);
  test::backToPreviousGame(reloaded);
  CHECK(reloaded.state().game.session.variant() == Variant::Warri);
  CHECK(reloaded.state().game.session.game().moves() == warri);
  // The bare address too.
  AppModel bare(host, nullptr);
  bare.startUp({"lang=en", "", false, false}, 0.0);
  CHECK(bare.state().game.session.game().moves() == warri);
  CHECK(bare.standing().hasPreviousGame);
}

TEST_CASE(
    "no game lost: a link opened on the page is put aside in the save, until a move is "
    "played",
    "[app][keep][saving]") {
  MemoryHost host;
  const auto warri = warriInProgress(host);
  AppModel model(host, nullptr);
  model.startUp({"lang=en", "", false, false}, 0.0);
  Game record(Rules{Variant::AdjiKui1, false});
  REQUIRE(record.play(0));
  REQUIRE(test::loadRecord(model, writeRecord(record), 0.0) == std::nullopt);
  REQUIRE(model.standing().hasPreviousGame);
  AppModel reloaded(host, nullptr);
  reloaded.startUp({host.address.query, host.address.fragment, false, false}, 0.0);
  REQUIRE(reloaded.standing().hasPreviousGame);
  // A person plays on in the new game: the game put aside is let go, in the save too.
  playFirst(reloaded, 1);
  CHECK_FALSE(reloaded.standing().hasPreviousGame);
  CHECK(host.stored[previousGameKey("mancala")].empty());
  AppModel again(host, nullptr);
  again.startUp({host.address.query, host.address.fragment, false, false}, 0.0);
  CHECK_FALSE(again.standing().hasPreviousGame);
}

TEST_CASE("no game lost: a damaged record in the address keeps the saved game", "[app][saving]") {
  for (const std::string bad : {"%00", "WARRI", "-1", "xxx", "1.%20c%20c"}) {
    for (const bool inFragment : {false, true}) {
      MemoryHost host;
      const auto warri = warriInProgress(host);
      AppModel model(host, nullptr);
      if (inFragment)
        model.startUp({"lang=en", "r=" + bad, false, false}, 0.0);
      else
        model.startUp({"lang=en&record=" + bad, "", false, false}, 0.0);
      INFO(bad << (inFragment ? " in the fragment" : " in the query") << ": "
               << model.state().shown.message);
      CHECK(model.state().game.session.variant() == Variant::Warri);
      CHECK(model.state().game.session.game().moves() == warri);
      CHECK(model.state().shown.message.find("so the saved game goes on") != std::string::npos);
      CHECK(model.state().shown.message.find("new game") == std::string::npos);
      AppModel reloaded(host, nullptr);
      reloaded.startUp({"lang=en", "", false, false}, 0.0);
      CHECK(reloaded.state().game.session.game().moves() == warri);
    }
  }
  // A long damaged record is quoted only in part.
  MemoryHost host;
  warriInProgress(host);
  AppModel model(host, nullptr);
  model.startUp({"lang=en&record=" + std::string(5000, 'x'), "", false, false}, 0.0);
  CHECK(model.state().shown.message.size() < 300);
  CHECK(model.state().shown.message.find("xxxxxxxxxx\u2026") != std::string::npos);
}

TEST_CASE("no game lost: another tab's different game is never written over", "[app][saving]") {
  MemoryHost host;
  warriInProgress(host);
  AppModel tabA(host, nullptr), tabB(host, nullptr);
  tabA.startUp({"lang=en", "", false, false}, 0.0);
  tabB.startUp({"lang=en", "", false, false}, 0.0);
  test::newGame(tabB, twoPeople(Variant::AdjiKui2));
  playFirst(tabB, 1);
  const std::string bSaved = host.stored["mancala"];
  REQUIRE(readSavedState(bSaved).index() == 0);

  SECTION("found out when this tab saves") {
    playFirst(tabA, 1);
    CHECK(host.stored["mancala"] == bSaved);
    tabA.update(0.0);
    CHECK(tabA.state().shown.message.find("Another tab or window has saved another game") !=
          std::string::npos);
    playFirst(tabA, 1);
    CHECK(host.stored["mancala"] == bSaved);
  }
  SECTION("found out at once (the storage event)") {
    test::storageChanged(tabA);
    tabA.update(0.0);
    CHECK(tabA.state().shown.message.find("Another tab or window has saved another game") !=
          std::string::npos);
    playFirst(tabA, 1);
    CHECK(host.stored["mancala"] == bSaved);
  }
  // The tab that made the latest change saves on; the bare address opens its game, with tab A's
  // Warri game, as A left it, to go back to.
  const auto aMoves = tabA.state().game.session.game().moves();
  playFirst(tabB, 1);
  CHECK(host.stored["mancala"] != bSaved);
  AppModel later(host, nullptr);
  later.startUp({"lang=en", "", false, false}, 0.0);
  CHECK(later.state().game.session.variant() == Variant::AdjiKui2);
  REQUIRE(later.standing().hasPreviousGame);
  test::backToPreviousGame(later);
  CHECK(later.state().game.session.variant() == Variant::Warri);
  CHECK(later.state().game.session.game().moves() == aMoves);
}

TEST_CASE("no game lost: a change of settings in another tab is not another game",
          "[app][saving]") {
  MemoryHost host;
  warriInProgress(host);
  AppModel tabA(host, nullptr), tabB(host, nullptr);
  tabA.startUp({"lang=en", "", false, false}, 0.0);
  tabB.startUp({"lang=en", "", false, false}, 0.0);
  test::setHighContrast(tabB, true);
  test::storageChanged(tabA);
  playFirst(tabA, 1);
  CHECK(readSavedState(host.stored["mancala"]).index() == 0);
  CHECK(std::get<SavedState>(readSavedState(host.stored["mancala"])).game->moves() ==
        tabA.state().game.session.game().moves());
}

TEST_CASE("no game lost: a save of a newer version is never written over", "[app][saving]") {
  CHECK(savedByNewerVersion("mancala-save 3\nwhatever\n"));
  CHECK(savedByNewerVersion("mancala-save 3\r\n"));
  CHECK(savedByNewerVersion("mancala-save 12345678901234567890\n"));
  CHECK_FALSE(savedByNewerVersion("mancala-save 2\n"));
  CHECK_FALSE(savedByNewerVersion("mancala-save 1\n"));
  CHECK_FALSE(savedByNewerVersion("mancala-save x3\n"));
  CHECK_FALSE(savedByNewerVersion("mancala-save 03\n"));
  CHECK_FALSE(savedByNewerVersion("other 3\n"));

  MemoryHost host;
  const std::string newer = "mancala-save 3\nsomething new\n";
  host.stored["mancala"] = newer;
  AppModel model(host, nullptr);
  model.startUp({"lang=en", "", false, false}, 0.0);
  CHECK(model.state().shown.message.find("newer version") != std::string::npos);
  CHECK(model.state().screen == Screen::Play);  // the page plays
  playFirst(model, 2);
  test::setHighContrast(model, true);
  CHECK(host.stored["mancala"] == newer);
}

TEST_CASE("no game lost: a full storage is said once, and saving is tried again at each move",
          "[app][saving]") {
  MemoryHost host;
  warriInProgress(host);
  AppModel model(host, nullptr);
  model.startUp({"lang=en", "", false, false}, 0.0);
  host.full = true;
  playFirst(model, 1);
  model.update(0.0);
  CHECK(model.state().shown.message.find("cannot be saved") != std::string::npos);
  const auto said = model.state().shown.liveRegion.count();
  const int tries = host.failedStores;
  playFirst(model, 1);
  model.update(0.0);
  CHECK(host.failedStores > tries);  // tried again
  CHECK(model.state().shown.message.find("cannot be saved") ==
        std::string::npos);  // not said again
  CHECK(model.state().shown.liveRegion.last().find("cannot be saved") == std::string::npos);
  host.full = false;
  playFirst(model, 1);
  CHECK(std::get<SavedState>(readSavedState(host.stored["mancala"])).game->moves() ==
        model.state().game.session.game().moves());
  // Full again later: said again.
  host.full = true;
  playFirst(model, 1);
  model.update(0.0);
  CHECK(model.state().shown.liveRegion.count() > said);
  CHECK(model.state().shown.message.find("cannot be saved") != std::string::npos);
}
