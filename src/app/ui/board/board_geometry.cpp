#include "app/ui/board/board_geometry.h"

#include <algorithm>
#include <cmath>

#include "app/ui/widgets/theme.h"

namespace mancala::app {
namespace {

using namespace board;

ImVec2 operator+(ImVec2 a, ImVec2 b) { return ImVec2(a.x + b.x, a.y + b.y); }
ImVec2 operator-(ImVec2 a, ImVec2 b) { return ImVec2(a.x - b.x, a.y - b.y); }
ImVec2 operator*(ImVec2 a, float s) { return ImVec2(a.x * s, a.y * s); }

float padX(bool narrow) { return narrow ? kNarrowPadX : kPadX; }
float storeCol(bool narrow) { return narrow ? kNarrowStoreCol : kStoreCol; }
float woodW(bool narrow) { return narrow ? kNarrowWoodW : kWoodW; }

// The smallest text on the board, in CSS pixels: 12 px digits (the badge's font is 0.78 of it).
constexpr float kMinCountHeight = 15.5f;
constexpr float kMinLetterSize = 12.0f;

}  // namespace

ImVec2 BoardLayout::toScreen(ImVec2 flat) const {
  if (!turned()) return flat;
  const ImVec2 c = (min + max) * 0.5f;
  const ImVec2 d = flipped ? c - flat : flat - c;
  return upright ? ImVec2(c.x - d.y, c.y + d.x) : c + d;
}

ImVec2 BoardLayout::screenMin() const {
  const ImVec2 a = toScreen(min), b = toScreen(max);
  return ImVec2(std::min(a.x, b.x), std::min(a.y, b.y));
}

ImVec2 BoardLayout::screenMax() const {
  const ImVec2 a = toScreen(min), b = toScreen(max);
  return ImVec2(std::max(a.x, b.x), std::max(a.y, b.y));
}

ImVec2 BoardLayout::flatHole(int i) const {
  const float firstX = min.x + (padX(narrow) + storeCol(narrow) + 0.5f) * unit;
  if (i < kRowHoles)
    return ImVec2(firstX + static_cast<float>(i) * unit, min.y + kRowBottom * unit);
  return ImVec2(firstX + static_cast<float>(11 - i) * unit, min.y + kRowTop * unit);
}

ImVec2 BoardLayout::flatStore(Player p) const {
  const float y = (min.y + max.y) * 0.5f;
  const float fromEnd = (padX(narrow) + storeCol(narrow) * 0.5f) * unit;
  if (p == Player::South) return ImVec2(max.x - fromEnd, y);
  return ImVec2(min.x + fromEnd, y);
}

// A narrow board (a phone held upright) has small holes: its counts take a larger share of them.
float BoardLayout::countHeight() const {
  // On a touch screen (a phone) the count's figures 16 px at least (a badge's text is 0.78 of it).
  return std::max(theme::fingerSized() ? 20.6f : kMinCountHeight, unit * (narrow ? 0.42f : 0.3f));
}

ImVec2 BoardLayout::flatCount(int i) const {
  const float inset = std::max(unit * 0.16f, countHeight() * 0.5f + 1.0f);
  return ImVec2(flatHole(i).x, i < kRowHoles ? max.y - inset : min.y + inset);
}

ImVec2 BoardLayout::flatHeap(int i) const {
  const ImVec2 hole = flatHole(i);
  const float countEdge = std::fabs(flatCount(i).y - hole.y) - countHeight() * 0.5f;
  const float toMiddle =
      std::clamp(heapReach() + 1.0f - countEdge, 0.0f, holeRadius() - heapReach());
  return ImVec2(hole.x, i < kRowHoles ? hole.y - toMiddle : hole.y + toMiddle);
}

float BoardLayout::letterSize() const {
  // On a touch screen (a phone) no letter under 16 px.
  return std::max(theme::fingerSized() ? 16.0f : kMinLetterSize, unit * 0.24f);
}

// Clear of the keyboard's focus frame around the wood (board_area.cpp).
float BoardLayout::letterOffset() const {
  return std::max(kLetters * unit * 0.5f, letterSize() * 0.5f + 8.0f);
}

int BoardLayout::holeAt(ImVec2 p) const {
  for (int i = 0; i < kHoles; ++i) {
    const ImVec2 d = p - hole(i);
    if (d.x * d.x + d.y * d.y <= unit * unit * 0.25f) return i;
  }
  return -1;
}

namespace {

// Below this many pixels between holes, a board that the width limits takes the narrow
// proportions: its holes grow by a fifth.
constexpr float kNarrowBelowUnit = 60.0f;

// The room kept beside the wood's ends, in units.
constexpr float kEndRoom = 0.05f;

bool narrowFits(float w, float h) {
  const float byHeight = h / (kWoodH + 2 * kLetters);
  return w / (kWoodW + kEndRoom) < std::min(byHeight, kNarrowBelowUnit);
}

// The unit of a board lying flat in a w x h rectangle, with the proportions `narrow`.
float flatUnit(float w, float h, bool narrow) {
  return std::min(w / (woodW(narrow) + kEndRoom), h / (kWoodH + 2 * kLetters));
}

// The flat wood of `l` (its unit and proportions set) in the middle of [min, max].
void centre(BoardLayout& l, ImVec2 min, ImVec2 max) {
  const ImVec2 size(woodW(l.narrow) * l.unit, kWoodH * l.unit);
  const ImVec2 center = (min + max) * 0.5f;
  l.min = ImVec2(std::floor(center.x - size.x * 0.5f), std::floor(center.y - size.y * 0.5f));
  l.max = l.min + size;
}

}  // namespace

BoardLayout layoutBoard(ImVec2 min, ImVec2 max, bool mayStand, bool flipped) {
  const float w = max.x - min.x, h = max.y - min.y;
  BoardLayout l;
  l.flipped = flipped;
  l.narrow = narrowFits(w, h);
  l.unit = std::max(8.0f, flatUnit(w, h, l.narrow));
  // Standing on its side, the board is as tall as a narrow board is wide: only when its holes
  // grow by a fifth at least.
  if (mayStand && flatUnit(h, w, true) > l.unit * 1.2f) {
    l.upright = l.narrow = true;
    l.unit = flatUnit(h, w, true);
  }
  centre(l, min, max);
  return l;
}

BoardLayout layoutStandingBoard(ImVec2 min, ImVec2 max) {
  BoardLayout l;
  l.upright = l.narrow = true;
  l.unit = std::max(8.0f, flatUnit(max.y - min.y, max.x - min.x, true));
  centre(l, min, max);
  return l;
}

float standingBoardHeight(float unit) { return unit * (kNarrowWoodW + kEndRoom); }

float boardHeightForWidth(float width) {
  const float standard = width / (kWoodW + kEndRoom);
  const float unit = standard < kNarrowBelowUnit ? width / (kNarrowWoodW + kEndRoom) : standard;
  return unit * (kWoodH + 2 * kLetters);
}

}  // namespace mancala::app
