// Games kept, and settings that stick: the address follows the game and a reload brings it back,
// a game replaced by another can be gone back to, Rematch and Play again, the start screen's
// choices saved, a damaged save said. (Links and other tabs that must lose no game:
// app_saving_test.cpp.)
#include <catch2/catch.hpp>
#include <string>

#include "app/model/modes/app_model.h"
#include "app_commands.h"
#include "app_fixtures.h"
#include "core/record.h"
#include "memory_host.h"

using namespace mancala;
using namespace mancala::app;
using namespace mancala::app::test;

TEST_CASE("keeping games: the address follows the game, and a reload brings it back",
          "[app][keep]") {
  MemoryHost host;
  {
    // Arrived through ?game=adji-kui-1, then Warri chosen on the start screen and played.
    AppModel model(host, nullptr);
    model.startUp({"game=adji-kui-1&lang=en&theme=contrast", "", false, false}, 0.0);
    REQUIRE(model.state().game.session.variant() == Variant::AdjiKui1);
    CHECK(host.address.query.find("game=adji-kui-1") != std::string::npos);
    test::goToStart(model);
    CHECK(host.address.query == "lang=en&theme=contrast");  // the start screen: no game
    CHECK(host.address.fragment.empty());
    test::newGame(model, twoPeople(Variant::Warri));
    playFirst(model, 3);
    CHECK(host.address.query == "game=warri&south=person&north=person&lang=en&theme=contrast");
    CHECK(host.address.fragment == model.shareFragment());
  }
  const std::string saved = host.stored["mancala"];
  const GameAddress address = host.address;
  AppModel reloaded(host, nullptr);
  reopen(reloaded, address);
  CHECK(reloaded.state().screen == Screen::Play);
  CHECK(reloaded.state().game.session.variant() == Variant::Warri);
  CHECK(reloaded.state().game.session.game().moves().size() == 3);
  CHECK(reloaded.state().shown.message.empty());

  // A bookmark opened elsewhere (nothing saved there) brings back the same game too.
  MemoryHost elsewhere;
  AppModel other(elsewhere, nullptr);
  reopen(other, address);
  CHECK(other.state().game.session.variant() == Variant::Warri);
  CHECK(other.state().game.session.game().moves() == reloaded.state().game.session.game().moves());
}

TEST_CASE("keeping games: a share link played on is not reopened at the shared position",
          "[app][keep]") {
  Game shared(Rules{Variant::AdjiKui2, false});
  REQUIRE(shared.play(shared.legalMoves().moves[0]));
  REQUIRE(shared.play(shared.legalMoves().moves[0]));
  MemoryHost host;
  GameAddress address;
  {
    AppModel model(host, nullptr);
    model.startUp({"lang=en", shareFragment(shared), false, false}, 0.0);
    REQUIRE(model.state().game.session.game().moves().size() == 2);
    REQUIRE_FALSE(test::play(model, model.state().game.session.legalMoves().moves[0], 0.0));
    address = host.address;
    CHECK(address.fragment != shareFragment(shared));
  }
  AppModel reloaded(host, nullptr);
  reopen(reloaded, address);
  CHECK(reloaded.state().game.session.game().moves().size() == 3);
}

TEST_CASE("keeping games: a reload in a match goes on with the match", "[app][keep]") {
  MemoryHost host;
  GameAddress address;
  {
    AppModel model(host, nullptr);
    model.startUp({}, 0.0);
    SessionSetup setup = twoPeople(Variant::AdjiKui1);
    setup.match = true;
    test::newGame(model, setup);
    playToEnd(model);
    REQUIRE(test::nextGame(model, std::nullopt) == std::nullopt);
    REQUIRE_FALSE(test::play(model, model.state().game.session.legalMoves().moves[0], 0.0));
    address = host.address;
    CHECK(address.query.find("match=1") != std::string::npos);
  }
  AppModel reloaded(host, nullptr);
  reopen(reloaded, address);
  REQUIRE(reloaded.state().game.session.match());
  CHECK(reloaded.state().game.session.match()->game == 2);
  CHECK(reloaded.state().game.session.game().moves().size() == 1);
}

TEST_CASE("keeping games: New game keeps the game in progress until another starts",
          "[app][keep]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  model.startUp({}, 0.0);
  test::newGame(model, twoPeople(Variant::Warri));
  CHECK_FALSE(model.standing().gameInProgress);  // no move yet: nothing to lose
  test::goToStart(model);
  CHECK_FALSE(model.standing().canGoBackToGame);
  test::newGame(model, twoPeople(Variant::Warri));
  REQUIRE_FALSE(test::play(model, 2, 0.0));
  REQUIRE(model.standing().gameInProgress);
  const auto moves = model.state().game.session.game().moves();
  test::goToStart(model);
  REQUIRE(model.standing().canGoBackToGame);
  SessionSetup other = model.state().game.startChoices;
  other.variant = Variant::AdjiKui2;  // a choice made, then thought better of
  test::chooseSetup(model, other);
  {
    // Reloaded on the start screen: still there to go back to.
    AppModel reloaded(host, nullptr);
    reopen(reloaded, host.address);
    CHECK(reloaded.state().screen == Screen::Start);
    CHECK(reloaded.standing().canGoBackToGame);
    test::backToGame(reloaded);
    CHECK(reloaded.state().screen == Screen::Play);
    CHECK(reloaded.state().game.session.game().moves() == moves);
  }
  test::backToGame(model);
  CHECK(model.state().screen == Screen::Play);
  CHECK(model.state().game.session.game().moves() == moves);
  CHECK_FALSE(model.standing().canGoBackToGame);
}

