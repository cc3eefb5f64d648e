// My games as a mode of the model: shown instead of the start screen while open, the list of the
// games kept (game_archive.h), newest first, filtered by game and by opponent. AppModel carries
// out its commands (my-games, games-review, games-play, games-link, games-delete,
// games-delete-all, games-undo-delete, games-export, games-pick-file, games-import,
// close-my-games) through it; the My games screen draws it and sends those commands.
#pragma once

#include <optional>
#include <vector>

#include "app/model/games/game_archive.h"

namespace mancala::app {

class GamesMode {
 public:
  explicit GamesMode(Host& host) : archive_(host) {}

  bool isOpen() const { return open_; }
  void open() { open_ = true; }
  void close() { open_ = false; }

  // The filters: a game, an opponent (none: all).
  const std::optional<Variant>& gameFilter() const { return game_; }
  const std::optional<PlayedAgainst>& opponentFilter() const { return opponent_; }
  void setFilters(std::optional<Variant> game, std::optional<PlayedAgainst> opponent) {
    game_ = game;
    opponent_ = opponent;
  }
  // The games listed: those kept that the filters let through, newest first.
  std::vector<const ArchivedGame*> listed() const;

  const GameArchive& archive() const { return archive_; }
  GameArchive& archive() { return archive_; }

 private:
  bool open_ = false;
  std::optional<Variant> game_;
  std::optional<PlayedAgainst> opponent_;
  GameArchive archive_;
};

}  // namespace mancala::app
