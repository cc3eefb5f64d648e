// The keyboard's cursor on the board: the arrows move it between the holes a person may choose,
// by where they are drawn (rows as the player sees them), wrapping around within a row.
#pragma once

#include <cstdint>

#include "app/ui/board/board_geometry.h"

namespace mancala::app {

// The cursor's next hole among `candidates` (a bit per hole) after the arrow (dx, dy), from
// `selected` (-1: none yet, or not a candidate: the first hole on the chooser's side, which is
// South's when `southSide`). The arrow goes where it points on the board as seen, turned or not.
// Returns `selected` when there is nowhere to go.
int moveCursor(const BoardLayout& layout, std::uint16_t candidates, int selected, bool southSide,
               int dx, int dy);

}  // namespace mancala::app
