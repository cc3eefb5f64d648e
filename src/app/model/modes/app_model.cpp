#include "app/model/modes/app_model.h"

#include <algorithm>
#include <limits>

#include "app/model/common/page_messages.h"
#include "app/model/common/url_params.h"
#include "app/model/kiosk/kiosk_update.h"
#include "app/model/play/game_facts.h"
#include "app/model/play/hint_view.h"
#include "app/model/play/kept_games.h"
#include "app/model/play/play_clock.h"
#include "app/model/play/play_update.h"
#include "app/model/review/move_view.h"
#include "app/model/review/review_update.h"
#include "app/model/words/error_text.h"
#include "app/model/words/play/announcer.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "core/record.h"

namespace mancala::app {

AppModel::AppModel(Host& host, background::Worker* worker)
    : host_(host), state_(host, worker), workers_(worker) {
  state_.game.startChoices = state_.game.session.setup();
}

bool AppModel::busy(double now) const {
  if (gameBoard_.table().moving(now) || workers_.computer.thinking() ||
      (hintShown(state_, workers_.hint) && workers_.hint.pending()) ||
      state_.modes.review.running())
    return true;
  if (state_.modes.lessons.busy(now) || state_.modes.puzzles.busy(now)) return true;
  if (state_.screen != Screen::Play || state_.game.session.game().over()) return false;
  const MoveList& legal = state_.game.session.legalMoves();
  return state_.game.session.computerToMove() || (legal.count == 1 && legal.moves[0] == kPass);
}

// ---------------------------------------------------------------- what is shown

const MatchState* AppModel::shownMatch(double now) const {
  if (gameBoard_.table().moving(now) && state_.game.session.game().over())
    return state_.game.session.matchForSaving();
  return state_.game.session.match();
}

GameAddress AppModel::address() const {
  AddressParts parts;
  if (state_.screen == Screen::Play) {
    parts.setup = &state_.game.session.setup();
    parts.game = &state_.game.session.game();
    parts.review = state_.modes.review.text();
  }
  parts.language = currentLanguage();
  parts.theme = state_.settings.kept.theme;
  parts.sound = soundOn(state_);
  GameAddress address = gameAddress(state_.device.startQuery, parts);
  if (state_.modes.friends.game() && state_.screen == Screen::Play)
    address.fragment = state_.modes.friends.ownFragment();
  return address;
}

// Computer moves and forced passes happen by themselves once the last move has been shown.
// Time passing is the one change besides a command: where it changed the state (an answer came,
// a move was played, a message went, something was said, saved or sounded), a frame is asked for.
void AppModel::update(double now) {
  redraw_.drawing();  // the frame being drawn shows every change made so far
  effects_.begin();
  // The kiosk begun at its first frame, then moved on (kiosk_update.h): the commands it sends
  // applied after each.
  for (auto* step : {&beginKiosk, &moveKiosk}) {
    Context ctx = context(now);
    step(state_.modes.kiosk, ctx);
    for (const Command& then : ctx.thenApply) apply(then, now);
  }
  const bool advanced = advance(now);
  const bool exercised = updateExercises(now);
  gameBoard_.table().frame(now);  // what the board shows in the frame drawn now
  const bool effects = !effects_.empty();
  endStep();
  if (advanced || exercised || effects) changed();
}

void AppModel::endStep() {
  if (effects_.end()) effects_.carryOut(host_, [this] { writeSave(); });
}

double AppModel::nextChange(double now) const {
  if (busy(now) || gameBoard_.table().settling(now)) return now;
  const double exercises =
      std::min(state_.modes.lessons.nextChange(now), state_.modes.puzzles.nextChange(now));
  const auto& kiosk = state_.modes.kiosk;
  return kiosk ? std::min(exercises, kiosk->nextChange(state_, gameBoard_.table(), now))
               : exercises;
}

bool AppModel::advance(double now) {
  bool moved = showNotice();
  if (state_.shown.messageWatch.stale(
          state_.shown.message,
          {state_.screen, state_.game.session.game().moves().size(), state_.game.viewed,
           state_.modes.review.open(), state_.game.session.betweenGames()})) {
    state_.shown.message.clear();
    moved = true;
  }
  if (state_.screen == Screen::Start && state_.game.startChoices != state_.settings.savedChoices)
    save();  // a choice changed
  Context ctx = context(now);
  pickUpHint(ctx);  // play_clock.h
  gameBoard_.table().sounds(now, soundOn(state_), [this](int count, bool capture) {
    ask(effect::SeedSound{count, capture});  // the sounds follow the seeds (none when skipped)
  });
  cheerWin(ctx);
  moved = updateReview(state_.modes.review, ctx) || moved;
  moved = advancePlay(ctx) || moved;
  if (ctx.gameFinished) {   // the computer's move, or a forced pass, ended the game
    keepFinishedGame(ctx);  // play/kept_games.h
    save();
  }
  return moved;
}

// ---------------------------------------------------------------- what follows a change

void AppModel::save() {
  if (!state_.restoring) ask(effect::Save{});
}

void AppModel::writeSave() {
  // In a kiosk, the next visitor finds nothing of this one, and the address stays.
  if (state_.device.kiosk.on) {
    state_.settings.savedChoices = state_.game.startChoices;
    return;
  }
  SavedState state;
  state.settings = state_.settings.kept;
  state.settings.speed =
      state_.game.speed == (state_.device.reducedMotion ? Speed::Instant : Speed::Normal) &&
              !state_.settings.kept.speed
          ? std::nullopt
          : std::optional<Speed>(state_.game.speed);
  // Only a language chosen in the menu or by the address is kept: the browser's may change.
  if (state.settings.language) state.settings.language = currentLanguage();
  state.setup = state_.game.startChoices;
  if (state_.screen == Screen::Play || state_.game.gameKept) {
    state.game = state_.game.session.game();
    state.setup = state_.game.session.setup();
    if (const MatchState* m = state_.game.session.matchForSaving()) state.match = *m;
    if (state_.screen == Screen::Start) state.startChoices = state_.game.startChoices;
    if (const GameReview* r = state_.modes.review.result(); r && !r->moves().empty())
      state.review = *r;
    state.friendGame = state_.modes.friends.game();
  }
  state_.settings.savedChoices = state_.game.startChoices;
  std::string aside;
  if (state_.game.previous && state_.screen == Screen::Play)
    aside = keptGameText(state_.game.previous->setup, state_.game.previous->game,
                         state_.game.previous->match, state_.game.previous->friendGame);
  // The game in progress before the oldest of My games, where the storage is full.
  saver_.write(writeSavedState(state), aside, [this] {
    return state_.modes.games.archive().enabled() && state_.modes.games.archive().dropOldest();
  });
  if (saver_.otherTabsGame() && state_.screen == Screen::Play && gameInProgress(state_)) {
    const MatchState* m = state_.game.session.matchForSaving();
    saver_.writeAside(
        keptGameText(state_.game.session.setup(), state_.game.session.game(),
                     m ? std::optional<MatchState>(*m) : std::nullopt, state_.modes.friends.game()),
        state_.game.session.game());
  }
  const GameAddress shown = address();
  host_.showAddress(shown.query, shown.fragment);
}

void AppModel::storageChanged() {
  if (state_.restoring || state_.device.kiosk.on) return;
  if (state_.modes.games.archive().enabled()) {
    state_.modes.games.archive().reload();  // another tab's games
  }
  if (saver_.storageChanged()) {
    save();  // this page's game goes aside at once, where it can be gone back to
  }
}

bool AppModel::showNotice() {
  const bool shown = state_.modes.games.archive().hasNotice() || saver_.hasNotice();
  if (state_.modes.games.archive().hasNotice()) {
    state_.shown.message = state_.modes.games.archive().takeNotice();
    if (saver_.hasNotice()) state_.shown.message += ' ' + saver_.takeNotice();
    say(state_.shown.message);
  }
  if (saver_.hasNotice()) {
    state_.shown.message = saver_.takeNotice();
    say(state_.shown.message);
  }
  return shown;
}

void AppModel::say(std::string text) {
  if (!state_.restoring && state_.shown.liveRegion.say(text)) ask(effect::Say{std::move(text)});
}

// ---------------------------------------------------------------- the live region

std::string AppModel::holeLabel(int hole) const {
  std::string label = gameBoard_.table().holeSentence(hole, true);
  if (gameInfo(state_.game.session.variant()).namedHoles)
    if (const auto name = warriHoleName(hole)) label += " " + *name + ".";
  return label;
}

}  // namespace mancala::app
