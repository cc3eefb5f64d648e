#include "app/model/settings/settings_update.h"

#include <string>

#include "app/text/i18n.h"

namespace mancala::app {

std::optional<Refusal> update(SettingsState& settings, const cmd::Sound& c, Context& ctx) {
  settings.kept.sound = c.on;
  ctx.save();
  return std::nullopt;
}

// High contrast on, or off back to the plain look it replaced.
std::optional<Refusal> update(SettingsState& settings, const cmd::Contrast& c, Context& ctx) {
  if (settings.kept.theme != ThemeChoice::Contrast) settings.plainTheme = settings.kept.theme;
  settings.kept.theme = c.on ? ThemeChoice::Contrast : settings.plainTheme;
  ctx.save();
  return std::nullopt;
}

// A look chosen in Options (a plain one turns high contrast off and is what it goes back to).
std::optional<Refusal> update(SettingsState& settings, const cmd::Theme& c, Context& ctx) {
  if (c.theme != ThemeChoice::Contrast) settings.plainTheme = c.theme;
  settings.kept.theme = c.theme;
  ctx.save();
  return std::nullopt;
}

// A language chosen by the person (the menu, or the page): used and kept with the settings.
std::optional<Refusal> update(SettingsState& settings, const cmd::LanguageChoice& c, Context& ctx) {
  setLanguage(c.language);
  // Its translation is fetched first: chosen when it arrives.
  if (!languageReady(c.language)) return std::nullopt;
  settings.kept.language = c.language;
  ctx.ask(effect::PageLanguage{std::string(languageCode(c.language))});
  ctx.save();
  return std::nullopt;
}

// Less motion: the moves shown at once, unless a speed was chosen.
std::optional<Refusal> update(DeviceFacts& device, const cmd::Motion& c, Context& ctx) {
  device.reducedMotion = c.reduce;
  if (!ctx.state.settings.kept.speed)
    ctx.state.game.speed = c.reduce ? Speed::Instant : Speed::Normal;
  return std::nullopt;
}

std::optional<Refusal> update(DeviceFacts& device, const cmd::Scheme& c, Context&) {
  device.systemLight = c.light;
  return std::nullopt;
}

bool notePuzzleSolved(SettingsState& settings, std::string_view id) {
  if (puzzleSolved(settings, id)) return false;
  settings.kept.solvedPuzzles.emplace(id);
  return true;
}

}  // namespace mancala::app
