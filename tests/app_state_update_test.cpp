// The state as a value (state/app_state.h) and a part's own update() (settings_update.h): the
// plain parts are copied and compared as values, and an update changes its part and asks its
// effects through its Context, saving nothing while start-up builds the state.
#include <algorithm>
#include <catch2/catch.hpp>
#include <variant>

#include "app/model/settings/settings_update.h"
#include "app/model/state/app_state.h"
#include "app/model/state/context.h"
#include "memory_host.h"

namespace mancala::app {
namespace {

long saves(const Effects& effects) {
  return std::count_if(effects.done().begin(), effects.done().end(),
                       [](const Effect& e) { return std::holds_alternative<effect::Save>(e); });
}

TEST_CASE("the state's plain parts are values, copied and compared", "[app][state]") {
  MemoryHost host;
  AppState state(host, nullptr);
  DeviceFacts device = state.device;
  REQUIRE(device == state.device);
  device.kiosk.on = true;
  REQUIRE_FALSE(device == state.device);
  SettingsState settings = state.settings;
  REQUIRE(settings == state.settings);
  settings.kept.sound = false;
  REQUIRE_FALSE(settings == state.settings);
}

TEST_CASE("high contrast turned off goes back to the plain look chosen, kept by one save",
          "[app][state]") {
  MemoryHost host;
  AppState state(host, nullptr);
  Effects effects;
  effects.begin();
  Context ctx{state, host, effects, 0.0, [] {}};
  REQUIRE_FALSE(update(state.settings, cmd::Theme{ThemeChoice::Light}, ctx));
  REQUIRE_FALSE(update(state.settings, cmd::Contrast{true}, ctx));
  REQUIRE(state.settings.kept.theme == ThemeChoice::Contrast);
  REQUIRE_FALSE(update(state.settings, cmd::Contrast{false}, ctx));
  REQUIRE(state.settings.kept.theme == ThemeChoice::Light);
  REQUIRE(state.settings.plainTheme == ThemeChoice::Light);
  REQUIRE(effects.end());
  REQUIRE(saves(effects) == 1);  // one Save for the step, however many changes asked for it
}

TEST_CASE("while start-up builds the state, a setting changes it and asks no save",
          "[app][state]") {
  MemoryHost host;
  AppState state(host, nullptr);
  state.restoring = true;
  Effects effects;
  effects.begin();
  Context ctx{state, host, effects, 0.0, [] {}};
  REQUIRE_FALSE(update(state.settings, cmd::Sound{false}, ctx));
  REQUIRE(state.settings.kept.sound == false);
  REQUIRE(effects.end());
  REQUIRE(effects.done().empty());
}

TEST_CASE("less motion shows the moves at once unless a speed was chosen", "[app][state]") {
  MemoryHost host;
  AppState state(host, nullptr);
  Effects effects;
  Context ctx{state, host, effects, 0.0, [] {}};
  REQUIRE_FALSE(update(state.device, cmd::Motion{true}, ctx));
  REQUIRE(state.device.reducedMotion);
  REQUIRE(state.game.speed == Speed::Instant);
  state.settings.kept.speed = Speed::Normal;
  state.game.speed = Speed::Normal;
  REQUIRE_FALSE(update(state.device, cmd::Motion{true}, ctx));
  REQUIRE(state.game.speed == Speed::Normal);
}

}  // namespace
}  // namespace mancala::app
