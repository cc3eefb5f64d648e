// The board painted with ImGui's draw lists: wooden two-row board, seeds as seeds, each
// player's store on his right, hole letters, highlights. Where things are is board_geometry.h.
#pragma once

#include <cstdint>
#include <vector>

#include "app/model/board/animation.h"
#include "app/model/board/board_table.h"
#include "app/ui/board/board_geometry.h"
#include "app/ui/lettering/fonts.h"
#include "imgui.h"

namespace mancala::app {

void drawBoard(ImDrawList* dl, const BoardLayout& layout, const BoardView& view,
               const BoardMarks& marks, const Fonts& fonts, double time);

// The whole window's background (warm dark gradient).
void drawBackground(ImDrawList* dl, ImVec2 min, ImVec2 max);
// The size of the counts' digits on a board laid out as `layout`.
float countTextSize(const BoardLayout& layout);

}  // namespace mancala::app
