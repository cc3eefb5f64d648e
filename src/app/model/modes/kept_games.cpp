// AppModel's games kept and put aside (app_model.h): the start screen shown over a game in
// progress and back to it, the game replaced by another kept until a person plays on in the new
// one, and the rematch.
#include "app/model/common/page_messages.h"
#include "app/model/modes/app_model.h"
#include "app/model/words/play/announcer.h"
#include "app/text/i18n.h"

namespace mancala::app {

bool AppModel::gameInProgress() const {
  const Game& game = session_.game();
  return !game.moves().empty() && (!game.over() || (session_.match() && !session_.matchOver()));
}

void AppModel::putAside() {
  if (restoring_ || !gameInProgress()) return;
  const MatchState* m = session_.matchForSaving();
  previous_ = KeptGame{session_.setup(), session_.game(),
                       m ? std::optional<MatchState>(*m) : std::nullopt, friends_.game()};
}

void AppModel::goToStart() {
  stopActivity();
  if (screen_ == Screen::Play) {
    if (!gameInProgress() && previous_) {  // a fresh game that replaced one in progress
      session_.resume(previous_->setup, std::move(previous_->game), std::move(previous_->match));
      friends_.resume(previous_->friendGame);
      previous_.reset();
    }
    startChoices_ = session_.setup();
    gameKept_ = gameInProgress();
  }
  screen_ = Screen::Start;
  previous_.reset();  // the start screen offers the game it came from
  viewed_.reset();
  save();
}

void AppModel::backToGame() {
  if (!canGoBackToGame()) return;
  screen_ = Screen::Play;
  gameKept_ = false;
  resetView();
  say(backToGameSaid(describePosition()));
  save();
}

void AppModel::backToPreviousGame() {
  if (!hasPreviousGame()) return;
  stopActivity();
  KeptGame back = std::move(*previous_);
  previous_.reset();
  putAside();  // the game it replaced can be gone back to in turn
  session_.resume(back.setup, std::move(back.game), std::move(back.match));
  friends_.resume(back.friendGame);
  startChoices_ = session_.setup();
  resetView();
  say(backToPreviousGameSaid(describePosition()));
  ask(effect::ToPage{newGameMessage(session_.stateJson())});
  save();
}

void AppModel::rematch() {
  if (!session_.game().over() || (session_.match() && !session_.matchOver())) return;
  SessionSetup setup = session_.setup();
  if (!setup.match) setup.starter = opponent(session_.game().start().toMove);
  if (const auto& link = friends_.game())
    newFriendGame(setup, link->mine);
  else
    newGame(setup);
}

}  // namespace mancala::app
