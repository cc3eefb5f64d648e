// AppModel's choices (app_model.h): the start screen's set-up, sound, theme, level, language,
// motion, and the puzzles solved, each kept with the settings.
#include "app/model/modes/app_model.h"
#include "app/model/words/error_text.h"
#include "app/text/i18n.h"

namespace mancala::app {

void AppModel::chooseSetup(const SessionSetup& setup) {
  if (setup == state_.game.startChoices) return;
  state_.game.startChoices = setup;
}

void AppModel::chooseFriendSide(std::optional<Player> side) {
  if (side == state_.game.friendSideChoice) return;
  state_.game.friendSideChoice = side;
}

void AppModel::setSound(bool on) {
  state_.settings.kept.sound = on;
  save();
}

void AppModel::setHighContrast(bool on) {
  if (state_.settings.kept.theme != ThemeChoice::Contrast)
    state_.settings.plainTheme = state_.settings.kept.theme;
  state_.settings.kept.theme = on ? ThemeChoice::Contrast : state_.settings.plainTheme;
  save();
}

void AppModel::chooseTheme(ThemeChoice theme) {
  if (theme != ThemeChoice::Contrast) state_.settings.plainTheme = theme;
  state_.settings.kept.theme = theme;
  save();
}

void AppModel::setLevel(std::optional<ai::Level> level) {
  state_.settings.kept.level = level;
  state_.game.session.setLevels({level, level});
  state_.game.startChoices.levels = {level, level};
  computer_.cancel();  // a computer thinking now starts again at the new level
  save();
}

void AppModel::chooseLanguage(Language language) {
  setLanguage(language);
  // Its translation is fetched first: chosen when it arrives.
  if (!languageReady(language)) return;
  state_.settings.kept.language = language;
  ask(effect::PageLanguage{std::string(languageCode(language))});
  save();
}

void AppModel::setReducedMotion(bool on) {
  state_.device.reducedMotion = on;
  if (!state_.settings.kept.speed) state_.game.speed = on ? Speed::Instant : Speed::Normal;
}

void AppModel::setSystemLight(bool on) { state_.device.systemLight = on; }

void AppModel::markPuzzleSolved(std::string_view id) {
  if (puzzleSolved(id)) return;
  state_.settings.kept.solvedPuzzles.emplace(id);
  save();
}

}  // namespace mancala::app
