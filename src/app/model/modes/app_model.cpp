#include "app/model/modes/app_model.h"

#include <algorithm>
#include <limits>

#include "app/model/common/page_messages.h"
#include "app/model/common/url_params.h"
#include "app/model/words/error_text.h"
#include "app/model/words/play/announcer.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "core/record.h"

namespace mancala::app {

AppModel::AppModel(Host& host, background::Worker* worker)
    : host_(host),
      computer_(worker),
      hint_(worker),
      review_(worker, session_, screen_, viewed_),
      puzzles_(worker) {
  startChoices_ = session_.setup();
}

bool AppModel::busy(double now) const {
  if (board_.moving(now) || computer_.thinking() || hintPending() || review_.running()) return true;
  if (lessons_.busy(now) || puzzles_.busy(now)) return true;
  if (screen_ != Screen::Play || session_.game().over()) return false;
  const MoveList& legal = session_.legalMoves();
  return session_.computerToMove() || (legal.count == 1 && legal.moves[0] == kPass);
}

void AppModel::stopActivity() {
  board_.skip();
  computer_.cancel();
}

void AppModel::animate(const Position& before, const Trace& trace, double now) {
  board_.animate(before, trace, now, speed_);
  // A game's last move shown live: once its seeds have landed, a win is cheered (advance()).
  for (const TraceEvent& e : trace)
    if (e.kind == TraceEvent::Kind::GameOver)
      cheerDue_ = screen_ == Screen::Play && !review_.open();
}

std::string AppModel::replayLastMove(double now) {
  const Game& game = session_.game();
  if (game.moves().empty()) return "";
  const Position before = game.history()[game.moves().size() - 1];
  Position replayed = before;
  Trace trace;
  applyMove(game.rules(), replayed, game.moves().back(), &trace);
  animate(before, trace, now);
  return describeMove(session_.variant(), before, game.moves().back(), trace, game.position());
}

void AppModel::resetView() {
  message_.clear();
  board_.setCursor(-1);
  viewed_.reset();
}

// ---------------------------------------------------------------- what is shown

const MatchState* AppModel::shownMatch(double now) const {
  if (animating(now) && session_.game().over()) return session_.matchForSaving();
  return session_.match();
}

void AppModel::viewMoves(std::size_t count) {
  const std::size_t played = session_.game().moves().size();
  review_.setLineStep(0);
  if (count >= played) {
    viewed_.reset();
  } else {
    board_.skip();  // the move being shown ends: the past is shown still
    viewed_ = count;
  }
  if (review_.open()) {
    if (const auto i = review_.moveShown()) {
      const std::string why = review_.whyText(*i);
      say(why.empty() ? review_.moveText(*i) : review_.moveText(*i) + ' ' + why);
    }
  }
}

void AppModel::stepView(int delta) {
  const std::size_t played = session_.game().moves().size();
  const std::size_t at = viewed_.value_or(played);
  if (delta < 0)
    viewMoves(at >= static_cast<std::size_t>(-delta) ? at - static_cast<std::size_t>(-delta) : 0);
  else
    viewMoves(at + static_cast<std::size_t>(delta));
}

void AppModel::viewLive() { viewed_.reset(); }

std::optional<Refusal> AppModel::play(Move move, double now) {
  if (screen_ != Screen::Play) return Refusal{RefusalCode::NoGame, {}};
  if (move != kPass)
    if (auto refusal = friends_.refusal(false)) return refusal;
  if (auto error = session_.checkMove(move)) return moveRefusal(*error);
  const Position before = session_.position();
  Trace trace;
  if (session_.play(move, &trace)) return moveRefusal({});
  computer_.cancel();
  // A person plays on in the new game: the one it replaced is let go.
  if (session_.kind(before.toMove) == PlayerKind::Person) previous_.reset();
  animate(before, trace, now);
  afterMove(before, move, trace);
  // The computer's move leaves a person looking back where he was; a person's own comes live.
  const auto looking = viewed_;
  resetView();
  if (session_.kind(before.toMove) == PlayerKind::Computer) viewed_ = looking;
  return std::nullopt;
}

void AppModel::newGame(const SessionSetup& setup) {
  stopActivity();
  putAside();
  gameKept_ = false;
  friends_.end();
  session_.start(setup);
  startChoices_ = setup;
  screen_ = Screen::Play;
  resetView();
  afterNewGame();
}

void AppModel::playTheComputer() {
  SessionSetup setup;
  setup.variant = startChoices_.variant;
  setup.players = {PlayerKind::Person, PlayerKind::Computer};
  const auto north = static_cast<std::size_t>(index(Player::North));
  setup.levels[north] = startChoices_.levels[north].value_or(kDefaultLevel);
  setup.grandSlamCapturesNothing = startChoices_.grandSlamCapturesNothing;
  friendSideChoice_.reset();
  newGame(setup);
}

std::optional<Refusal> AppModel::nextGame(std::optional<std::vector<int>> holes,
                                          bool defaultForPerson) {
  if (auto refusal = friends_.refusal(true)) return refusal;
  if (!session_.match()) return Refusal{RefusalCode::NoMatch, {}};
  if (auto refused = session_.nextGame(std::move(holes), defaultForPerson)) return refused;
  stopActivity();
  resetView();
  afterNewGame();
  return std::nullopt;
}

std::optional<Refusal> AppModel::undo() {
  if (friends_.game()) return Refusal{RefusalCode::NoUndoByLink, {}};
  if (!session_.canUndo()) return Refusal{RefusalCode::NothingToUndo, {}};
  stopActivity();
  session_.undo();
  message_.clear();
  sayUndo();  // the button, the key and the page alike
  viewed_.reset();
  save();
  return std::nullopt;
}

std::optional<Refusal> AppModel::redo(double now) {
  if (friends_.game()) return Refusal{RefusalCode::NoUndoByLink, {}};
  if (!session_.canRedo()) return Refusal{RefusalCode::NothingToRedo, {}};
  stopActivity();
  const Position before = session_.position();
  Trace trace;
  session_.redo(&trace);
  viewed_.reset();
  animate(before, trace, now);
  afterMove(before, session_.game().moves().back(), trace);
  message_.clear();
  return std::nullopt;
}

GameAddress AppModel::address() const {
  AddressParts parts;
  if (screen_ == Screen::Play) {
    parts.setup = &session_.setup();
    parts.game = &session_.game();
    parts.review = review_.text();
  }
  parts.language = currentLanguage();
  parts.theme = settings_.theme;
  parts.sound = soundOn();
  GameAddress address = gameAddress(startQuery_, parts);
  if (friends_.game() && screen_ == Screen::Play) address.fragment = friends_.ownFragment();
  return address;
}

std::string AppModel::describePosition() const {
  return gameStandingText(session_.position(), session_.game().moves().size());
}

// Computer moves and forced passes happen by themselves once the last move has been shown.
// Time passing is the one change besides a command: where it changed the state (an answer came,
// a move was played, a message went, something was said, saved or sounded), a frame is asked for.
void AppModel::update(double now) {
  redraw_.drawing();  // the frame being drawn shows every change made so far
  effects_.begin();
  if (kiosk_.on && !kioskMode_) {  // the kiosk's language is the one it started in
    kioskMode_.emplace(kiosk_, pendingLanguage().value_or(currentLanguage()));
    kioskMode_->begin(*this, now);
  }
  if (kioskMode_) kioskMode_->update(*this, now);
  const bool advanced = advance(now);
  const bool exercised = updateExercises(now);
  board_.frame(now);  // what the board shows in the frame drawn now
  const bool effects = !effects_.empty();
  endStep();
  if (advanced || exercised || effects) changed();
}

void AppModel::endStep() {
  if (effects_.end()) effects_.carryOut(host_, [this] { writeSave(); });
}

double AppModel::nextChange(double now) const {
  if (busy(now) || animationUnsettled(now)) return now;
  const double exercises = std::min(lessons_.nextChange(now), puzzles_.nextChange(now));
  return kioskMode_ ? std::min(exercises, kioskMode_->nextChange(*this, now)) : exercises;
}

bool AppModel::advance(double now) {
  bool moved = showNotice();
  if (messageWatch_.stale(message_, {screen_, session_.game().moves().size(), viewed_,
                                     review_.open(), session_.betweenGames()})) {
    message_.clear();
    moved = true;
  }
  if (screen_ == Screen::Start && startChoices_ != savedChoices_) save();  // a choice changed
  if (hint_.update(session_.game())) {
    if (auto move = hint_.move(); move && *move != kPass) board_.setCursor(*move);  // highlighted
    say(hintText());
  }
  board_.sounds(now, soundOn(), [this](int count, bool capture) {
    ask(effect::SeedSound{count, capture});  // the sounds follow the seeds (none when skipped)
  });
  cheerWin(now);
  moved = updateReview() || moved;
  if (screen_ != Screen::Play || board_.moving(now)) return moved;
  if (session_.betweenGames()) {
    const auto due = session_.purchaseDue();
    if (due && session_.kind(due->buyer) == PlayerKind::Computer &&
        session_.purchaseChoice().empty())
      session_.setPurchaseChoice(session_.computerPurchaseChoice());
    return moved;
  }
  if (session_.game().over()) return moved;
  const MoveList& legal = session_.legalMoves();
  if (legal.count == 1 && legal.moves[0] == kPass) return !play(kPass, now) || moved;
  if (!session_.computerToMove()) return moved;
  if (!computer_.thinking()) {
    computer_.setLevel(session_.level(session_.position().toMove));
    computer_.start(session_.game(), now);
  }
  if (auto move = computer_.step(now)) return !play(*move, now) || moved;
  return moved;
}

// ---------------------------------------------------------------- what follows a change

void AppModel::afterMove(const Position& before, Move move, const Trace& trace) {
  if (restoring_) return;
  const Position& after = session_.position();
  std::string told = describeMove(session_.variant(), before, move, trace, after);
  // The end of a game of a match: where the match stands, or who won it.
  if (const MatchState* m = session_.match(); after.over() && m && m->gameRecorded) {
    told += ' ' + matchStandingText(*m);
  }
  if (friends_.game()) told += ' ' + friends_.noteChange(false, saver_.owned(), effects_);
  say(told);
  const std::string state = session_.stateJson();
  ask(effect::ToPage{moveMessage(move, before.toMove, state)});
  if (after.over()) ask(effect::ToPage{gameOverMessage(after, describeResult(after), state)});
  if (after.over()) keepFinishedGame();
  save();
}

void AppModel::afterNewGame() {
  if (restoring_) return;
  const Position& pos = session_.position();
  std::string told =
      describeNewGame(session_.variant(), pos, session_.kind(Player::South) == PlayerKind::Computer,
                      session_.kind(Player::North) == PlayerKind::Computer);
  if (friends_.game()) told += ' ' + friends_.noteChange(false, saver_.owned(), effects_);
  say(told);
  ask(effect::ToPage{newGameMessage(session_.stateJson())});
  save();
}

std::string AppModel::saveKey() const {
  if (!embedded_) return "mancala";
  return saveSlot_.empty() ? "mancala-embedded" : "mancala-embedded-" + saveSlot_;
}

void AppModel::save() {
  if (!restoring_) ask(effect::Save{});
}

void AppModel::writeSave() {
  if (kiosk_.on) {  // the next visitor finds nothing of this one, and the address stays
    savedChoices_ = startChoices_;
    return;
  }
  SavedState state;
  state.settings = settings_;
  state.settings.speed =
      speed_ == (reducedMotion_ ? Speed::Instant : Speed::Normal) && !settings_.speed
          ? std::nullopt
          : std::optional<Speed>(speed_);
  // Only a language chosen in the menu or by the address is kept: the browser's may change.
  if (state.settings.language) state.settings.language = currentLanguage();
  state.setup = startChoices_;
  if (screen_ == Screen::Play || gameKept_) {
    state.game = session_.game();
    state.setup = session_.setup();
    if (const MatchState* m = session_.matchForSaving()) state.match = *m;
    if (screen_ == Screen::Start) state.startChoices = startChoices_;
    if (const GameReview* r = review_.result(); r && !r->moves().empty()) state.review = *r;
    state.friendGame = friends_.game();
  }
  savedChoices_ = startChoices_;
  std::string aside;
  if (previous_ && screen_ == Screen::Play)
    aside =
        keptGameText(previous_->setup, previous_->game, previous_->match, previous_->friendGame);
  // The game in progress before the oldest of My games, where the storage is full.
  saver_.write(writeSavedState(state), aside,
               [this] { return games_.archive().enabled() && games_.archive().dropOldest(); });
  if (saver_.otherTabsGame() && screen_ == Screen::Play && gameInProgress()) {
    const MatchState* m = session_.matchForSaving();
    saver_.writeAside(
        keptGameText(session_.setup(), session_.game(),
                     m ? std::optional<MatchState>(*m) : std::nullopt, friends_.game()),
        session_.game());
  }
  const GameAddress shown = address();
  host_.showAddress(shown.query, shown.fragment);
}

void AppModel::storageChanged() {
  if (restoring_ || kiosk_.on) return;
  if (games_.archive().enabled()) {
    games_.archive().reload();  // another tab's games
  }
  if (saver_.storageChanged()) {
    save();  // this page's game goes aside at once, where it can be gone back to
  }
}

bool AppModel::showNotice() {
  const bool shown = games_.archive().hasNotice() || saver_.hasNotice();
  if (games_.archive().hasNotice()) {
    message_ = games_.archive().takeNotice();
    if (saver_.hasNotice()) message_ += ' ' + saver_.takeNotice();
    say(message_);
  }
  if (saver_.hasNotice()) {
    message_ = saver_.takeNotice();
    say(message_);
  }
  return shown;
}

void AppModel::say(std::string text) {
  if (!restoring_ && liveRegion_.say(text)) ask(effect::Say{std::move(text)});
}

// ---------------------------------------------------------------- the live region

std::string AppModel::holeLabel(int hole) const {
  std::string label = board_.holeSentence(hole, true);
  if (gameInfo(session_.variant()).namedHoles)
    if (const auto name = warriHoleName(hole)) label += " " + *name + ".";
  return label;
}

void AppModel::sayBoard() { say(describeBoard(session_.position())); }

void AppModel::sayUndo() { say(moveTakenBackText(session_.position().toMove)); }

}  // namespace mancala::app
