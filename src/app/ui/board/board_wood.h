// The board's wood, painted flat: the shadow, the grain, the bevelled edge, the hollows of the
// stores and holes, and the hole letters and store names. Painted once into a texture where the
// platform can bake one (board_painter.cpp decides), else every frame.
#pragma once

#include "app/ui/board/board_geometry.h"
#include "app/ui/lettering/fonts.h"
#include "imgui.h"

namespace mancala::app::paint {

// The hole letters and the store names beyond the wood, upright where the board is seen.
void paintLabels(ImDrawList* dl, const BoardLayout& L, const Fonts& fonts);
// What does not move: the shadow under the board, the wood with its grain and bevelled edge,
// the stores' and holes' hollows, and on a flat board the labels (paintLabels).
void paintWood(ImDrawList* dl, const BoardLayout& L, const Fonts& fonts);

}  // namespace mancala::app::paint
