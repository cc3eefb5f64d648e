// The AppModel's views (app_views.h): the hint shown, what the person may do, the settings as
// shown.
#include "app/model/modes/app_model.h"

namespace mancala::app {

bool AppModel::hintShown() const {
  return state_.screen == Screen::Play && !state_.game.session.computerToMove() &&
         hint_.isFor(state_.game.session.game());
}

std::optional<Move> AppModel::hintMove() const { return hintShown() ? hint_.move() : std::nullopt; }

std::optional<int> AppModel::hintVerdict() const {
  return hintShown() ? hint_.verdict() : std::nullopt;
}

std::string AppModel::hintText() const { return hint_.text(state_.game.session.position().toMove); }

std::optional<HintShown> AppModel::hint() const {
  if (!hintShown()) return std::nullopt;
  return HintShown{hint_.pending(), hintMove(), hintVerdict(), hintText()};
}

Standing AppModel::standing() const {
  return {.canUndo = canUndo(state_),
          .canRedo = canRedo(state_),
          .canSendLinks = canSendLinks(),
          .canShareSheet = canShareLinks(),
          .canTakeHome = canTakeHome(),
          .canOpenRulesPages = canOpenRulesPages(),
          .canGoBackToGame = canGoBackToGame(state_),
          .hasPreviousGame = hasPreviousGame(state_),
          .helpBarred = computerHelpBarred(state_),
          .gameInProgress = gameInProgress(),
          .computerThinking = computer_.thinking()};
}

Prefs AppModel::prefs() const {
  return {.sound = soundOn(state_),
          .contrast = highContrast(state_),
          .reducedMotion = state_.device.reducedMotion,
          .embedded = state_.device.embedded,
          .speed = state_.game.speed,
          .look = look(state_),
          .plainTheme = state_.settings.plainTheme,
          .accent = state_.device.accent && accentFit(look(state_), *state_.device.accent).fits() &&
                            look(state_) != Look::Contrast
                        ? state_.device.accent
                        : std::nullopt};
}

bool betweenGamesShown(const AppModel& model, double now) {
  return model.session().betweenGames() && !model.board().moving(now) && !model.viewedMoves();
}

}  // namespace mancala::app
