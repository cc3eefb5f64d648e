#include "app/ui/board/board_wood.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "app/text/i18n.h"
#include "app/ui/board/board_paint_kit.h"
#include "app/ui/widgets/theme.h"

namespace mancala::app::paint {
namespace {

using theme::rgba;
using namespace board;

// A hollow in the wood: dark at the top wall, lighter toward the lit bottom wall.
void bowl(ImDrawList* dl, ImVec2 c, ImVec2 half, float rounding) {
  if (theme::highContrast()) {  // a plain hollow with a white rim: no shading to read through
    dl->AddRectFilled(c - half, c + half, theme::kHoleDeep, rounding);
    dl->AddRect(c - half, c + half, theme::kHoleRim, rounding, 0, std::max(1.5f, half.x * 0.05f));
    return;
  }
  dl->AddRectFilled(c - half - ImVec2(1, 0), c + half + ImVec2(1, 3), rgba(236, 180, 120, 70),
                    rounding + 1);
  int start = dl->VtxBuffer.Size;
  dl->AddRectFilled(c - half, c + half, theme::kHoleDeep, rounding);
  gradient(dl, start, c - ImVec2(0, half.y), c + ImVec2(0, half.y), rgba(36, 18, 6),
           rgba(112, 64, 28));
  const ImVec2 floorHalf(half.x * 0.84f, half.y - half.x * 0.16f);
  start = dl->VtxBuffer.Size;
  dl->AddRectFilled(c - floorHalf + ImVec2(0, half.x * 0.12f),
                    c + floorHalf + ImVec2(0, half.x * 0.12f), rgba(80, 44, 18), rounding * 0.84f);
  gradient(dl, start, c - ImVec2(0, floorHalf.y), c + ImVec2(0, floorHalf.y), rgba(62, 33, 13),
           rgba(98, 56, 24));
}

// The board's shadow, in two steps of widening dark: it falls below the board as seen (above the
// flat one when it is turned half a turn).
void paintShadow(ImDrawList* dl, const BoardLayout& L, float rounding) {
  const float u = L.unit;
  const bool below = !L.flipped || L.upright;
  for (int i = 2; i >= 1; --i) {
    const float g = u * 0.08f * static_cast<float>(i);
    const float lit = g * 0.3f - u * 0.08f, shaded = g * 1.3f;  // beyond the wood's long sides
    dl->AddRectFilled(L.min - ImVec2(g, below ? lit : shaded),
                      L.max + ImVec2(g, below ? shaded : lit), theme::kBoardShadow, rounding + g);
  }
}

// The grain: wavy lines across the wood, each its own from a hash of its number.
void paintGrain(ImDrawList* dl, const BoardLayout& L, float rounding) {
  const float u = L.unit;
  const float x0 = L.min.x + rounding * 0.55f, x1 = L.max.x - rounding * 0.55f;
  const int lines = 22;
  for (int k = 0; k < lines; ++k) {
    const float y =
        L.min.y + (static_cast<float>(k) + 0.5f) / static_cast<float>(lines) * (L.max.y - L.min.y);
    const float amp = u * (0.015f + 0.03f * unitRand(static_cast<std::uint32_t>(k) * 31u));
    const float freq = 2.0f + 3.0f * unitRand(static_cast<std::uint32_t>(k) * 17u + 5u);
    const float phase = unitRand(static_cast<std::uint32_t>(k) * 13u + 1u) * 6.28f;
    const int segments = 48;
    for (int s = 0; s <= segments; ++s) {
      const float fx = static_cast<float>(s) / static_cast<float>(segments);
      dl->PathLineTo(ImVec2(x0 + (x1 - x0) * fx, y + std::sin(fx * freq * kPi + phase) * amp));
    }
    dl->PathStroke(
        withAlpha(theme::kGrain,
                  28 + static_cast<int>(40 * unitRand(static_cast<std::uint32_t>(k) + 99u))),
        0, std::max(1.0f, u * (0.008f + 0.012f * unitRand(static_cast<std::uint32_t>(k) * 3u))));
  }
}

}  // namespace

void paintLabels(ImDrawList* dl, const BoardLayout& L, const Fonts& fonts) {
  for (int i = 0; i < kHoles; ++i) {
    const char letter[2] = {holeLetter(i), 0};
    const float letterY = i < kRowHoles ? L.max.y + L.letterOffset() : L.min.y - L.letterOffset();
    centeredText(dl, fonts.count, L.letterSize(), L.toScreen(ImVec2(L.flatHole(i).x, letterY)),
                 theme::kTextDim, letter);
  }
  // On a touch screen (a phone) no word under 16 px.
  const float size = std::max(theme::fingerSized() ? 16.0f : 12.0f, L.unit * 0.2f);
  centeredText(dl, fonts.body, size,
               L.toScreen(ImVec2(L.flatStore(Player::South).x, L.max.y + L.letterOffset())),
               theme::kTextDim, tr("South"));
  centeredText(dl, fonts.body, size,
               L.toScreen(ImVec2(L.flatStore(Player::North).x, L.min.y - L.letterOffset())),
               theme::kTextDim, tr("North"));
}

void paintWood(ImDrawList* dl, const BoardLayout& L, const Fonts& fonts) {
  const float u = L.unit;
  const float rounding = u * 0.5f;
  paintShadow(dl, L, rounding);
  const int start = dl->VtxBuffer.Size;
  dl->AddRectFilled(L.min, L.max, theme::kWoodLight, rounding);
  gradient(dl, start, L.min, ImVec2(L.min.x, L.max.y), theme::kWoodLight, theme::kWoodDark);
  paintGrain(dl, L, rounding);
  dl->AddRect(L.min, L.max, theme::kWoodEdge, rounding, 0, std::max(1.5f, u * 0.035f));
  dl->AddRect(L.min + ImVec2(u * 0.04f, u * 0.04f), L.max - ImVec2(u * 0.04f, u * 0.04f),
              rgba(255, 214, 160, 60), rounding - u * 0.04f, 0, std::max(1.0f, u * 0.015f));

  const ImVec2 storeHalf = L.storeHalfSize();
  for (Player p : {Player::South, Player::North}) bowl(dl, L.flatStore(p), storeHalf, storeHalf.x);
  const float R = L.holeRadius();
  for (int i = 0; i < kHoles; ++i) {
    bowl(dl, L.flatHole(i), ImVec2(R, R), R);
  }
  if (!L.turned()) paintLabels(dl, L, fonts);
}

}  // namespace mancala::app::paint
