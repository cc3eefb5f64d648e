// My games' commands (command.h) carried out on its state (games_mode.h): open the screen with its
// filters (from a game, the start screen comes back under it), close it, send a game's link,
// delete and bring back, export, pick a file and import it. Opening a kept game in its review or
// to play on replaces the game: AppModel does that (games_actions.cpp). Where the device keeps no
// games, or the host cannot do what is asked, a command is refused (Unavailable).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "app/model/common/command.h"
#include "app/model/games/games_mode.h"
#include "app/model/state/context.h"

namespace mancala::app {

std::optional<Refusal> update(GamesMode& games, const cmd::MyGames& c, Context& ctx);
std::optional<Refusal> update(GamesMode& games, const cmd::CloseMyGames& c, Context& ctx);
std::optional<Refusal> update(GamesMode& games, const cmd::GamesLink& c, Context& ctx);
std::optional<Refusal> update(GamesMode& games, const cmd::GamesDelete& c, Context& ctx);
std::optional<Refusal> update(GamesMode& games, const cmd::GamesDeleteAll& c, Context& ctx);
std::optional<Refusal> update(GamesMode& games, const cmd::GamesUndoDelete& c, Context& ctx);
std::optional<Refusal> update(GamesMode& games, const cmd::GamesExport& c, Context& ctx);
std::optional<Refusal> update(GamesMode& games, const cmd::GamesPickFile& c, Context& ctx);
std::optional<Refusal> update(GamesMode& games, const cmd::GamesImport& c, Context& ctx);

// An id that names no kept game, refused.
Refusal noSuchGame(std::string_view id);
// The time a game is kept or imported at: milliseconds since 1970.
std::int64_t wallClockMillis();

}  // namespace mancala::app
