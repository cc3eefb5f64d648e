// Looking back through the moves (the move list, the review's marks): the game's board shows the
// position after a number of moves played, still, and in the open review the move looked at is
// said with its verdict. And a move of the game's board played seed by seed. Free functions over
// the app's state and the game's board, reached through the Context (state/context.h).
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "app/model/common/command.h"
#include "app/model/state/context.h"

namespace mancala::app {

// The position after `count` moves (clamped); all the moves: back to the live position.
void viewMoves(Context& ctx, std::size_t count);
// One move back (-1) or forward (+1) from the position looked at (or from the live one).
void stepView(Context& ctx, int delta);

// `trace` played from `before` on the game's board, seed by seed; a game's last move shown live
// (on the play screen, the review closed) is cheered once its seeds have landed.
void animateMove(AppState& state, BoardTable& board, const Position& before, const Trace& trace,
                 double now);
// A game opened at its last position (a link, a record): its last move shown again as it was
// played, so that the person sees where the game stands before anyone plays on (the computer
// answers once it is shown). Its sentence; "" when the game has no move.
std::string replayLastMove(AppState& state, BoardTable& board, double now);

// The move list's commands on the game's part (its `viewed`): View, Step and Live.
std::optional<Refusal> update(GameState& game, const cmd::View& c, Context& ctx);
std::optional<Refusal> update(GameState& game, const cmd::Step& c, Context& ctx);
std::optional<Refusal> update(GameState& game, const cmd::Live& c, Context& ctx);

}  // namespace mancala::app
