// The game being played and My games (games_mode.h) together: a game finished here kept on the
// device, and a kept game opened in its review or to play on from before one of its moves, in
// place of the game being played (put aside: game_switch.h). My games' own commands are
// games_update.h's.
#pragma once

#include <optional>

#include "app/model/common/command.h"
#include "app/model/games/games_mode.h"
#include "app/model/state/context.h"

namespace mancala::app {

// The game just finished kept in My games (not in the kiosk, nor where My games is off, nor a game
// nobody here played, nor the same end of the same game twice); the page told.
void keepFinishedGame(Context& ctx);
// A kept game opened in its review; refused for an unknown id (no-such-game).
std::optional<Refusal> update(GamesMode& games, const cmd::GamesReview& c, Context& ctx);
// A kept game played on from before its move `at` (none: its last); refused for an unknown id and
// a move out of its range (bad-value).
std::optional<Refusal> update(GamesMode& games, const cmd::GamesPlay& c, Context& ctx);

}  // namespace mancala::app
