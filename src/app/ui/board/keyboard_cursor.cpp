#include "app/ui/board/keyboard_cursor.h"

#include <cmath>

namespace mancala::app {

namespace {

// `mirrored`: the flat board is seen turned half a turn (its right end on the left).
int moveOnFlat(const BoardLayout& layout, std::uint16_t candidates, int selected, bool southSide,
               bool mirrored, int dx, int dy) {
  const std::uint16_t mask = candidates;
  if (!mask) return selected;
  if (selected < 0 || !((mask >> selected) & 1)) {
    // Start on the side of the player who chooses, at the left end as seen.
    const float sx = mirrored ? -1.0f : 1.0f, sy = southSide ? 1.0f : -1.0f;
    int best = -1;
    for (int h = 0; h < kHoles; ++h) {
      if (!((mask >> h) & 1)) continue;
      if (best < 0) {
        best = h;
        continue;
      }
      const ImVec2 p = layout.hole(h), q = layout.hole(best);
      if ((p.y - q.y) * sy > 1 || (std::fabs(p.y - q.y) < 1 && (p.x - q.x) * sx < 0)) best = h;
    }
    return best;
  }
  const ImVec2 from = layout.hole(selected);
  int best = -1;
  float bestScore = 1e9f;
  for (int h = 0; h < kHoles; ++h) {
    if (h == selected || !((mask >> h) & 1)) continue;
    const ImVec2 p = layout.hole(h);
    const float ddx = p.x - from.x, ddy = p.y - from.y;
    const bool sameRow = std::fabs(ddy) < 1;
    float score = 0;
    if (dx != 0) {
      if (ddx * static_cast<float>(dx) <= 0) continue;
      score = std::fabs(ddx) + (sameRow ? 0 : 10000);
    } else {
      if (sameRow || ddy * static_cast<float>(dy) <= 0) continue;
      score = std::fabs(ddx);
    }
    if (score < bestScore) {
      bestScore = score;
      best = h;
    }
  }
  if (best < 0 && dx != 0) {  // wrap around within the row
    for (int h = 0; h < kHoles; ++h) {
      if (!((mask >> h) & 1) || std::fabs(layout.hole(h).y - from.y) >= 1) continue;
      const float x = layout.hole(h).x;
      const float score = dx > 0 ? x : -x;
      if (score < bestScore) {
        bestScore = score;
        best = h;
      }
    }
  }
  return best >= 0 ? best : selected;
}

}  // namespace

int moveCursor(const BoardLayout& layout, std::uint16_t candidates, int selected, bool southSide,
               int dx, int dy) {
  // The cursor moves on the flat board (its rows left to right), the arrow turned back as the
  // board was turned (BoardLayout::toScreen: half a turn when flipped, then a quarter clockwise
  // when upright).
  BoardLayout flat = layout;
  flat.upright = flat.flipped = false;
  int fx = dx, fy = dy;
  if (layout.upright) {
    fx = dy;
    fy = -dx;
  }
  if (layout.flipped) {
    fx = -fx;
    fy = -fy;
  }
  return moveOnFlat(flat, candidates, selected, southSide, layout.flipped, fx, fy);
}

}  // namespace mancala::app
