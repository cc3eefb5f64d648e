// The AppModel's views (app_views.h): the hint shown, what the person may do, the settings as
// shown.
#include "app/model/modes/app_model.h"

namespace mancala::app {

bool AppModel::computerHelpBarred() const {
  return friends_.game().has_value() && !session_.game().over();
}

bool AppModel::hintShown() const {
  return screen_ == Screen::Play && !session_.computerToMove() && hint_.isFor(session_.game());
}

std::optional<Move> AppModel::hintMove() const { return hintShown() ? hint_.move() : std::nullopt; }

std::optional<int> AppModel::hintVerdict() const {
  return hintShown() ? hint_.verdict() : std::nullopt;
}

std::string AppModel::hintText() const { return hint_.text(session_.position().toMove); }

std::optional<HintShown> AppModel::hint() const {
  if (!hintShown()) return std::nullopt;
  return HintShown{hint_.pending(), hintMove(), hintVerdict(), hintText()};
}

Standing AppModel::standing() const {
  return {.canUndo = canUndo(),
          .canRedo = canRedo(),
          .canSendLinks = canSendLinks(),
          .canShareSheet = canShareLinks(),
          .canTakeHome = canTakeHome(),
          .canOpenRulesPages = canOpenRulesPages(),
          .canGoBackToGame = canGoBackToGame(),
          .hasPreviousGame = hasPreviousGame(),
          .helpBarred = computerHelpBarred(),
          .gameInProgress = gameInProgress(),
          .computerThinking = computer_.thinking()};
}

Prefs AppModel::prefs() const {
  return {.sound = soundOn(),
          .contrast = highContrast(),
          .reducedMotion = reducedMotion(),
          .embedded = embedded(),
          .speed = speed(),
          .look = look(),
          .plainTheme = plainTheme_,
          .accent = accent_ && accentFit(look(), *accent_).fits() && look() != Look::Contrast
                        ? accent_
                        : std::nullopt};
}

bool betweenGamesShown(const AppModel& model, double now) {
  return model.session().betweenGames() && !model.board().moving(now) && !model.viewedMoves();
}

}  // namespace mancala::app
