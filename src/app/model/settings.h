// What survives a reload: the settings and the game in progress, as one versioned value.
// Saved as text (localStorage on the web, a file on the desktop: see host.h) and read back
// with every part checked; anything wrong is an error in words, never a half-restored game.
//
//   mancala-save 1
//   language fr
//   theme contrast
//   speed normal            (absent: the default, Instant when the system asks for less motion)
//   sound on                (absent: the default, off when embedded)
//   level medium            (absent: the computer's default)
//   setup warri person computer S single full 5 classic-slam
//   match <17 fields>       (only in a match; the match as it was before this game was counted)
//   record                  (the rest is the game record; absent: the start screen)
//   [Game "warri"] ...
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "ai/levels.h"
#include "app/model/animation.h"
#include "app/model/session.h"
#include "app/model/url_params.h"
#include "app/text/i18n.h"
#include "core/game.h"
#include "core/match.h"

namespace mancala::app {

struct Settings {
  std::optional<Language> language;  // absent: the page's or the system's choice
  ThemeChoice theme = ThemeChoice::Classic;
  std::optional<Speed> speed;
  std::optional<bool> sound;
  std::optional<ai::Level> level;
  bool operator==(const Settings&) const = default;
};

struct SavedState {
  static constexpr int kVersion = 1;
  Settings settings;
  SessionSetup setup;
  std::optional<Game> game;         // absent: the start screen was shown
  std::optional<MatchState> match;  // the match before the current game was counted
};

std::string writeSavedState(const SavedState& state);
// The state, or what is wrong with the text (in words, in the current language).
std::variant<SavedState, std::string> readSavedState(std::string_view text);

std::optional<Speed> parseSpeed(std::string_view s);  // "slow", "normal", "fast", "instant"
std::string_view speedKey(Speed s);

}  // namespace mancala::app
