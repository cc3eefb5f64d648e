// The board drawn with ImGui's draw lists: wooden two-row board, seeds as seeds, each
// player's store on his right, hole letters, highlights. Geometry is shared with hit testing
// and with the page API's holeCenter().
#pragma once

#include <cstdint>
#include <vector>

#include "app/model/animation.h"
#include "app/ui/fonts.h"
#include "imgui.h"

namespace mancala::app {

// Where everything is, for a board fitted into a rectangle. South's row is drawn at the
// bottom, a..f from left to right; North's at the top, F..A from left to right (A above f).
// South's store is at the right end, North's at the left.
struct BoardLayout {
  ImVec2 min, max;  // the board's wood
  float unit = 0;   // distance between neighbouring holes

  ImVec2 hole(int i) const;
  float holeRadius() const { return unit * 0.41f; }
  ImVec2 storeCenter(Player p) const;
  ImVec2 storeHalfSize() const { return ImVec2(unit * 0.44f, unit * 0.93f); }
  // The hole under `p` (a little generous for fingers), or -1.
  int holeAt(ImVec2 p) const;
};

// Fits the board (with room for the letters around it) into [min, max].
BoardLayout layoutBoard(ImVec2 min, ImVec2 max);
// The height the board needs, letters included, when it is `width` wide.
float boardHeightForWidth(float width);

struct BoardMarks {
  std::uint16_t playable = 0;   // bit per hole: may be sown now
  std::uint16_t buyable = 0;    // between Adji Kui II games: may be bought
  std::uint16_t chosen = 0;     // bought in the choice being made
  std::uint16_t owners = 0;     // bit set: North owns the hole
  int selected = -1;            // keyboard cursor
  int hovered = -1;
  int lastMove = -1;            // the hole the last move started from
  bool dimmed = false;          // e.g. while the computer thinks
};

void drawBoard(ImDrawList* dl, const BoardLayout& layout, const BoardView& view,
               const BoardMarks& marks, const Fonts& fonts, double time);

// The whole window's background (warm dark gradient).
void drawBackground(ImDrawList* dl, ImVec2 min, ImVec2 max);

}  // namespace mancala::app
