// AppModel's games kept and put aside (app_model.h): the start screen shown over a game in
// progress and back to it, the game replaced by another kept until a person plays on in the new
// one, and the rematch.
#include "app/model/common/page_messages.h"
#include "app/model/friend/friend_update.h"
#include "app/model/modes/app_model.h"
#include "app/model/words/play/announcer.h"
#include "app/text/i18n.h"

namespace mancala::app {

bool AppModel::gameInProgress() const { return app::gameInProgress(state_.game); }

void AppModel::putAside() {
  if (state_.restoring || !gameInProgress()) return;
  const MatchState* m = state_.game.session.matchForSaving();
  state_.game.previous =
      KeptGame{state_.game.session.setup(), state_.game.session.game(),
               m ? std::optional<MatchState>(*m) : std::nullopt, state_.modes.friends.game()};
}

void AppModel::goToStart() {
  stopActivity();
  if (state_.screen == Screen::Play) {
    if (!gameInProgress() && state_.game.previous) {  // a fresh game that replaced one in progress
      state_.game.session.resume(state_.game.previous->setup, std::move(state_.game.previous->game),
                                 std::move(state_.game.previous->match));
      state_.modes.friends.resume(state_.game.previous->friendGame);
      state_.game.previous.reset();
    }
    state_.game.startChoices = state_.game.session.setup();
    state_.game.gameKept = gameInProgress();
  }
  state_.screen = Screen::Start;
  state_.game.previous.reset();  // the start screen offers the game it came from
  state_.game.viewed.reset();
  save();
}

void AppModel::backToGame() {
  if (!canGoBackToGame(state_)) return;
  state_.screen = Screen::Play;
  state_.game.gameKept = false;
  resetView();
  say(backToGameSaid(describePosition()));
  save();
}

void AppModel::backToPreviousGame() {
  if (!hasPreviousGame(state_)) return;
  stopActivity();
  KeptGame back = std::move(*state_.game.previous);
  state_.game.previous.reset();
  putAside();  // the game it replaced can be gone back to in turn
  state_.game.session.resume(back.setup, std::move(back.game), std::move(back.match));
  state_.modes.friends.resume(back.friendGame);
  state_.game.startChoices = state_.game.session.setup();
  resetView();
  say(backToPreviousGameSaid(describePosition()));
  ask(effect::ToPage{newGameMessage(state_.game.session.stateJson())});
  save();
}

void AppModel::rematch() {
  if (!state_.game.session.game().over() ||
      (state_.game.session.match() && !state_.game.session.matchOver()))
    return;
  SessionSetup setup = state_.game.session.setup();
  if (!setup.match) setup.starter = opponent(state_.game.session.game().start().toMove);
  const std::optional<FriendGame> link = state_.modes.friends.game();
  if (!link) return newGame(setup);
  newGame(byLink(setup));
  say(startFriendGame(state_.modes.friends, state_.game, link->mine, saver_.owned(), effects_));
  save();
}

}  // namespace mancala::app