TEST_CASE("keeping games: a game replaced by another can be gone back to until a move is played",
          "[app][keep]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  model.startUp({}, 0.0);
  test::newGame(model, twoPeople(Variant::Warri));
  REQUIRE_FALSE(test::play(model, 2, 0.0));
  test::skipAnimation(model);
  const auto warriMoves = model.state().game.session.game().moves();

  // A record loaded over it (the record dialog, a share link opened on the page).
  Game record(Rules{Variant::AdjiKui1, false});
  REQUIRE(record.play(0));
  REQUIRE(test::loadRecord(model, writeRecord(record), 0.0) == std::nullopt);
  REQUIRE(model.standing().hasPreviousGame);
  test::backToPreviousGame(model);
  CHECK(model.state().game.session.variant() == Variant::Warri);
  CHECK(model.state().game.session.game().moves() == warriMoves);
  // ... and the record's game in its place, to go back to in turn.
  REQUIRE(model.standing().hasPreviousGame);
  test::backToPreviousGame(model);
  CHECK(model.state().game.session.variant() == Variant::AdjiKui1);

  // A new game started (the embedding page, the start screen): once a person plays in it, the
  // other one is let go.
  test::newGame(model, twoPeople(Variant::AdjiKui2));
  REQUIRE(model.standing().hasPreviousGame);
  REQUIRE_FALSE(test::play(model, model.state().game.session.legalMoves().moves[0], 0.0));
  CHECK_FALSE(model.standing().hasPreviousGame);
}

TEST_CASE("keeping games: Rematch and Play again after the end", "[app][keep]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  model.startUp({}, 0.0);
  SessionSetup setup = againstComputer(Variant::Warri);
  setup.levels = {std::nullopt, ai::Level::Hard};
  test::newGame(model, setup);
  playToEnd(model);
  CHECK_FALSE(model.standing().gameInProgress);
  test::rematch(model);
  CHECK(model.state().screen == Screen::Play);
  CHECK(model.state().game.session.game().moves().empty());
  CHECK(model.state().game.session.position().toMove == Player::North);  // the other side starts
  CHECK(model.state().game.session.level(Player::North) == ai::Level::Hard);
  CHECK(model.state().game.session.kind(Player::North) == PlayerKind::Computer);
  CHECK_FALSE(model.standing().hasPreviousGame);
  // Rematch is for a game that is over.
  test::rematch(model);
  CHECK(model.state().game.session.position().toMove == Player::North);

  test::goToStart(model);  // Play again: the start screen, the same choices
  CHECK(model.state().screen == Screen::Start);
  CHECK(model.state().game.startChoices.variant == Variant::Warri);
  CHECK(model.state().game.startChoices.levels[1] == ai::Level::Hard);
}

TEST_CASE("settings that stick: the start screen's choices survive a reload", "[app][keep]") {
  MemoryHost host;
  {
    AppModel model(host, nullptr);
    model.startUp({}, 0.0);
    // A first visit: the start screen, the computer at the friendly level.
    CHECK(model.state().screen == Screen::Start);
    CHECK(model.state().game.startChoices.levels[1].value_or(kDefaultLevel) == ai::Level::Easy);
    SessionSetup choices = model.state().game.startChoices;
    choices.variant = Variant::AdjiKui2;
    choices.players = {PlayerKind::Computer, PlayerKind::Computer};
    choices.levels = {ai::Level::Beginner, ai::Level::Medium};
    choices.starter = Player::North;
    choices.match = true;
    choices.matchLength = MatchOptions::Length::Games;
    choices.matchGames = 7;
    test::chooseSetup(model, choices);
    model.update(0.0);  // the choices are saved as they are made
  }
  AppModel reloaded(host, nullptr);
  reopen(reloaded, host.address);
  const SessionSetup& back = reloaded.state().game.startChoices;
  CHECK(back.variant == Variant::AdjiKui2);
  CHECK(back.players[0] == PlayerKind::Computer);
  CHECK(back.levels[0] == ai::Level::Beginner);
  CHECK(back.levels[1] == ai::Level::Medium);
  CHECK(back.starter == Player::North);
  CHECK(back.match);
  CHECK(back.matchLength == MatchOptions::Length::Games);
  CHECK(back.matchGames == 7);

  // The address's level wins for the visit.
  AppModel asked(host, nullptr);
  asked.startUp({"game=warri&north=computer&level=master", "", false, false}, 0.0);
  CHECK(asked.state().game.session.level(Player::North) == ai::Level::Master);
}

TEST_CASE("settings that stick: a damaged save is said and nothing of it is used", "[app][keep]") {
  MemoryHost host;
  host.stored["mancala"] =
      "mancala-save 2\ntheme contrast\nsetup warri person computer S single full 5 classic-slam "
      "hard godlike\n";
  AppModel model(host, nullptr);
  model.startUp({}, 0.0);
  CHECK(model.state().shown.message.find("could not be read") != std::string::npos);
  CHECK_FALSE(model.prefs().contrast);
  CHECK(model.state().game.session.variant() == Variant::AdjiKui1);
}
