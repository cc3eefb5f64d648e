// My games kept on the device, one key per game (game_archive.h).
#include "app/model/games/game_archive.h"

#include <algorithm>
#include <iterator>
#include <set>

#include "app/model/words/mode_text.h"
#include "app/model/words/problem_text.h"

namespace mancala::app {
namespace {

std::string keyOf(std::string_view id) {
  return std::string(GameArchive::kKeyPrefix) + std::string(id);
}

}  // namespace

void GameArchive::open(bool enabled) {
  enabled_ = enabled;
  games_.clear();
  reload();
}

void GameArchive::reload() {
  if (!enabled_) {
    games_.clear();
    return;
  }
  // Only the keys not read yet are read (another tab's new games); those gone are dropped: a
  // tab's every move makes the others look again.
  std::set<std::string> known;
  for (const auto& g : games_) known.insert(keyOf(g.id));
  std::set<std::string> there;
  std::vector<ArchivedGame> added;
  for (const std::string& key : host_.storedKeys(kKeyPrefix)) {
    there.insert(key);
    if (known.contains(key)) continue;
    const auto text = host_.load(key);
    if (!text) continue;
    auto read = readGamesFile(*text);
    // A damaged key, or a newer version's, is left as it is.
    auto* games = std::get_if<std::vector<ArchivedGame>>(&read);
    if (!games || games->size() != 1 || keyOf(games->front().id) != key) continue;
    added.push_back(std::move(games->front()));
  }
  std::erase_if(games_, [&](const ArchivedGame& g) { return !there.contains(keyOf(g.id)); });
  for (auto& g : added) games_.push_back(std::move(g));
  sort();
}

void GameArchive::sort() {
  std::stable_sort(games_.begin(), games_.end(), [](const ArchivedGame& a, const ArchivedGame& b) {
    return a.finishedAt != b.finishedAt ? a.finishedAt > b.finishedAt : a.id > b.id;
  });
}

const ArchivedGame* GameArchive::find(std::string_view id) const {
  for (const auto& g : games_)
    if (g.id == id) return &g;
  return nullptr;
}

std::vector<ArchivedGame>::iterator GameArchive::roomFor(const ArchivedGame& game, bool olderOnly) {
  const auto oldestImported = std::find_if(games_.rbegin(), games_.rend(),
                                           [](const ArchivedGame& g) { return g.imported; });
  if (oldestImported != games_.rend() &&
      (!game.imported || oldestImported->finishedAt <= game.finishedAt))
    return std::prev(oldestImported.base());
  if (game.imported || games_.empty()) return games_.end();
  if (olderOnly && games_.back().finishedAt > game.finishedAt) return games_.end();
  return std::prev(games_.end());
}

void GameArchive::drop(std::vector<ArchivedGame>::iterator it, bool tell) {
  host_.store(keyOf(it->id), "");
  games_.erase(it);
  if (tell && !fullTold_) {
    fullTold_ = true;
    notice_ = archiveFullText();
  }
}

bool GameArchive::dropOldest() {
  if (games_.empty()) return false;
  ArchivedGame now;  // newer than any: the oldest imported game, else the oldest
  now.finishedAt = kLastFinishedAt;
  drop(roomFor(now, false), true);
  return true;
}

bool GameArchive::store(const ArchivedGame& game, bool makeRoom) {
  const std::string text = gamesFileText({game});
  // Full: games make room, one by one, the player told once.
  while (!host_.store(keyOf(game.id), text)) {
    const auto victim = makeRoom ? roomFor(game, true) : games_.end();
    if (victim == games_.end()) return false;
    drop(victim, true);
  }
  return true;
}

std::vector<std::string> GameArchive::idsOf(const Game& game) const {
  std::vector<std::string> ids;
  for (const auto& g : games_)
    if (g.game.moves() == game.moves() && g.game.start() == game.start()) ids.push_back(g.id);
  return ids;
}

bool GameArchive::setAccuracy(std::string_view id, int percent) {
  const auto it =
      std::find_if(games_.begin(), games_.end(), [&](const ArchivedGame& g) { return g.id == id; });
  if (it == games_.end()) return false;
  if (it->accuracy == percent) return true;
  it->accuracy = percent;
  host_.store(keyOf(id), gamesFileText({*it}));  // where it does not fit, kept for this page
  return true;
}

bool GameArchive::add(const ArchivedGame& game) {
  if (!enabled_) return false;
  if (find(game.id)) return true;
  // A newer version's game under the same key (an import of an old file): left as it is.
  if (const auto there = host_.load(keyOf(game.id)); there && !there->empty()) {
    const auto read = readGamesFile(*there);
    if (const auto* error = std::get_if<GamesFileError>(&read); error && error->newerVersion)
      return false;
  }
  while (games_.size() >= kMaxGames) {
    const auto victim = roomFor(game, false);
    if (victim == games_.end()) return false;
    drop(victim, false);
  }
  if (!store(game)) return false;
  games_.push_back(game);
  sort();
  return true;
}

bool GameArchive::remove(std::string_view id) {
  const auto it =
      std::find_if(games_.begin(), games_.end(), [&](const ArchivedGame& g) { return g.id == id; });
  if (it == games_.end()) return false;
  host_.store(keyOf(id), "");
  lastRemoved_ = {*it};
  games_.erase(it);
  return true;
}

void GameArchive::removeAll() {
  if (games_.empty()) return;
  for (const auto& g : games_) host_.store(keyOf(g.id), "");
  lastRemoved_ = std::move(games_);
  games_.clear();
}

std::size_t GameArchive::undoRemove() {
  std::size_t back = 0;
  for (const auto& g : lastRemoved_)
    if (!find(g.id) && store(g)) {
      games_.push_back(g);
      ++back;
    }
  lastRemoved_.clear();
  sort();
  return back;
}

std::variant<std::vector<ArchivedGame>, GamesFileError> GameArchive::newGamesOf(
    std::string_view text, std::int64_t nowMillis, std::size_t room, Imported& count) const {
  // The newest `room` games not kept yet, held as a heap whose top is the oldest of them.
  const auto newer = [](const ArchivedGame& a, const ArchivedGame& b) {
    return a.finishedAt != b.finishedAt ? a.finishedAt > b.finishedAt : a.id > b.id;
  };
  std::vector<ArchivedGame> kept;
  std::set<std::string> seen;
  constexpr std::int64_t kDay = 24 * 60 * 60 * 1000;
  const auto error =
      readGamesFile(text, [&](ArchivedGame&& game, int) -> std::optional<std::string> {
        if (game.finishedAt > nowMillis + kDay)
          return gameEndsLaterText(game.id, dateText(game.finishedAt));
        if (find(game.id) || !seen.insert(game.id).second) {
          ++count.skipped;
          return std::nullopt;
        }
        game.imported = true;
        if (kept.size() < room) {
          kept.push_back(std::move(game));
          std::push_heap(kept.begin(), kept.end(), newer);
        } else {
          ++count.leftOut;
          if (!kept.empty() && newer(game, kept.front())) {
            std::pop_heap(kept.begin(), kept.end(), newer);
            kept.back() = std::move(game);
            std::push_heap(kept.begin(), kept.end(), newer);
          }
        }
        return std::nullopt;
      });
  if (error) return *error;
  std::sort(kept.begin(), kept.end(), newer);
  return kept;
}

std::variant<GameArchive::Imported, GamesFileError> GameArchive::import(std::string_view text,
                                                                        std::int64_t nowMillis) {
  if (text.size() > kMaxGamesFileBytes)
    return GamesFileError{0, gamesFileTooLargeText(static_cast<int>(kMaxGamesFileMegabytes))};
  reload();  // another tab's games count too
  Imported count;
  const std::size_t room = games_.size() < kMaxGames ? kMaxGames - games_.size() : 0;
  auto read = newGamesOf(text, nowMillis, room, count);
  if (auto* error = std::get_if<GamesFileError>(&read)) return std::move(*error);
  auto& games = std::get<std::vector<ArchivedGame>>(read);
  for (std::size_t i = 0; i < games.size(); ++i) {
    const ArchivedGame& g = games[i];
    // A newer version's game under the same key is left as it is.
    if (const auto there = host_.load(keyOf(g.id)); there && !there->empty()) {
      ++count.skipped;
      continue;
    }
    if (!store(g, false)) {  // the storage full: no kept game makes room
      count.leftOut += games.size() - i;
      break;
    }
    games_.push_back(g);
    ++count.added;
  }
  sort();
  return count;
}

std::string GameArchive::takeNotice() {
  std::string notice = std::move(notice_);
  notice_.clear();
  return notice;
}

}  // namespace mancala::app
