// The game's play as time passes, once a frame before the board's frame is computed (AppModel::
// update): the hint's answer picked up and said, the win cheered once the last move has landed,
// and, once a move has been shown, a forced pass played, the computer's purchase chosen, the
// computer's move searched for and played.
#pragma once

#include "app/model/state/context.h"

namespace mancala::app {

// The hint's answer, said once the search has decided (its move under the cursor).
void pickUpHint(Context& ctx);
// The win sound (a WinSound effect), where sound is on: once the game's last move, shown live,
// has landed, and only when the person in front of the screen won (player_strips.h's youWon).
void cheerWin(Context& ctx);
// A forced pass, the computer's purchase or its move, on the play screen once no move is being
// shown; whether a move was played.
bool advancePlay(Context& ctx);

}  // namespace mancala::app
