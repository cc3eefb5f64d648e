#include "app/model/app_model.h"

#include <algorithm>

#include "app/model/announcer.h"
#include "app/model/error_text.h"
#include "app/model/page_messages.h"
#include "app/model/url_params.h"
#include "app/model/words.h"
#include "app/text/i18n.h"
#include "core/record.h"

namespace mancala::app {

AppModel::AppModel(Host& host, background::Worker* worker)
    : host_(host), computer_(worker), hint_(worker), reviewer_(worker) {
  pendingSetup_ = session_.setup();
}

bool AppModel::busy(double now) const {
  if (board_.moving(now) || computer_.thinking() || hintPending() || reviewRunning()) return true;
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
}

bool AppModel::gameInProgress() const {
  const Game& game = session_.game();
  return !game.moves().empty() && (!game.over() || (session_.match() && !session_.matchOver()));
}

void AppModel::putAside() {
  if (restoring_ || !gameInProgress()) return;
  const MatchState* m = session_.matchForSaving();
  previous_ = KeptGame{session_.setup(), session_.game(),
                       m ? std::optional<MatchState>(*m) : std::nullopt, friend_};
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
  if (count >= played) {
    viewed_.reset();
  } else {
    board_.skip();  // the move being shown ends: the past is shown still
    viewed_ = count;
  }
  if (reviewOpen()) {
    if (const auto i = reviewedMoveShown()) say(reviewMoveText(*i));
  }
  changed();
}

void AppModel::stepView(int delta) {
  const std::size_t played = session_.game().moves().size();
  const std::size_t at = viewed_.value_or(played);
  if (delta < 0)
    viewMoves(at >= static_cast<std::size_t>(-delta) ? at - static_cast<std::size_t>(-delta) : 0);
  else
    viewMoves(at + static_cast<std::size_t>(delta));
}

void AppModel::viewLive() {
  viewed_.reset();
  changed();
}

std::optional<std::string> AppModel::play(Move move, double now) {
  if (screen_ != Screen::Play) return tr("No game is being played.");
  if (move != kPass)
    if (auto refusal = friendRefusal(false)) return refusal;
  const Position before = session_.position();
  Trace trace;
  if (auto error = session_.play(move, &trace)) return error;
  computer_.cancel();
  // A person plays on in the new game: the one it replaced is let go.
  if (session_.kind(before.toMove) == PlayerKind::Person) previous_.reset();
  animate(before, trace, now);
  afterMove(before, move, trace);
  // The computer's move leaves a person looking back where he was; a person's own comes live.
  const auto looking = viewed_;
  resetView();
  if (session_.kind(before.toMove) == PlayerKind::Computer) viewed_ = looking;
  changed();
  return std::nullopt;
}

void AppModel::newGame(const SessionSetup& setup, double) {
  stopActivity();
  putAside();
  gameKept_ = false;
  friend_.reset();
  latestLink_.reset();
  session_.start(setup);
  pendingSetup_ = setup;
  screen_ = Screen::Play;
  resetView();
  afterNewGame();
  changed();
}

std::optional<std::string> AppModel::nextGame(std::optional<std::vector<int>> holes, double,
                                              bool defaultForPerson) {
  if (auto refusal = friendRefusal(true)) return refusal;
  if (auto error = session_.nextGame(std::move(holes), defaultForPerson)) return error;
  stopActivity();
  resetView();
  afterNewGame();
  changed();
  return std::nullopt;
}

std::optional<std::string> AppModel::undo() {
  if (friend_) return tr("In a game played by link, a move cannot be taken back.");
  if (!session_.canUndo()) return tr("There is no move to take back.");
  stopActivity();
  session_.undo();
  message_.clear();
  sayUndo();  // the button, the key and the page alike
  viewed_.reset();
  save();
  changed();
  return std::nullopt;
}

std::optional<std::string> AppModel::redo(double now) {
  if (friend_) return tr("In a game played by link, a move cannot be taken back.");
  if (!session_.canRedo()) return tr("There is no move to play again.");
  stopActivity();
  const Position before = session_.position();
  Trace trace;
  session_.redo(&trace);
  viewed_.reset();
  animate(before, trace, now);
  afterMove(before, session_.game().moves().back(), trace);
  message_.clear();
  changed();
  return std::nullopt;
}

void AppModel::goToStart() {
  stopActivity();
  if (screen_ == Screen::Play) {
    if (!gameInProgress() && previous_) {  // a fresh game that replaced one in progress
      session_.resume(previous_->setup, std::move(previous_->game), std::move(previous_->match));
      friend_ = previous_->friendGame;
      previous_.reset();
    }
    pendingSetup_ = session_.setup();
    gameKept_ = gameInProgress();
  }
  screen_ = Screen::Start;
  previous_.reset();  // the start screen offers the game it came from
  viewed_.reset();
  save();
  changed();
}

void AppModel::backToGame() {
  if (!canGoBackToGame()) return;
  screen_ = Screen::Play;
  gameKept_ = false;
  resetView();
  say(trf("Back to the game. {0}", {describePosition()}));
  save();
  changed();
}

void AppModel::backToPreviousGame() {
  if (!hasPreviousGame()) return;
  stopActivity();
  KeptGame back = std::move(*previous_);
  previous_.reset();
  putAside();  // the game it replaced can be gone back to in turn
  session_.resume(back.setup, std::move(back.game), std::move(back.match));
  friend_ = back.friendGame;
  pendingSetup_ = session_.setup();
  resetView();
  say(trf("Back to the previous game. {0}", {describePosition()}));
  host_.postToParent(newGameMessage(session_.stateJson()));
  save();
  changed();
}

void AppModel::rematch(double now) {
  if (!session_.game().over() || (session_.match() && !session_.matchOver())) return;
  SessionSetup setup = session_.setup();
  if (!setup.match) setup.starter = opponent(session_.game().start().toMove);
  if (friend_)
    newFriendGame(setup, friend_->mine, now);
  else
    newGame(setup, now);
}

GameAddress AppModel::address() const {
  AddressParts parts;
  if (screen_ == Screen::Play) {
    parts.setup = &session_.setup();
    parts.game = &session_.game();
    parts.review = reviewText();
  }
  parts.language = currentLanguage();
  parts.theme = settings_.theme;
  parts.sound = soundOn();
  GameAddress address = gameAddress(startQuery_, parts);
  if (friend_ && screen_ == Screen::Play) address.fragment = ownFriendFragment();
  return address;
}

std::string AppModel::describePosition() const {
  const Position& pos = session_.position();
  if (pos.over()) return describeResult(pos);
  return trnf("{0} move played. {1} to move.", "{0} moves played. {1} to move.",
              session_.game().moves().size(),
              {std::to_string(session_.game().moves().size()), sideName(pos.toMove)});
}

// Computer moves and forced passes happen by themselves once the last move has been shown.
void AppModel::update(double now) {
  showNotice();
  if (screen_ == Screen::Start && pendingSetup_ != savedChoices_) save();  // a choice changed
  if (hint_.update(session_.game())) {
    if (auto move = hint_.move(); move && *move != kPass) board_.setCursor(*move);  // highlighted
    say(hintText());
  }
  board_.sounds(now, soundOn(), [this](int count, bool capture) {
    host_.seedSound(count, capture);  // the sounds follow the seeds (none for a skipped move)
  });
  updateReview();
  if (screen_ != Screen::Play || board_.moving(now)) return;
  if (session_.betweenGames()) {
    const auto due = session_.purchaseDue();
    if (due && session_.kind(due->buyer) == PlayerKind::Computer &&
        session_.purchaseChoice().empty())
      session_.setPurchaseChoice(session_.computerPurchaseChoice());
    return;
  }
  if (session_.game().over()) return;
  const MoveList& legal = session_.legalMoves();
  if (legal.count == 1 && legal.moves[0] == kPass) {
    play(kPass, now);
    return;
  }
  if (!session_.computerToMove()) return;
  if (!computer_.thinking()) {
    computer_.setLevel(session_.level(session_.position().toMove));
    computer_.start(session_.game(), now);
  }
  if (auto move = computer_.step(now)) play(*move, now);
}

// ---------------------------------------------------------------- the hint

bool AppModel::hintShown() const {
  return screen_ == Screen::Play && !session_.computerToMove() && hint_.isFor(session_.game());
}

void AppModel::askHint() {
  if (screen_ != Screen::Play || session_.game().over() || session_.computerToMove() ||
      waitingForFriend())
    return;
  hint_.ask(session_.game());
  changed();
  if (hint_.pending()) return;
  if (auto move = hint_.move()) {
    if (*move != kPass) board_.setCursor(*move);
    say(hintText());
  }
}

std::optional<Move> AppModel::hintMove() const { return hintShown() ? hint_.move() : std::nullopt; }

std::optional<int> AppModel::hintVerdict() const {
  return hintShown() ? hint_.verdict() : std::nullopt;
}

std::string AppModel::hintText() const { return hint_.text(session_.position().toMove); }

// ---------------------------------------------------------------- what follows a change

void AppModel::afterMove(const Position& before, Move move, const Trace& trace) {
  if (restoring_) return;
  const Position& after = session_.position();
  std::string told = describeMove(session_.variant(), before, move, trace, after);
  // The end of a game of a match: where the match stands, or who won it.
  if (const MatchState* m = session_.match(); after.over() && m && m->gameRecorded) {
    told += ' ';
    if (m->over)
      told += m->winner == Outcome::SouthWins   ? tr("South wins the match.")
              : m->winner == Outcome::NorthWins ? tr("North wins the match.")
                                                : tr("The match is drawn.");
    else
      told += trf("Games won: South {0} \u2013 North {1}",
                  {std::to_string(m->wins[0]), std::to_string(m->wins[1])}) +
              ".";
  }
  if (friend_) told += ' ' + friendAfterChange();
  say(told);
  const std::string state = session_.stateJson();
  host_.postToParent(moveMessage(move, before.toMove, state));
  if (after.over()) host_.postToParent(gameOverMessage(after, describeResult(after), state));
  save();
}

void AppModel::afterNewGame() {
  if (restoring_) return;
  const Position& pos = session_.position();
  std::string told =
      describeNewGame(session_.variant(), pos, session_.kind(Player::South) == PlayerKind::Computer,
                      session_.kind(Player::North) == PlayerKind::Computer);
  if (friend_) told += ' ' + friendAfterChange();
  say(told);
  host_.postToParent(newGameMessage(session_.stateJson()));
  save();
}

void AppModel::markPuzzleSolved(std::string_view id) {
  if (puzzleSolved(id)) return;
  settings_.solvedPuzzles.emplace(id);
  save();
}

void AppModel::save() {
  if (restoring_) return;
  if (kiosk_.on) {  // the next visitor finds nothing of this one, and the address stays
    savedChoices_ = pendingSetup_;
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
  state.setup = pendingSetup_;
  if (screen_ == Screen::Play || gameKept_) {
    state.game = session_.game();
    state.setup = session_.setup();
    if (const MatchState* m = session_.matchForSaving()) state.match = *m;
    if (screen_ == Screen::Start) state.startChoices = pendingSetup_;
    if (const GameReview* r = review(); r && !r->moves().empty()) state.review = *r;
    if (friend_) state.friendGame = SavedState::Friend{friend_->id, friend_->mine};
  }
  savedChoices_ = pendingSetup_;
  keep(writeSavedState(state));
  const GameAddress shown = address();
  host_.showAddress(shown.query, shown.fragment);
}

void AppModel::say(std::string text) {
  if (restoring_ || text.empty()) return;
  lastAnnouncement_ = std::move(text);
  ++announcements_;
  host_.announce(lastAnnouncement_);
}

// ---------------------------------------------------------------- records and settings

std::optional<std::string> AppModel::loadRecord(std::string_view text, double) {
  auto read = readRecord(text);
  if (auto* error = std::get_if<RecordError>(&read)) {
    std::string why = trf("This game record cannot be read: {0}", {recordErrorText(*error)});
    message_ = why;
    say(why);
    changed();
    return why;
  }
  stopActivity();
  putAside();
  gameKept_ = false;
  friend_.reset();
  latestLink_.reset();
  SessionSetup setup = session_.setup();
  setup.match = false;
  session_.resume(setup, std::move(std::get<GameRecord>(read).game), std::nullopt);
  pendingSetup_ = session_.setup();
  screen_ = Screen::Play;
  resetView();
  const Position& pos = session_.position();
  say(pos.over()
          ? trf("Game record loaded. {0}", {describeResult(pos)})
          : trnf("Game record loaded: {0} move. {1} to move.",
                 "Game record loaded: {0} moves. {1} to move.", session_.game().moves().size(),
                 {std::to_string(session_.game().moves().size()), sideName(pos.toMove)}));
  host_.postToParent(newGameMessage(session_.stateJson()));
  save();
  changed();
  return std::nullopt;
}

std::string AppModel::recordText() const { return writeRecord(session_.game()); }

std::string AppModel::shareFragment() const {
  return mancala::app::shareFragment(session_.game(), reviewText());
}

bool AppModel::offerRecord() {
  changed();
  if (kiosk_.on) return true;  // no record leaves a kiosk
  return host_.showRecord(recordText(), shareFragment());
}

bool AppModel::pasteRecord(double now) {
  if (kiosk_.on) return true;  // nor comes into it
  auto text = host_.clipboardText();
  if (!text) return false;
  loadRecord(*text, now);
  return true;
}

void AppModel::setSound(bool on) {
  settings_.sound = on;
  save();
  changed();
}

void AppModel::setHighContrast(bool on) {
  settings_.theme = on ? ThemeChoice::Contrast : ThemeChoice::Classic;
  save();
  changed();
}

std::optional<std::string> AppModel::setLevel(std::string_view name) {
  std::optional<ai::Level> level;
  if (!name.empty()) {
    level = ai::parseLevel(name);
    if (!level)
      return trf("Unknown level \u201c{0}\u201d (beginner, easy, medium, hard, master).",
                 {excerpt(name)});
  }
  settings_.level = level;
  session_.setLevels({level, level});
  pendingSetup_.levels = {level, level};
  computer_.cancel();  // a computer thinking now starts again at the new level
  save();
  changed();
  return std::nullopt;
}

void AppModel::chooseLanguage(Language language) {
  setLanguage(language);
  if (!languageReady(language)) {  // its translation is fetched first: chosen when it arrives
    changed();
    return;
  }
  settings_.language = language;
  host_.setPageLanguage(languageCode(language));
  save();
  changed();
}

void AppModel::setReducedMotion(bool on) {
  reducedMotion_ = on;
  if (!settings_.speed) speed_ = on ? Speed::Instant : Speed::Normal;
  changed();
}

// ---------------------------------------------------------------- the live region

std::string AppModel::storeLabel(Player p) const {
  const std::string seeds =
      seedCount(session_.position().captured[static_cast<std::size_t>(index(p))]);
  // Adji Kui has no stores: the seeds a player captured lie at the end of his row.
  return session_.variant() == Variant::Warri
             ? trf("{0}'s store: {1}.", {sideName(p), seeds})
             : trf("{0}'s captured seeds: {1}.", {sideName(p), seeds});
}

void AppModel::sayBoard() {
  const Position& pos = session_.position();
  std::string text;
  for (int h = 0; h < kHoles; ++h)
    text += trf("{0}: {1}. ", {std::string(1, holeLetter(h)),
                               std::to_string(pos.seeds[static_cast<std::size_t>(h)])});
  text +=
      trf("Score: {0} {1}, {2} {3}.", {sideName(Player::South), std::to_string(pos.captured[0]),
                                       sideName(Player::North), std::to_string(pos.captured[1])});
  if (!pos.over()) {
    text += ' ';
    text += trf("{0} to move.", {sideName(pos.toMove)});
  }
  say(text);
}

void AppModel::sayUndo() {
  say(trf("Move taken back. {0} to move.", {sideName(session_.position().toMove)}));
}

}  // namespace mancala::app
