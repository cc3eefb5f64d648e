// The game being played replaced or left, on the app's state through a Context: a new game, a
// game played instead (a record, a position, the review's Play from here, a game kept in My
// games), the start screen shown over a game in progress, the game replaced put aside. What the
// board and the computer were doing stops; what a new game tells is play_update.h's afterNewGame.
#pragma once

#include "app/model/common/session.h"
#include "app/model/state/app_state.h"
#include "app/model/state/context.h"
#include "core/game.h"

namespace mancala::app {

// The move being shown ends, and the computer stops thinking.
void stopPlay(Context& ctx);
// After a new game or a move played: no message, no cursor, the live position.
void resetView(Context& ctx);
// Whether this page still owns the storage: a friend's link is noted in the ledger only then.
bool ownsSave(const Context& ctx);
// Before the game is replaced: kept as the previous game when it is in progress (not while
// start-up builds the state).
void putAside(AppState& state);
// The session's game about to be replaced: play stops, the game is put aside, a game by link
// ends (`endLink`), nothing is kept to go back to from the start screen.
void leaveGame(Context& ctx, bool endLink = true);
// A new game of `setup` on the play screen: said, sent to the page, noted for a friend, saved.
void startGame(const SessionSetup& setup, Context& ctx);
// `game` played instead of the session's: a single game, the same players; the game replaced
// put aside.
void playInstead(Game game, Context& ctx);
// The start screen, its choices the game's set-up; a game in progress is kept to go back to
// (and a fresh game that replaced one in progress gives way to it again).
void goToStart(Context& ctx);

}  // namespace mancala::app
