// The engine's principal line after a move of a reviewed game: the move, then what the search
// expects both sides to play (ai::search's principal variation), each move legal in turn. What
// the review's "why" is read from (why_reason.h) and what Show the line plays on the board.
#pragma once

#include <cstddef>
#include <vector>

#include "core/game.h"

namespace mancala::app {

// Plies of a line kept: the move and the four after it.
inline constexpr std::size_t kLinePlies = 5;
// The search's depth behind a line: short enough for the interface's thread.
inline constexpr int kLineDepth = 8;

// `move` (legal in the position before `game`'s move `i`), then the principal line from there,
// at most kLinePlies moves in all; shorter where the game ends.
std::vector<Move> principalLine(const Game& game, std::size_t i, Move move);

// The positions of `line` played from before `game`'s move `i`: [0] before it, [k] after k moves.
std::vector<Position> linePositions(const Game& game, std::size_t i, const std::vector<Move>& line);

}  // namespace mancala::app
