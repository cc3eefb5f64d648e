// The AppModel's views (app_views.h): the hint shown, what the person may do, the settings as
// shown, the players' strips' facts.
#include "app/model/modes/app_model.h"
#include "app/model/play/game_facts.h"

namespace mancala::app {

std::optional<HintShown> AppModel::hint() const { return hintView(state_, workers_.hint); }

Standing AppModel::standing() const {
  const HostReach reach = hostReach(host_, state_.device);  // host_reach.h
  return {.canUndo = canUndo(state_),
          .canRedo = canRedo(state_),
          .canSendLinks = reach.canSendLinks,
          .canShareSheet = reach.canShareLinks,
          .canTakeHome = reach.canTakeHome,
          .canOpenRulesPages = reach.canOpenRulesPages,
          .canGoBackToGame = canGoBackToGame(state_),
          .hasPreviousGame = hasPreviousGame(state_),
          .helpBarred = computerHelpBarred(state_),
          .gameInProgress = gameInProgress(state_),
          .computerThinking = workers_.computer.thinking()};
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
  return model.state().game.session.betweenGames() && !model.board().moving(now) &&
         !model.state().game.viewed;
}

StripFacts stripFacts(const AppModel& model, double now) {
  return stripFacts(model.state().game.session, model.state().modes.friends, model.board(),
                    model.standing().computerThinking, now);
}

}  // namespace mancala::app
