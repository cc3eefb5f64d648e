// My games on the device: every finished game kept under a key of its own ("mancala-game-<id>",
// a games file of one game, archived_game.h), so that games finished at once in two tabs both
// land and no write ever holds the whole list. The list in memory is read again when another tab
// changes the storage. A key written by a newer version is neither listed nor written over nor
// deleted. A full storage makes room by deleting the oldest games, and says so once.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "app/model/common/host.h"
#include "app/model/games/archived_game.h"

namespace mancala::app {

class GameArchive {
 public:
  // The most games kept: older ones go first (a game is a few hundred bytes of text, so this
  // stays within a browser's 5 MB of localStorage).
  static constexpr std::size_t kMaxGames = 3000;
  static constexpr std::string_view kKeyPrefix = "mancala-game-";

  explicit GameArchive(Host& host) : host_(host) {}

  // Reads every game kept; `enabled` false (the kiosk, a frame not allowed to): nothing is read
  // or kept.
  void open(bool enabled);
  bool enabled() const { return enabled_; }
  // Another tab or window changed the storage: the list read again.
  void reload();
  // Newest first.
  const std::vector<ArchivedGame>& games() const { return games_; }
  const ArchivedGame* find(std::string_view id) const;

  // Keeps a game (one already kept is not kept twice). False when it could not be kept at all.
  bool add(const ArchivedGame& game);
  // The games kept that are `game` (the same start and moves), newest first.
  std::vector<std::string> idsOf(const Game& game) const;
  // The person's accuracy in a kept game, once it was reviewed; false for no such game.
  bool setAccuracy(std::string_view id, int percent);
  // Deletes the oldest game to make room for something newer (the game in progress' save), the
  // player told once; false when there is none to delete.
  bool dropOldest();

  // Deletes one game, or all; the last deletion can be undone while this page is open.
  bool remove(std::string_view id);
  void removeAll();
  bool canUndo() const { return !lastRemoved_.empty(); }
  // How many games the undo brought back.
  std::size_t undoRemove();

  // Every game of the file not kept yet is kept (those kept already are skipped): how many were
  // added; or, for a file that cannot be read, its first bad line, and nothing is kept.
  std::variant<std::size_t, GamesFileError> import(std::string_view text);
  std::string exportText() const { return gamesFileText(games_); }

  // What the player is to be told of keeping the games (the storage full); once.
  bool hasNotice() const { return !notice_.empty(); }
  std::string takeNotice();

 private:
  bool store(const ArchivedGame& game);
  void sort();

  Host& host_;
  bool enabled_ = false;
  std::vector<ArchivedGame> games_;
  std::vector<ArchivedGame> lastRemoved_;
  bool fullTold_ = false;
  std::string notice_;
};

}  // namespace mancala::app
