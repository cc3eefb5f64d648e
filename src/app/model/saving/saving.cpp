// Writing the save (AppModel::save builds it): never over a newer version's save or another
// tab's different game, the game put aside beside it, and the player told once when the storage
// refuses it.
#include "app/model/saving/saving.h"

#include <algorithm>
#include <charconv>

#include "app/model/saving/settings.h"
#include "app/model/words/problem_text.h"
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

}  // namespace

std::string keptGameText(const SessionSetup& setup, const Game& game,
                         const std::optional<MatchState>& match,
                         const std::optional<FriendGame>& link) {
  SavedState kept;
  kept.setup = setup;
  kept.game = game;
  kept.match = match;
  kept.friendGame = link;
  return writeSavedState(kept);
}

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

SaveKeeper::Stored SaveKeeper::open(std::string key) {
  key_ = std::move(key);
  Stored stored;
  lastSaved_ = host_.load(key_);
  if (lastSaved_ && savedByNewerVersion(*lastSaved_)) {
    stop_ = Stop::NewerVersion;  // never written over: this page plays without saving
    stored.newerVersion = true;
    return stored;
  }
  if (lastSaved_) {
    stored.previous = host_.load(previousGameKey(key_));
    previousSaved_ = stored.previous.value_or(std::string());
  }
  stored.save = lastSaved_;
  return stored;
}

bool SaveKeeper::owned() {
  if (stop_ == Stop::None) {
    if (const auto stored = host_.load(key_);
        stored && holdsOtherGame(*stored, lastSaved_.value_or(std::string())))
      stop(Stop::OtherTab);
  }
  return stop_ == Stop::None;
}

void SaveKeeper::write(const std::string& text, const std::string& aside,
                       const std::function<bool()>& makeRoom) {
  // Not after a newer version's save, nor over another tab's game (the caller then writes its
  // own game aside: writeAside).
  if (!owned()) return;
  const std::string previousKey = previousGameKey(key_);
  bool written = host_.store(key_, text);
  while (!written && makeRoom && makeRoom()) written = host_.store(key_, text);
  if (written) lastSaved_ = text;
  // The game put aside, as a save of its own: "Back to the previous game" survives a reload.
  // Left alone when another tab has put its own game there since.
  if (written && aside != previousSaved_ &&
      host_.load(previousKey).value_or(std::string()) == previousSaved_) {
    written = host_.store(previousKey, aside);
    while (!written && makeRoom && makeRoom()) written = host_.store(previousKey, aside);
    if (written) previousSaved_ = aside;
  }
  if (written) {
    storeFailed_ = false;
  } else if (!storeFailed_) {  // said once; tried again at every change
    storeFailed_ = true;
    notice_ = saveFullText();
  }
}

void SaveKeeper::writeAside(const std::string& ownGame, const Game& game) {
  // Another tab's game is the save now. This page's game in progress goes where a game put aside
  // is kept, if that place is free or holds this game at an earlier point: the other tab, or a
  // reload, can go back to it.
  if (stop_ != Stop::OtherTab || ownGame.empty()) return;
  const std::string previousKey = previousGameKey(key_);
  const std::string there = host_.load(previousKey).value_or(std::string());
  if (!there.empty() && there != previousSaved_ && !earlierPointOf(there, game)) return;
  if (host_.store(previousKey, ownGame)) previousSaved_ = ownGame;
}

void SaveKeeper::stop(Stop why) {
  stop_ = why;
  if (why == Stop::OtherTab) notice_ = otherTabSaveText();
}

bool SaveKeeper::storageChanged() {
  if (stop_ != Stop::None) return false;
  const auto stored = host_.load(key_);
  if (!stored || !holdsOtherGame(*stored, lastSaved_.value_or(std::string()))) return false;
  stop(Stop::OtherTab);
  return true;
}

std::string SaveKeeper::takeNotice() {
  std::string notice = std::move(notice_);
  notice_.clear();
  return notice;
}

}  // namespace mancala::app
