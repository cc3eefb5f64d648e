// My games on the device: every finished game kept under a key of its own ("mancala-game-<id>",
// a games file of one game, archived_game.h), so that games finished at once in two tabs both
// land and no write ever holds the whole list. The list in memory is read again when another tab
// changes the storage. A key written by a newer version is neither listed nor written over nor
// deleted. The games played on this device come first: a game finished here that needs room
// (kMaxGames reached, or a full storage) deletes the oldest imported game, and only when there
// is none the oldest game played here, the player told once; an import adds what fits beside
// the games kept and never deletes one.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "app/model/common/host.h"
#include "app/model/games/archived_game.h"

namespace mancala::app {

class GameArchive {
 public:
  // The most games kept (a game is a few hundred bytes of text, so this stays within a
  // browser's 5 MB of localStorage).
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

  // Keeps a game finished on this device (one already kept is not kept twice), making room as
  // said above. False when it could not be kept at all.
  bool add(const ArchivedGame& game);
  // The games kept that are `game` (the same start and moves), newest first.
  std::vector<std::string> idsOf(const Game& game) const;
  // The person's accuracy in a kept game, once it was reviewed; false for no such game.
  bool setAccuracy(std::string_view id, int percent);
  // Deletes the oldest imported game, or where there is none the oldest game, to make room for
  // something newer (the game in progress' save), the player told once; false when there is
  // none to delete.
  bool dropOldest();

  // Deletes one game, or all; the last deletion can be undone while this page is open.
  bool remove(std::string_view id);
  void removeAll();
  bool canUndo() const { return !lastRemoved_.empty(); }
  // How many games the undo brought back.
  std::size_t undoRemove();

  // What an import did: the games added, those skipped as kept already (or twice in the file),
  // and those left out for want of room (kMaxGames reached, or the storage full).
  struct Imported {
    std::size_t added = 0, skipped = 0, leftOut = 0;
  };
  // The file's games not kept yet, marked imported, as many as fit beside the games kept, the
  // newest first; no kept game is deleted for them. A file that cannot be read (a bad line
  // anywhere, longer than kMaxGamesFileBytes, a game ending more than a day after `nowMillis`)
  // is refused with its first bad line, and nothing of it is kept.
  using Import = std::variant<Imported, GamesFileError>;
  Import import(std::string_view text, std::int64_t nowMillis);
  std::string exportText() const { return gamesFileText(games_); }

  // What the player is to be told of keeping the games (the storage full); once.
  bool hasNotice() const { return !notice_.empty(); }
  std::string takeNotice();

 private:
  // Writes the game's key, deleting games to make room for it (as said above) where
  // `makeRoom`; false when it does not fit.
  bool store(const ArchivedGame& game, bool makeRoom = true);
  // The game to delete to make room for `game`: the oldest imported one (not newer than
  // `game` when that is imported too), else, for a game played here, the oldest played here
  // (not newer than `game` where `olderOnly`); games_.end() for none.
  std::vector<ArchivedGame>::iterator roomFor(const ArchivedGame& game, bool olderOnly);
  // Deletes a game to make room, the player told once where `tell`.
  void drop(std::vector<ArchivedGame>::iterator it, bool tell);
  // The games of the file that an import keeps: the newest `room` of those not kept yet.
  std::variant<std::vector<ArchivedGame>, GamesFileError> newGamesOf(std::string_view text,
                                                                     std::int64_t nowMillis,
                                                                     std::size_t room,
                                                                     Imported& count) const;
  void sort();

  Host& host_;
  bool enabled_ = false;
  std::vector<ArchivedGame> games_;
  std::vector<ArchivedGame> lastRemoved_;
  bool fullTold_ = false;
  std::string notice_;
};

}  // namespace mancala::app
