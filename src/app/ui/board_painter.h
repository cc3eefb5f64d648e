// The board painted with ImGui's draw lists: wooden two-row board, seeds as seeds, each
// player's store on his right, hole letters, highlights. Where things are is board_geometry.h.
#pragma once

#include <cstdint>
#include <vector>

#include "app/model/animation.h"
#include "app/ui/board_geometry.h"
#include "app/ui/fonts.h"
#include "imgui.h"

namespace mancala::app {

struct BoardMarks {
  std::uint16_t playable = 0;  // bit per hole: may be sown now
  std::uint16_t buyable = 0;   // between Adji Kui II games: may be bought
  std::uint16_t chosen = 0;    // bought in the choice being made
  std::uint16_t owners = 0;    // bit set: North owns the hole
  int selected = -1;           // keyboard cursor
  int hovered = -1;
  int lastMove = -1;    // the hole the last move started from
  int lastEnd = -1;     // and the hole its last seed fell in
  int better = -1;      // the review's better move than the one that led here
  bool dimmed = false;  // e.g. while the computer thinks
};

void drawBoard(ImDrawList* dl, const BoardLayout& layout, const BoardView& view,
               const BoardMarks& marks, const Fonts& fonts, double time);

// The whole window's background (warm dark gradient).
void drawBackground(ImDrawList* dl, ImVec2 min, ImVec2 max);
// The size of the counts' digits on a board laid out as `layout`.
float countTextSize(const BoardLayout& layout);

}  // namespace mancala::app
