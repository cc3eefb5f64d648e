// Where the board's parts are, for a board fitted into a rectangle: shared by the painting,
// the hit testing of clicks and taps, the keyboard cursor and the page API's holeCenter().
#pragma once

#include "core/types.h"
#include "imgui.h"

namespace mancala::app {

// The board's proportions, in units (the distance between neighbouring holes).
namespace board {
constexpr float kPadX = 0.15f;      // wood beyond the stores
constexpr float kStoreCol = 0.85f;  // a store's column
constexpr float kWoodW = 2 * kPadX + 2 * kStoreCol + 6.0f;
// A narrow screen (a phone held upright, a small frame): less wood and slimmer stores, so that
// the holes stay big enough to touch and their counts big enough to read.
constexpr float kNarrowPadX = 0.02f;
constexpr float kNarrowStoreCol = 0.55f;
constexpr float kNarrowWoodW = 2 * kNarrowPadX + 2 * kNarrowStoreCol + 6.0f;
constexpr float kWoodH = 2.5f;
constexpr float kLetters = 0.45f;  // room for the letters above and below the wood
constexpr float kRowTop = 0.72f, kRowBottom = 1.78f;
}  // namespace board

// Where everything is, for a board fitted into a rectangle. The board is laid out lying flat:
// South's row at the bottom, a..f from left to right; North's at the top, F..A from left to right
// (A above f); South's store at the right end, North's at the left. A board standing on its side
// (a phone held upright) is the flat one turned a quarter clockwise about its middle: South's row
// on the left, a at the top, South's store at the bottom. A board seen from North's side
// (`flipped`: North's row near the person) is first turned half a turn about its middle: North's
// row at the bottom, A at the left. `min`, `max`, `flatHole` and
// `flatStore` are the flat board's (what the painter paints before turning it); `hole`,
// `storeCenter` and `toScreen` are where they are seen.
struct BoardLayout {
  ImVec2 min, max;       // the flat board's wood
  float unit = 0;        // distance between neighbouring holes
  bool narrow = false;   // the narrow proportions (board::kNarrow...)
  bool upright = false;  // standing on its side: the flat board turned a quarter clockwise
  bool flipped = false;  // seen from North's side: the flat board turned half a turn first

  // The flat board is drawn turned (upright or flipped).
  bool turned() const { return upright || flipped; }

  ImVec2 toScreen(ImVec2 flat) const;
  // The wood's corners as seen.
  ImVec2 screenMin() const;
  ImVec2 screenMax() const;
  ImVec2 flatHole(int i) const;
  ImVec2 hole(int i) const { return toScreen(flatHole(i)); }
  float holeRadius() const { return unit * 0.46f; }
  ImVec2 flatStore(Player p) const;
  ImVec2 storeCenter(Player p) const { return toScreen(flatStore(p)); }
  // The flat store's half size.
  ImVec2 storeHalfSize() const { return ImVec2(unit * (narrow ? 0.25f : 0.36f), unit * 0.93f); }
  // The height of the numbers on the board (the counts' badges): never below what a person
  // reads on a phone.
  float countHeight() const;
  // Where hole i's count is: its badge on the hole's outer side, against the wood's edge.
  ImVec2 flatCount(int i) const;
  // Where hole i's seeds lie: from the hole's middle toward the board's middle line as far as
  // it takes for a full heap (24 seeds) to stay clear of the count, which on a narrow board
  // reaches further into the hole; the heap is flattened that way by heapFlatten().
  ImVec2 flatHeap(int i) const;
  float heapFlatten() const { return narrow ? 0.85f : 1.0f; }
  // How far the seeds of a full heap reach from its middle across the rows (paint::seedOffset:
  // 0.66 of the hole's radius, flattened, plus a seed's size, 0.105 units at most).
  float heapReach() const { return holeRadius() * 0.66f * heapFlatten() + unit * 0.105f; }
  // The size of the letters beyond the wood, and how far from the wood their middle is.
  float letterSize() const;
  float letterOffset() const;
  // The hole under `p` (a little generous for fingers), or -1.
  int holeAt(ImVec2 p) const;
};

// Fits the board (with room for the letters around it) into [min, max]; standing on its side
// when `mayStand` and the rectangle is so tall that its holes are much larger that way.
// `flipped`: seen from North's side.
BoardLayout layoutBoard(ImVec2 min, ImVec2 max, bool mayStand = false, bool flipped = false);
// Fits the board standing on its side into [min, max], whatever the rectangle's shape: a phone
// held upright shows it so on every screen, as its game does.
BoardLayout layoutStandingBoard(ImVec2 min, ImVec2 max);
// The height a board standing on its side takes where its unit is `unit`.
float standingBoardHeight(float unit);
// The height the board needs, letters included, when it is `width` wide.
float boardHeightForWidth(float width);

}  // namespace mancala::app
