#include "app/ui/board_geometry.h"

#include <algorithm>
#include <cmath>

namespace mancala::app {
namespace {

using namespace board;

ImVec2 operator+(ImVec2 a, ImVec2 b) { return ImVec2(a.x + b.x, a.y + b.y); }
ImVec2 operator-(ImVec2 a, ImVec2 b) { return ImVec2(a.x - b.x, a.y - b.y); }

}  // namespace

ImVec2 BoardLayout::hole(int i) const {
  const float firstX = min.x + (kPadX + kStoreCol + 0.5f) * unit;
  if (i < kRowHoles)
    return ImVec2(firstX + static_cast<float>(i) * unit, min.y + kRowBottom * unit);
  return ImVec2(firstX + static_cast<float>(11 - i) * unit, min.y + kRowTop * unit);
}

ImVec2 BoardLayout::storeCenter(Player p) const {
  const float y = (min.y + max.y) * 0.5f;
  if (p == Player::South) return ImVec2(max.x - (kPadX + kStoreCol * 0.5f) * unit, y);
  return ImVec2(min.x + (kPadX + kStoreCol * 0.5f) * unit, y);
}

int BoardLayout::holeAt(ImVec2 p) const {
  for (int i = 0; i < kHoles; ++i) {
    const ImVec2 d = p - hole(i);
    if (d.x * d.x + d.y * d.y <= unit * unit * 0.25f) return i;
  }
  return -1;
}

BoardLayout layoutBoard(ImVec2 min, ImVec2 max) {
  const float w = max.x - min.x, h = max.y - min.y;
  BoardLayout l;
  l.unit = std::max(8.0f, std::min(w / (kWoodW + 0.1f), h / (kWoodH + 2 * kLetters)));
  const ImVec2 size(kWoodW * l.unit, kWoodH * l.unit);
  l.min = ImVec2(std::floor(min.x + (w - size.x) * 0.5f), std::floor(min.y + (h - size.y) * 0.5f));
  l.max = l.min + size;
  return l;
}

float boardHeightForWidth(float width) { return width / (kWoodW + 0.1f) * (kWoodH + 2 * kLetters); }

}  // namespace mancala::app
