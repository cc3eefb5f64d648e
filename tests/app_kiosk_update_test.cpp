// The kiosk's own update (kiosk_update.h) on the app's state alone, without its owner: it is made
// at the first frame of a kiosk only, its commands are refused outside one, and it drives the game
// by the commands it leaves for the owner to apply (Context::thenApply), changing no game itself.
#include <catch2/catch.hpp>
#include <optional>
#include <vector>

#include "app/model/kiosk/kiosk_update.h"
#include "app/model/state/app_state.h"
#include "app/model/state/context.h"
#include "memory_host.h"

namespace mancala::app {
namespace {

SessionSetup attractSetup(Variant variant) {
  SessionSetup setup;
  setup.variant = variant;
  setup.players = {PlayerKind::Person, PlayerKind::Person};
  return setup;
}

TEST_CASE("the kiosk's commands are refused outside a kiosk, and no kiosk is made there",
          "[app][kiosk]") {
  MemoryHost host;
  AppState state(host, nullptr);
  Effects effects;
  Context ctx{state, host, effects, 0.0, [] {}};
  beginKiosk(state.modes.kiosk, ctx);
  CHECK_FALSE(state.modes.kiosk);
  for (const auto& refused : {update(state.modes.kiosk, cmd::KioskTouch{}, ctx),
                              update(state.modes.kiosk, cmd::KioskShow{Variant::Warri}, ctx),
                              update(state.modes.kiosk, cmd::KioskPlay{}, ctx),
                              update(state.modes.kiosk, cmd::KioskReset{}, ctx)}) {
    REQUIRE(refused);
    CHECK(refused->code == RefusalCode::Unavailable);
  }
  CHECK(ctx.thenApply.empty());
}

TEST_CASE("the kiosk's update leaves the commands that drive the game to its owner",
          "[app][kiosk]") {
  MemoryHost host;
  AppState state(host, nullptr);
  state.device.kiosk.on = true;
  Effects effects;
  const SessionSetup before = state.game.session.setup();

  Context begin{state, host, effects, 10.0, [] {}};
  beginKiosk(state.modes.kiosk, begin);
  REQUIRE(state.modes.kiosk);
  CHECK(state.modes.kiosk->mode() == Kiosk::Mode::Attract);
  // The kiosk's settings, then an attract game of the first game that the kiosk plays for both.
  CHECK(begin.thenApply == std::vector<Command>{cmd::Contrast{false}, cmd::Speed{Speed::Normal},
                                                cmd::Sound{false},
                                                cmd::NewGame{setupFields(attractSetup(kFirstGame))},
                                                cmd::Watch{true}});
  CHECK(state.game.session.setup() == before);  // nothing played until the owner applies them
  CHECK(state.screen == Screen::Start);

  Context show{state, host, effects, 11.0, [] {}};
  REQUIRE_FALSE(update(state.modes.kiosk, cmd::KioskShow{Variant::Warri}, show));
  CHECK(show.thenApply ==
        std::vector<Command>{cmd::Sound{false},
                             cmd::NewGame{setupFields(attractSetup(Variant::Warri))},
                             cmd::Watch{true}});
  CHECK(state.modes.kiosk->variant() == Variant::Warri);
  CHECK(state.modes.kiosk->idle().armed());

  Context play{state, host, effects, 12.0, [] {}};
  REQUIRE_FALSE(update(state.modes.kiosk, cmd::KioskPlay{}, play));
  SessionSetup visitor;
  visitor.variant = Variant::Warri;
  visitor.players = {PlayerKind::Person, PlayerKind::Computer};
  visitor.levels = {Kiosk::kVisitorLevel, Kiosk::kVisitorLevel};
  // The visitor's game sounds as the kiosk's start found the sound (on: not in a frame).
  CHECK(play.thenApply == std::vector<Command>{cmd::Sound{true}, cmd::Speed{Speed::Normal},
                                               cmd::NewGame{setupFields(visitor)},
                                               cmd::Watch{false}});
  CHECK(state.modes.kiosk->mode() == Kiosk::Mode::Visitor);
  CHECK(state.modes.kiosk->visitorGames() == 1);

  Context reset{state, host, effects, 13.0, [] {}};
  REQUIRE_FALSE(update(state.modes.kiosk, cmd::KioskReset{}, reset));
  REQUIRE(reset.thenApply.size() >= 2);
  CHECK(reset.thenApply[0] == Command{cmd::CloseDialogs{}});
  CHECK(reset.thenApply[1] == Command{cmd::CloseLessons{}});
  CHECK(reset.thenApply.back() == Command{cmd::Watch{true}});
  CHECK(state.modes.kiosk->mode() == Kiosk::Mode::Attract);
  CHECK(state.modes.kiosk->variant() == kFirstGame);
  CHECK(state.modes.kiosk->resets() == 1);
  CHECK(state.game.session.setup() == before);

  // Made once: a later first step leaves it as it is.
  Context again{state, host, effects, 14.0, [] {}};
  beginKiosk(state.modes.kiosk, again);
  CHECK(again.thenApply.empty());
  CHECK(state.modes.kiosk->resets() == 1);
}

TEST_CASE("the game the kiosk shows is only watched until a visitor plays it", "[app][kiosk]") {
  MemoryHost host;
  AppState state(host, nullptr);
  Effects effects;
  Context ctx{state, host, effects, 0.0, [] {}};
  REQUIRE_FALSE(update(state.game, cmd::Watch{true}, ctx));
  CHECK(state.game.watchedOnly);
  REQUIRE_FALSE(update(state.game, cmd::Watch{false}, ctx));
  CHECK_FALSE(state.game.watchedOnly);
}

}  // namespace
}  // namespace mancala::app
