// AppModel's choices (app_model.h): the start screen's set-up, sound, theme, level, language,
// motion, and the puzzles solved, each kept with the settings.
#include "app/model/modes/app_model.h"
#include "app/model/words/error_text.h"
#include "app/text/i18n.h"

namespace mancala::app {

void AppModel::chooseSetup(const SessionSetup& setup) {
  if (setup == startChoices_) return;
  startChoices_ = setup;
}

void AppModel::chooseFriendSide(std::optional<Player> side) {
  if (side == friendSideChoice_) return;
  friendSideChoice_ = side;
}

void AppModel::setSound(bool on) {
  settings_.sound = on;
  save();
}

void AppModel::setHighContrast(bool on) {
  if (settings_.theme != ThemeChoice::Contrast) plainTheme_ = settings_.theme;
  settings_.theme = on ? ThemeChoice::Contrast : plainTheme_;
  save();
}

void AppModel::chooseTheme(ThemeChoice theme) {
  if (theme != ThemeChoice::Contrast) plainTheme_ = theme;
  settings_.theme = theme;
  save();
}

void AppModel::setLevel(std::optional<ai::Level> level) {
  settings_.level = level;
  session_.setLevels({level, level});
  startChoices_.levels = {level, level};
  computer_.cancel();  // a computer thinking now starts again at the new level
  save();
}

void AppModel::chooseLanguage(Language language) {
  setLanguage(language);
  // Its translation is fetched first: chosen when it arrives.
  if (!languageReady(language)) return;
  settings_.language = language;
  ask(effect::PageLanguage{std::string(languageCode(language))});
  save();
}

void AppModel::setReducedMotion(bool on) {
  reducedMotion_ = on;
  if (!settings_.speed) speed_ = on ? Speed::Instant : Speed::Normal;
}

void AppModel::setSystemLight(bool on) { systemLight_ = on; }

void AppModel::markPuzzleSolved(std::string_view id) {
  if (puzzleSolved(id)) return;
  settings_.solvedPuzzles.emplace(id);
  save();
}

}  // namespace mancala::app
