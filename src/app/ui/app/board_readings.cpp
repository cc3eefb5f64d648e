#include "app/ui/app/board_readings.h"

#include "app/ui/board/board_painter.h"

namespace mancala::app {

std::optional<ImVec2> holeCenter(const BoardArea& board, int i) {
  const auto& layout = board.layout();
  if (!layout || i < 0 || i >= kHoles) return std::nullopt;
  return layout->hole(i);
}

std::optional<BoardSizes> boardSizes(const BoardArea& board) {
  const auto& layout = board.layout();
  if (!layout) return std::nullopt;
  return BoardSizes{layout->holeRadius() * 2, countTextSize(*layout), layout->letterSize()};
}

}  // namespace mancala::app
