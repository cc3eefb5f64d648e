// A game record loaded (the record dialog, Ctrl+V, the page's loadRecord): its last move is shown
// again as it was played, and a computer to move answers only once the person has seen it.
#include <catch2/catch.hpp>

#include "app/model/app_model.h"
#include "core/record.h"
#include "memory_host.h"

using namespace mancala;
using namespace mancala::app;

TEST_CASE("record: a loaded record shows its last move before the computer answers",
          "[app][record]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  model.startUp({"game=warri&south=person&north=computer&level=beginner", "", false, false}, 0.0);
  REQUIRE(model.screen() == Screen::Play);

  // South's move ends the record: North, the computer, is to move.
  Game record(Rules{Variant::Warri, false});
  REQUIRE(record.play(2));
  REQUIRE(model.loadRecord(writeRecord(record), 10.0) == std::nullopt);
  REQUIRE(model.session().game().moves().size() == 1);
  CHECK(model.animating(10.0));
  // The board shows the seeds before South's move, then South's move sown.
  CHECK(model.shownPosition(10.0).seeds != model.session().position().seeds);
  model.update(10.0);
  CHECK(model.session().game().moves().size() == 1);  // nobody plays over the move shown
  CHECK_FALSE(model.computerThinking());

  // Once it has been shown, the computer answers.
  double now = 10.0;
  while (model.animating(now) && now < 100.0) now += 0.1;
  REQUIRE_FALSE(model.animating(now));
  CHECK(model.shownPosition(now).seeds == model.session().position().seeds);
  for (int i = 0; i < 100 && model.session().game().moves().size() == 1; ++i) {
    model.update(now);
    now += 0.1;
  }
  CHECK(model.session().game().moves().size() == 2);
}
