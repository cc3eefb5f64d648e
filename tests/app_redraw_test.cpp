// When the interface draws (app/model/common/redraw.h): a change is drawn in two frames, then
// nothing is drawn until something changes or a deadline passes; the app model bumps the counter
// for what a person does and not for a frame in which nothing happened.
#include <catch2/catch.hpp>
#include <limits>

#include "app/model/common/redraw.h"
#include "app/model/modes/app_model.h"
#include "app/text/i18n.h"
#include "app_commands.h"
#include "memory_host.h"

using namespace mancala;
using namespace mancala::app;

namespace {

constexpr double kNever = std::numeric_limits<double>::infinity();

// Draws while frames are due with no deadline; how many were drawn (at most 10).
int drawWhileDue(Redraw& redraw) {
  int frames = 0;
  while (redraw.due(0.0, kNever) && frames < 10) {
    redraw.drawing();
    ++frames;
  }
  return frames;
}

int drawWhileDue(AppModel& model, double now) {
  int frames = 0;
  while (model.redraw().due(now, kNever) && frames < 10) {
    model.update(now);  // a frame: it shows every change so far
    ++frames;
  }
  return frames;
}

}  // namespace

TEST_CASE("a change is drawn in two frames, then nothing until the next one", "[redraw]") {
  Redraw redraw;
  CHECK(drawWhileDue(redraw) == 2);  // the first frame, and its layout settled
  CHECK_FALSE(redraw.due(0.0, kNever));
  CHECK_FALSE(redraw.due(0.0, 5.0));  // a deadline still to come
  CHECK(redraw.due(5.0, 5.0));        // and passed
  redraw.changed();
  redraw.changed();  // two changes before a frame: drawn together
  CHECK(drawWhileDue(redraw) == 2);
  redraw.changed();
  redraw.drawing();
  redraw.changed();  // a change during the frame: two more frames
  CHECK(drawWhileDue(redraw) == 2);
}

TEST_CASE("the app model asks for frames when something changes, and only then", "[redraw]") {
  setLanguage(Language::English);
  MemoryHost host;
  AppModel model(host, nullptr);
  SessionSetup setup;
  setup.variant = Variant::Warri;
  test::newGame(model, setup);
  drawWhileDue(model, 0.0);
  CHECK_FALSE(model.redraw().due(0.0, kNever));  // idle: nothing to draw
  model.update(1.0);                             // a frame's update with nothing happening
  CHECK_FALSE(model.redraw().due(1.0, kNever));

  test::chooseHole(model, kRowHoles, 2.0);  // North's hole, South to move: refused, with a message
  CHECK_FALSE(model.state().shown.message.empty());
  CHECK(model.redraw().due(2.0, kNever));
  drawWhileDue(model, 2.0);
  CHECK_FALSE(model.redraw().due(2.0, kNever));

  test::chooseHole(model, model.state().game.session.legalMoves().moves[0], 3.0);  // played
  CHECK(model.state().game.session.game().moves().size() == 1);
  CHECK(model.redraw().due(3.0, kNever));
  CHECK(model.board().moving(3.0));  // the move's frames follow its deadline (the app's wakeAt)
}
