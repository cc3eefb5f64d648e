// What the page reads of the board in front as the last frame drew it (App::boardInFront; the
// page API, platform/page/page_api_reading.cpp): where a hole was drawn and the sizes on the board.
#pragma once

#include <optional>

#include "app/ui/play/board_area.h"

namespace mancala::app {

// Where hole i was drawn (logical pixels), if the board was.
std::optional<ImVec2> holeCenter(const BoardArea& board, int i);

// The sizes on the board (logical pixels): a hole's diameter, the height of the digits of the
// counts and of the letters beyond the wood.
struct BoardSizes {
  float hole = 0, countText = 0, letterText = 0;
};
std::optional<BoardSizes> boardSizes(const BoardArea& board);

}  // namespace mancala::app
