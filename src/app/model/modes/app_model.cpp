#include "app/model/modes/app_model.h"

#include <algorithm>
#include <limits>

#include "app/model/common/page_messages.h"
#include "app/model/common/url_params.h"
#include "app/model/kiosk/kiosk_update.h"
#include "app/model/review/move_view.h"
#include "app/model/review/review_update.h"
#include "app/model/words/error_text.h"
#include "app/model/words/play/announcer.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "core/record.h"

namespace mancala::app {

AppModel::AppModel(Host& host, background::Worker* worker)
    : host_(host), state_(host, worker), computer_(worker), hint_(worker) {
  state_.game.startChoices = state_.game.session.setup();
}

bool AppModel::busy(double now) const {
  if (gameBoard_.table().moving(now) || computer_.thinking() || hintPending() ||
      state_.modes.review.running())
    return true;
  if (state_.modes.lessons.busy(now) || state_.modes.puzzles.busy(now)) return true;
  if (state_.screen != Screen::Play || state_.game.session.game().over()) return false;
  const MoveList& legal = state_.game.session.legalMoves();
  return state_.game.session.computerToMove() || (legal.count == 1 && legal.moves[0] == kPass);
}

void AppModel::stopActivity() {
  gameBoard_.table().skip();
  computer_.cancel();
}

void AppModel::animate(const Position& before, const Trace& trace, double now) {
  animateMove(state_, gameBoard_.table(), before, trace, now);  // move_view.h
}

void AppModel::resetView() {
  state_.shown.message.clear();
  gameBoard_.table().setCursor(-1);
  state_.game.viewed.reset();
}

// ---------------------------------------------------------------- what is shown

const MatchState* AppModel::shownMatch(double now) const {
  if (gameBoard_.table().moving(now) && state_.game.session.game().over())
    return state_.game.session.matchForSaving();
  return state_.game.session.match();
}

std::optional<Refusal> AppModel::play(Move move, double now) {
  if (state_.screen != Screen::Play) return Refusal{RefusalCode::NoGame, {}};
  if (move != kPass)
    if (auto refusal = state_.modes.friends.refusal(false)) return refusal;
  if (auto error = state_.game.session.checkMove(move)) return moveRefusal(*error);
  const Position before = state_.game.session.position();
  Trace trace;
  if (state_.game.session.play(move, &trace)) return moveRefusal({});
  computer_.cancel();
  // A person plays on in the new game: the one it replaced is let go.
  if (state_.game.session.kind(before.toMove) == PlayerKind::Person) state_.game.previous.reset();
  animate(before, trace, now);
  afterMove(before, move, trace);
  // The computer's move leaves a person looking back where he was; a person's own comes live.
  const auto looking = state_.game.viewed;
  resetView();
  if (state_.game.session.kind(before.toMove) == PlayerKind::Computer) state_.game.viewed = looking;
  return std::nullopt;
}

void AppModel::newGame(const SessionSetup& setup) {
  stopActivity();
  putAside();
  state_.game.gameKept = false;
  state_.modes.friends.end();
  state_.game.session.start(setup);
  state_.game.startChoices = setup;
  state_.screen = Screen::Play;
  resetView();
  afterNewGame();
}

void AppModel::playTheComputer() {
  SessionSetup setup;
  setup.variant = state_.game.startChoices.variant;
  setup.players = {PlayerKind::Person, PlayerKind::Computer};
  const auto north = static_cast<std::size_t>(index(Player::North));
  setup.levels[north] = state_.game.startChoices.levels[north].value_or(kDefaultLevel);
  setup.grandSlamCapturesNothing = state_.game.startChoices.grandSlamCapturesNothing;
  state_.game.friendSideChoice.reset();
  newGame(setup);
}

std::optional<Refusal> AppModel::nextGame(std::optional<std::vector<int>> holes,
                                          bool defaultForPerson) {
  if (auto refusal = state_.modes.friends.refusal(true)) return refusal;
  if (!state_.game.session.match()) return Refusal{RefusalCode::NoMatch, {}};
  if (auto refused = state_.game.session.nextGame(std::move(holes), defaultForPerson))
    return refused;
  stopActivity();
  resetView();
  afterNewGame();
  return std::nullopt;
}

std::optional<Refusal> AppModel::undo() {
  if (state_.modes.friends.game()) return Refusal{RefusalCode::NoUndoByLink, {}};
  if (!state_.game.session.canUndo()) return Refusal{RefusalCode::NothingToUndo, {}};
  stopActivity();
  state_.game.session.undo();
  state_.shown.message.clear();
  sayUndo();  // the button, the key and the page alike
  state_.game.viewed.reset();
  save();
  return std::nullopt;
}

std::optional<Refusal> AppModel::redo(double now) {
  if (state_.modes.friends.game()) return Refusal{RefusalCode::NoUndoByLink, {}};
  if (!state_.game.session.canRedo()) return Refusal{RefusalCode::NothingToRedo, {}};
  stopActivity();
  const Position before = state_.game.session.position();
  Trace trace;
  state_.game.session.redo(&trace);
  state_.game.viewed.reset();
  animate(before, trace, now);
  afterMove(before, state_.game.session.game().moves().back(), trace);
  state_.shown.message.clear();
  return std::nullopt;
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

std::string AppModel::describePosition() const {
  return gameStandingText(state_.game.session.position(),
                          state_.game.session.game().moves().size());
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
  if (hint_.update(state_.game.session.game())) {
    if (auto move = hint_.move(); move && *move != kPass)
      gameBoard_.table().setCursor(*move);  // highlighted
    say(hintText());
  }
  gameBoard_.table().sounds(now, soundOn(state_), [this](int count, bool capture) {
    ask(effect::SeedSound{count, capture});  // the sounds follow the seeds (none when skipped)
  });
  cheerWin(now);
  Context ctx = context(now);
  moved = updateReview(state_.modes.review, ctx) || moved;
  if (state_.screen != Screen::Play || gameBoard_.table().moving(now)) return moved;
  if (state_.game.session.betweenGames()) {
    const auto due = state_.game.session.purchaseDue();
    if (due && state_.game.session.kind(due->buyer) == PlayerKind::Computer &&
        state_.game.session.purchaseChoice().empty())
      state_.game.session.setPurchaseChoice(state_.game.session.computerPurchaseChoice());
    return moved;
  }
  if (state_.game.session.game().over()) return moved;
  const MoveList& legal = state_.game.session.legalMoves();
  if (legal.count == 1 && legal.moves[0] == kPass) return !play(kPass, now) || moved;
  if (!state_.game.session.computerToMove()) return moved;
  if (!computer_.thinking()) {
    computer_.setLevel(state_.game.session.level(state_.game.session.position().toMove));
    computer_.start(state_.game.session.game(), now);
  }
  if (auto move = computer_.step(now)) return !play(*move, now) || moved;
  return moved;
}

// ---------------------------------------------------------------- what follows a change

void AppModel::afterMove(const Position& before, Move move, const Trace& trace) {
  if (state_.restoring) return;
  const Position& after = state_.game.session.position();
  std::string told = describeMove(state_.game.session.variant(), before, move, trace, after);
  // The end of a game of a match: where the match stands, or who won it.
  if (const MatchState* m = state_.game.session.match(); after.over() && m && m->gameRecorded) {
    told += ' ' + matchStandingText(*m);
  }
  if (state_.modes.friends.game())
    told += ' ' + state_.modes.friends.noteChange(false, saver_.owned(), effects_);
  say(told);
  const std::string state = state_.game.session.stateJson();
  ask(effect::ToPage{moveMessage(move, before.toMove, state)});
  if (after.over()) ask(effect::ToPage{gameOverMessage(after, describeResult(after), state)});
  if (after.over()) keepFinishedGame();
  save();
}

void AppModel::afterNewGame() {
  if (state_.restoring) return;
  const Position& pos = state_.game.session.position();
  std::string told =
      describeNewGame(state_.game.session.variant(), pos,
                      state_.game.session.kind(Player::South) == PlayerKind::Computer,
                      state_.game.session.kind(Player::North) == PlayerKind::Computer);
  if (state_.modes.friends.game())
    told += ' ' + state_.modes.friends.noteChange(false, saver_.owned(), effects_);
  say(told);
  ask(effect::ToPage{newGameMessage(state_.game.session.stateJson())});
  save();
}

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
  if (saver_.otherTabsGame() && state_.screen == Screen::Play && gameInProgress()) {
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

void AppModel::sayBoard() { say(describeBoard(state_.game.session.position())); }

void AppModel::sayUndo() { say(moveTakenBackText(state_.game.session.position().toMove)); }

}  // namespace mancala::app
