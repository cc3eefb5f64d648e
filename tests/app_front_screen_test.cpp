// Which screen is in front (app/ui/screens/front_screen.h), read from the model alone as commands
// open and close the modes: the screen the main window draws, whose board the keys and the page
// reach, and which screen answers a key.
#include <catch2/catch.hpp>

#include "app/model/lessons/tutorial.h"
#include "app/ui/screens/front_screen.h"
#include "app_commands.h"
#include "memory_host.h"

using namespace mancala;
using namespace mancala::app;
using test::send;

TEST_CASE("front screen: the start and play screens, the Puzzles and My games instead of the start",
          "[front]") {
  MemoryHost host;
  AppModel model{host, nullptr};
  model.startUp({"", "", false, false}, 0.0);
  model.update(0.0);
  REQUIRE_FALSE(send(model, cmd::ToStart{}));
  CHECK(frontScreen(model) == Front::Start);

  REQUIRE_FALSE(send(model, cmd::PlayComputer{}));
  CHECK(frontScreen(model) == Front::Play);
  // The lessons are a window over the screen in front, not a screen of their own.
  REQUIRE_FALSE(send(model, cmd::Lesson{firstLessonOf(Variant::Warri)}));
  CHECK(frontScreen(model) == Front::Play);
  REQUIRE_FALSE(send(model, cmd::CloseLessons{}));

  // The Puzzles from a game: drawn instead of the start screen that comes back under them.
  REQUIRE_FALSE(send(model, cmd::Puzzles{}));
  CHECK(model.state().screen == Screen::Start);
  CHECK(frontScreen(model) == Front::Puzzles);
  REQUIRE_FALSE(send(model, cmd::ClosePuzzles{}));
  CHECK(frontScreen(model) == Front::Start);

  // My games opened over the Puzzles closes them: one screen in front at a time.
  REQUIRE_FALSE(send(model, cmd::Puzzles{}));
  REQUIRE_FALSE(send(model, cmd::MyGames{}));
  CHECK(frontScreen(model) == Front::MyGames);
  REQUIRE_FALSE(send(model, cmd::CloseMyGames{}));
  CHECK(frontScreen(model) == Front::Start);
  REQUIRE_FALSE(send(model, cmd::PlayComputer{}));
  CHECK(frontScreen(model) == Front::Play);
}

TEST_CASE("front screen: a kiosk's screens, whatever else the model shows", "[front]") {
  MemoryHost host;
  AppModel model{host, nullptr};
  model.startUp({"kiosk=1", "", false, false}, 0.0);
  model.update(0.0);  // the kiosk's mode, from its first update
  REQUIRE(model.state().modes.kiosk);
  CHECK(model.state().screen == Screen::Play);  // its attract game
  CHECK(frontScreen(model) == Front::Kiosk);
  CHECK(send(model, cmd::Puzzles{}));  // refused: the kiosk's screens are its own
  CHECK(frontScreen(model) == Front::Kiosk);
}
