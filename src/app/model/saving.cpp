// Writing the save (AppModel::save builds it): never over a newer version's save or another
// tab's different game, the game put aside beside it, and the player told once when the storage
// refuses it.
#include "app/model/saving.h"

#include <algorithm>
#include <charconv>

#include "app/model/app_model.h"
#include "app/model/settings.h"
#include "app/text/i18n.h"
#include "core/game.h"

namespace mancala::app {
namespace {

constexpr std::string_view kMagic = "mancala-save ";
constexpr std::string_view kRecordLine = "\nrecord\n";

// From the set-up on: the game, its match, review and link, not the settings before them.
std::string_view gamePart(std::string_view text) {
  const std::size_t at = text.find("\nsetup ");
  return at == std::string_view::npos ? text : text.substr(at);
}

// The kept game in `text` (a save of its own) is `game` or an earlier point of it.
bool earlierPointOf(std::string_view text, const Game& game) {
  const auto read = readSavedState(text);
  const auto* state = std::get_if<SavedState>(&read);
  if (!state || !state->game) return false;
  const Game& kept = *state->game;
  const auto& moves = kept.moves();
  return kept.variant() == game.variant() && kept.start() == game.start() &&
         moves.size() <= game.moves().size() &&
         std::equal(moves.begin(), moves.end(), game.moves().begin());
}

std::string keptText(const SessionSetup& setup, const Game& game,
                     const std::optional<MatchState>& match,
                     const std::optional<AppModel::FriendGame>& link) {
  SavedState kept;
  kept.setup = setup;
  kept.game = game;
  kept.match = match;
  if (link) kept.friendGame = SavedState::Friend{link->id, link->mine};
  return writeSavedState(kept);
}

}  // namespace

bool savedByNewerVersion(std::string_view text) {
  if (text.substr(0, kMagic.size()) != kMagic) return false;
  std::string_view number = text.substr(kMagic.size());
  number = number.substr(0, number.find_first_of("\r\n"));
  if (number.empty() || number[0] == '0' ||
      !std::all_of(number.begin(), number.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return false;
  if (number.size() > 9) return true;
  int version = 0;
  std::from_chars(number.data(), number.data() + number.size(), version);
  return version > SavedState::kVersion;
}

bool holdsOtherGame(std::string_view stored, std::string_view mine) {
  return stored.find(kRecordLine) != std::string_view::npos && gamePart(stored) != gamePart(mine);
}

std::string previousGameKey(std::string_view saveKey) { return std::string(saveKey) + "-previous"; }

void AppModel::keep(const std::string& text) {
  if (saveStop_ == SaveStop::NewerVersion) return;
  const std::string previousKey = previousGameKey(saveKey());
  if (saveStop_ == SaveStop::None) {
    if (const auto stored = host_.load(saveKey());
        stored && holdsOtherGame(*stored, lastSaved_.value_or(std::string())))
      stopSaving(SaveStop::OtherTab);
  }
  if (saveStop_ == SaveStop::OtherTab) {
    // Another tab's game is the save now. This page's game in progress goes where a game put
    // aside is kept, if that place is free or holds this game at an earlier point: the other
    // tab, or a reload, can go back to it.
    if (screen_ != Screen::Play || !gameInProgress()) return;
    const std::string there = host_.load(previousKey).value_or(std::string());
    if (!there.empty() && there != previousSaved_ && !earlierPointOf(there, session_.game()))
      return;
    const MatchState* m = session_.matchForSaving();
    const std::string mine = keptText(session_.setup(), session_.game(),
                                      m ? std::optional<MatchState>(*m) : std::nullopt, friend_);
    if (host_.store(previousKey, mine)) previousSaved_ = mine;
    return;
  }
  // The game put aside, as a save of its own: "Back to the previous game" survives a reload.
  // Left alone when another tab has put its own game there since.
  std::string previous;
  if (previous_ && screen_ == Screen::Play)
    previous = keptText(previous_->setup, previous_->game, previous_->match, previous_->friendGame);
  bool written = host_.store(saveKey(), text);
  if (written) lastSaved_ = text;
  if (written && previous != previousSaved_ &&
      host_.load(previousKey).value_or(std::string()) == previousSaved_) {
    written = host_.store(previousKey, previous);
    if (written) previousSaved_ = previous;
  }
  if (written) {
    storeFailed_ = false;
  } else if (!storeFailed_) {  // said once; tried again at every change
    storeFailed_ = true;
    notice_ =
        tr("This game cannot be saved: there is no room left to keep it. Play goes on, and saving "
           "is tried again after each move.");
    changed();
  }
}

void AppModel::stopSaving(SaveStop why) {
  saveStop_ = why;
  if (why == SaveStop::OtherTab)
    notice_ = tr(
        "Another tab or window has saved another game. So as not to write over it, nothing played "
        "here is saved any more: reload the page to go on with the game saved there.");
  changed();
}

void AppModel::storageChanged() {
  if (restoring_ || kiosk_.on || saveStop_ != SaveStop::None) return;
  if (const auto stored = host_.load(saveKey());
      stored && holdsOtherGame(*stored, lastSaved_.value_or(std::string()))) {
    stopSaving(SaveStop::OtherTab);
    save();  // this page's game goes aside at once, where it can be gone back to
  }
}

void AppModel::showNotice() {
  if (notice_.empty()) return;
  message_ = std::move(notice_);
  notice_.clear();
  say(message_);
  changed();
}

}  // namespace mancala::app
