// A game record loaded (the record dialog, Ctrl+V, the page's loadRecord): its last move is shown
// again as it was played, and a computer to move answers only once the person has seen it.
#include <catch2/catch.hpp>
#include <string>
#include <variant>

#include "app/model/common/url_params.h"
#include "app/model/modes/app_model.h"
#include "app_commands.h"
#include "core/record.h"
#include "memory_host.h"

using namespace mancala;
using namespace mancala::app;

TEST_CASE("record: a loaded record shows its last move before the computer answers",
          "[app][record]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  model.startUp({"game=warri&south=person&north=computer&level=beginner", "", false, false}, 0.0);
  REQUIRE(model.state().screen == Screen::Play);

  // South's move ends the record: North, the computer, is to move.
  Game record(Rules{Variant::Warri, false});
  REQUIRE(record.play(2));
  REQUIRE(test::loadRecord(model, writeRecord(record), 10.0) == std::nullopt);
  REQUIRE(model.state().game.session.game().moves().size() == 1);
  CHECK(model.board().moving(10.0));
  // The board shows the seeds before South's move, then South's move sown.
  CHECK(model.board().shown(10.0).seeds != model.state().game.session.position().seeds);
  model.update(10.0);
  CHECK(model.state().game.session.game().moves().size() == 1);  // nobody plays over the move shown
  CHECK_FALSE(model.standing().computerThinking);

  // Once it has been shown, the computer answers.
  double now = 10.0;
  while (model.board().moving(now) && now < 100.0) now += 0.1;
  REQUIRE_FALSE(model.board().moving(now));
  CHECK(model.board().shown(now).seeds == model.state().game.session.position().seeds);
  for (int i = 0; i < 100 && model.state().game.session.game().moves().size() == 1; ++i) {
    model.update(now);
    now += 0.1;
  }
  CHECK(model.state().game.session.game().moves().size() == 2);
}

TEST_CASE("record: a position link opens in the game played; a bad one changes nothing",
          "[app][record]") {
  setLanguage(Language::English);
  MemoryHost host;
  AppModel model(host, nullptr);
  model.startUp({"game=warri", "", false, false}, 0.0);
  REQUIRE_FALSE(test::play(model, 2, 0.0));
  REQUIRE(test::openPositionLink(model,
                                 "p=0%2C1%2C0%2C1%2C0%2C1%2C0%2C4%2C0%2C2%2C1%2C2%3AN%3A20%2C16") ==
          std::nullopt);
  CHECK(model.state().game.session.variant() == Variant::Warri);
  CHECK(model.state().game.session.game().moves().empty());
  CHECK(model.state().game.session.position().toMove == Player::North);
  CHECK(model.state().game.session.position().captured[0] == 20);
  CHECK(model.state().shown.liveRegion.last() == "Position opened. North to move.");
  const std::string state = model.state().game.session.stateJson();
  for (const char* bad : {"p=1,2,3", "p=", "x=1", "r=%E0%A4%A"}) {
    INFO(bad);
    const auto error = test::openPositionLink(model, bad);
    REQUIRE(error);
    CHECK(model.state().shown.message == *error);
    CHECK(model.state().game.session.stateJson() == state);
  }
}

TEST_CASE("record: a record that cannot be read is refused with its code and its place",
          "[app][record][refusal]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  model.startUp({}, 0.0);
  const auto refused = test::send(model, cmd::LoadRecord{"[Game \"warri\"]\n\n1. c q\n"});
  REQUIRE(refused);
  CHECK(refusalName(refused->code) == "bad-record");
  REQUIRE(refused->data.size() >= 4);
  CHECK(refused->data[0] == std::to_string(static_cast<int>(RecordErrorCode::NotAMove)));
  CHECK(refused->data[1] == "3");  // the line
  CHECK(refused->data[3] == "q");  // the text refused
  CHECK(model.state().shown.message ==
        refusalText(*refused));  // the same words, made from the code
}

TEST_CASE(
    "record: the address's record or position opens at start-up with nothing replayed, "
    "the page told once",
    "[app][record][startup]") {
  setLanguage(Language::English);
  Game record(Rules{Variant::Warri, false});
  REQUIRE(record.play(2));
  const std::string position = "0,1,0,1,0,1,0,4,0,2,1,2:N:20,16";
  for (const std::string& fragment : {"r=" + percentEncode(writeRecord(record)), "p=" + position}) {
    INFO(fragment);
    MemoryHost host;
    AppModel model(host, nullptr);
    model.startUp({"game=warri&match=1", fragment, false, false}, 0.0);
    REQUIRE(model.state().screen == Screen::Play);
    CHECK(model.state().shown.message.empty());
    CHECK_FALSE(model.state().game.session.match());
    CHECK_FALSE(model.board().moving(0.0));  // shown as it stands: start-up replays nothing
    if (fragment[0] == 'r') CHECK(model.state().game.session.game().moves() == record.moves());
    if (fragment[0] == 'p') CHECK(positionText(model.state().game.session.position()) == position);
    int toPage = 0;
    for (const Effect& e : model.effects()) toPage += std::holds_alternative<effect::ToPage>(e);
    CHECK(toPage == 1);  // the page's ready message alone
  }
}
