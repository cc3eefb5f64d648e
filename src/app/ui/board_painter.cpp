#include "app/ui/board_painter.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

#include "app/text/i18n.h"
#include "app/ui/theme.h"
#include "imgui_internal.h"  // ShadeVertsLinearColorGradientKeepAlpha

namespace mancala::app {
namespace {

using theme::rgba;

constexpr float kPi = 3.14159265f;
using namespace board;

ImVec2 operator+(ImVec2 a, ImVec2 b) { return ImVec2(a.x + b.x, a.y + b.y); }
ImVec2 operator-(ImVec2 a, ImVec2 b) { return ImVec2(a.x - b.x, a.y - b.y); }
ImVec2 operator*(ImVec2 a, float s) { return ImVec2(a.x * s, a.y * s); }
ImVec2 lerp(ImVec2 a, ImVec2 b, float t) { return a + (b - a) * t; }

ImU32 withAlpha(ImU32 c, int a) {
  return (c & 0x00FFFFFFu) | (static_cast<ImU32>(std::clamp(a, 0, 255)) << 24);
}

// A small deterministic hash for the seeds' scatter and colours.
std::uint32_t hash(std::uint32_t x) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  x ^= x >> 16;
  return x;
}
float unitRand(std::uint32_t x) { return static_cast<float>(hash(x) & 0xFFFF) / 65535.0f; }

void gradient(ImDrawList* dl, int start, ImVec2 p0, ImVec2 p1, ImU32 c0, ImU32 c1) {
  ImGui::ShadeVertsLinearColorGradientKeepAlpha(dl, start, dl->VtxBuffer.Size, p0, p1, c0, c1);
}

// A filled ellipse rotated by `angle`.
void ellipse(ImDrawList* dl, ImVec2 c, float rx, float ry, float angle, ImU32 col,
             int segments = 16) {
  const float ca = std::cos(angle), sa = std::sin(angle);
  for (int i = 0; i < segments; ++i) {
    const float a = 2 * kPi * static_cast<float>(i) / static_cast<float>(segments);
    const float x = std::cos(a) * rx, y = std::sin(a) * ry;
    dl->PathLineTo(ImVec2(c.x + x * ca - y * sa, c.y + x * sa + y * ca));
  }
  dl->PathFillConvex(col);
}

// One seed: a shaded, slightly flattened bean with a shadow and a glint.
void seed(ImDrawList* dl, ImVec2 c, float size, float angle, std::uint32_t id, int alpha = 255) {
  static constexpr std::array<ImU32, 5> kColors{rgba(181, 172, 150), rgba(160, 150, 128),
                                                rgba(196, 186, 162), rgba(146, 138, 118),
                                                rgba(172, 158, 128)};
  const ImU32 base = kColors[hash(id) % kColors.size()];
  const float rx = size, ry = size * 0.78f;
  ellipse(dl, c + ImVec2(size * 0.18f, size * 0.30f), rx * 1.02f, ry * 1.02f, angle,
          rgba(0, 0, 0, alpha * 95 / 255));
  const int start = dl->VtxBuffer.Size;
  ellipse(dl, c, rx, ry, angle, withAlpha(base, alpha));
  gradient(dl, start, c - ImVec2(0, ry), c + ImVec2(0, ry), withAlpha(base, alpha),
           rgba(96, 88, 72, alpha));
  ellipse(dl, c - ImVec2(rx * 0.12f, ry * 0.18f), rx * 0.70f, ry * 0.62f, angle,
          rgba(230, 222, 200, alpha * 60 / 255), 12);
  ellipse(dl, c - ImVec2(rx * 0.34f, ry * 0.36f), rx * 0.26f, ry * 0.18f, angle - 0.4f,
          rgba(255, 255, 250, alpha * 170 / 255), 10);
}

// Where seed k of n lies in a bowl of radius r (a sunflower spiral, jittered per hole).
ImVec2 seedOffset(int k, int n, float r, std::uint32_t salt, float stretchY = 1.0f) {
  const float spread = n <= 1 ? 0.0f : r * (n <= 4 ? 0.42f : n <= 9 ? 0.58f : 0.66f);
  const float radius =
      spread * std::sqrt((static_cast<float>(k) + 0.5f) / static_cast<float>(std::max(n, 1)));
  const float angle = static_cast<float>(k) * 2.39996f + unitRand(salt) * 6.28f;
  return ImVec2(std::cos(angle) * radius, std::sin(angle) * radius * stretchY);
}

// The seeds of one bowl, drawn bottom last so that they overlap like a heap.
// A hole shows at most 24 seeds (its count says the rest); a store shows all it holds.
void seedHeap(ImDrawList* dl, ImVec2 c, int count, float bowl, float seedSize, std::uint32_t salt,
              float stretchY = 1.0f, int maxShown = 24) {
  const int shown = std::min({count, maxShown, kTotalSeeds});
  struct S {
    ImVec2 p;
    float angle;
    std::uint32_t id;
  };
  std::array<S, kTotalSeeds> seeds{};
  for (int k = 0; k < shown; ++k) {
    const auto id = salt * 97u + static_cast<std::uint32_t>(k);
    seeds[static_cast<std::size_t>(k)] = {c + seedOffset(k, shown, bowl, salt, stretchY),
                                          unitRand(id * 7u) * kPi, id};
  }
  std::sort(seeds.begin(), seeds.begin() + shown,
            [](const S& a, const S& b) { return a.p.y < b.p.y; });
  const float size = shown > 24 ? seedSize * 0.8f : shown > 12 ? seedSize * 0.85f : seedSize;
  for (int k = 0; k < shown; ++k) {
    const S& s = seeds[static_cast<std::size_t>(k)];
    seed(dl, s.p, size, s.angle, s.id);
  }
}

// A hollow in the wood: dark at the top wall, lighter toward the lit bottom wall.
void bowl(ImDrawList* dl, ImVec2 c, ImVec2 half, float rounding) {
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

void badge(ImDrawList* dl, const Fonts& fonts, ImVec2 center, float height, const char* text,
           ImU32 textColor, ImU32 fill = theme::kBadge) {
  ImFont* font = fonts.count ? fonts.count : ImGui::GetFont();
  const float size = height * 0.78f;
  const ImVec2 ts = font->CalcTextSizeA(size, 1e9f, 0, text);
  const float w = std::max(ts.x + height * 0.6f, height * 1.25f);
  const ImVec2 half(w * 0.5f, height * 0.5f);
  dl->AddRectFilled(center - half, center + half, fill, height * 0.5f);
  dl->AddText(font, size, ImVec2(center.x - ts.x * 0.5f, center.y - ts.y * 0.5f), textColor, text);
}

void centeredText(ImDrawList* dl, ImFont* font, float size, ImVec2 c, ImU32 col, const char* text) {
  const ImVec2 ts = font->CalcTextSizeA(size, 1e9f, 0, text);
  dl->AddText(font, size, ImVec2(c.x - ts.x * 0.5f, c.y - ts.y * 0.5f), col, text);
}

void dashedRing(ImDrawList* dl, ImVec2 c, float r, ImU32 col, float thickness, int dashes,
                float phase) {
  for (int i = 0; i < dashes; ++i) {
    const float a0 = phase + 2 * kPi * static_cast<float>(i) / static_cast<float>(dashes);
    dl->PathArcTo(c, r, a0, a0 + kPi / static_cast<float>(dashes), 6);
    dl->PathStroke(col, 0, thickness);
  }
}

}  // namespace

void drawBackground(ImDrawList* dl, ImVec2 min, ImVec2 max) {
  dl->AddRectFilledMultiColor(min, max, theme::kBackgroundTop, theme::kBackgroundTop,
                              theme::kBackgroundBottom, theme::kBackgroundBottom);
}

void drawBoard(ImDrawList* dl, const BoardLayout& L, const BoardView& v, const BoardMarks& m,
               const Fonts& fonts, double time) {
  const float u = L.unit;
  const float rounding = u * 0.5f;
  const float t = static_cast<float>(time);

  // Shadow under the board, then the wood with its grain and a bevelled edge.
  for (int i = 2; i >= 1; --i) {
    const float g = u * 0.08f * static_cast<float>(i);
    dl->AddRectFilled(L.min - ImVec2(g, g * 0.3f) + ImVec2(0, u * 0.08f),
                      L.max + ImVec2(g, g * 1.3f), rgba(0, 0, 0, 52), rounding + g);
  }
  int start = dl->VtxBuffer.Size;
  dl->AddRectFilled(L.min, L.max, theme::kWoodLight, rounding);
  gradient(dl, start, L.min, ImVec2(L.min.x, L.max.y), theme::kWoodLight, theme::kWoodDark);
  {
    const float x0 = L.min.x + rounding * 0.55f, x1 = L.max.x - rounding * 0.55f;
    const int lines = 22;
    for (int k = 0; k < lines; ++k) {
      const float y = L.min.y + (static_cast<float>(k) + 0.5f) / static_cast<float>(lines) *
                                    (L.max.y - L.min.y);
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
  dl->AddRect(L.min, L.max, theme::kWoodEdge, rounding, 0, std::max(1.5f, u * 0.035f));
  dl->AddRect(L.min + ImVec2(u * 0.04f, u * 0.04f), L.max - ImVec2(u * 0.04f, u * 0.04f),
              rgba(255, 214, 160, 60), rounding - u * 0.04f, 0, std::max(1.0f, u * 0.015f));

  // The stores, each on its owner's right: South's at the right end, North's at the left.
  const ImVec2 storeHalf = L.storeHalfSize();
  for (Player p : {Player::South, Player::North}) {
    const ImVec2 c = L.storeCenter(p);
    bowl(dl, c, storeHalf, storeHalf.x);
    const int n = v.stores[static_cast<std::size_t>(index(p))];
    seedHeap(dl, c - ImVec2(0, u * 0.08f), n, storeHalf.x * (n > 24 ? 1.2f : 1.05f), u * 0.085f,
             1000u + static_cast<std::uint32_t>(index(p)), storeHalf.y / storeHalf.x * 0.82f,
             kTotalSeeds);
    char text[8];
    std::snprintf(text, sizeof text, "%d", n);
    badge(dl, fonts, c + ImVec2(0, storeHalf.y - u * 0.2f), u * 0.28f, text, theme::kAccent);
  }

  // The holes.
  const float R = L.holeRadius();
  for (int i = 0; i < kHoles; ++i) {
    const ImVec2 c = L.hole(i);
    const auto bit = static_cast<std::uint16_t>(1u << i);
    const bool south = i < kRowHoles;
    bowl(dl, c, ImVec2(R, R), R);
    if (m.hovered == i && (m.playable & bit || m.buyable & bit))
      dl->AddCircleFilled(c, R, rgba(255, 230, 160, 40), 40);
    if (m.lastMove == i && !v.running)
      dl->AddCircle(c, R * 1.08f, rgba(255, 255, 255, 70), 40, u * 0.025f);
    if (v.origin == i) dl->AddCircle(c, R * 1.08f, rgba(255, 255, 255, 110), 40, u * 0.03f);

    const int n = v.seeds[static_cast<std::size_t>(i)];
    seedHeap(dl, c, n, R, u * 0.105f, static_cast<std::uint32_t>(i) + 1u);

    if (m.playable & bit) {
      const int a = 150 + static_cast<int>(70 * std::sin(t * 3.2f));
      dl->AddCircle(c, R * 1.1f, withAlpha(theme::kAccent, a), 48, u * 0.055f);
    }
    if (m.buyable & bit && !(m.chosen & bit))
      dashedRing(dl, c, R * 1.12f, theme::kAccent, u * 0.04f, 10, t * 0.8f);
    if (m.selected == i) {
      dl->AddCircle(c, R * 1.24f, rgba(255, 255, 255, 235), 48, u * 0.035f);
      const float tip = south ? c.y + R * 1.3f : c.y - R * 1.3f;
      const float dir = south ? 1.0f : -1.0f;
      dl->AddTriangleFilled(ImVec2(c.x, tip), ImVec2(c.x - u * 0.09f, tip + dir * u * 0.13f),
                            ImVec2(c.x + u * 0.09f, tip + dir * u * 0.13f),
                            rgba(255, 255, 255, 235));
    }
    if (v.captureHole == i) {
      for (int g = 0; g < 4; ++g)
        dl->AddCircle(c, R * (1.05f + 0.08f * static_cast<float>(g)),
                      withAlpha(theme::kCapture, 200 - 45 * g), 48, u * 0.04f);
    }
    if (v.relayHole == i) {
      dl->AddCircle(c, R * 1.12f, theme::kRelay, 48, u * 0.05f);
      badge(dl, fonts, c + ImVec2(0, south ? -R * 0.2f : R * 0.2f), u * 0.24f, tr("relay"),
            theme::kRelay);
    }
    if (v.skipHole == i) {
      dashedRing(dl, c, R * 1.1f, rgba(230, 230, 230, 220), u * 0.035f, 12, 0);
      badge(dl, fonts, c, u * 0.24f, tr("skipped"), rgba(230, 230, 230));
    }

    // Ownership that differs from the row: a tag with the owner's letter and a dashed ring in
    // his colour, so that it does not depend on colour alone.
    const Player owner = (m.owners >> i) & 1 ? Player::North : Player::South;
    if (owner != rowOf(i) || (m.chosen & bit)) {
      const ImU32 ownerFill = owner == Player::South ? theme::kSouth : theme::kNorth;
      const ImU32 ownerText = owner == Player::South ? theme::kNorth : theme::kSouth;
      dashedRing(dl, c, R * 1.16f, ownerFill, u * 0.05f, 8, 0.2f);
      const ImVec2 tag = c + ImVec2(-R * 0.78f, south ? -R * 0.78f : R * 0.78f);
      dl->AddCircleFilled(tag, u * 0.15f, ownerFill, 24);
      dl->AddCircle(tag, u * 0.15f, theme::kAccent, 24, u * 0.02f);
      centeredText(dl, fonts.count, u * 0.2f, tag, ownerText, owner == Player::South ? "S" : "N");
    }

    // The count, on the outer side of the hole, and the letter beyond the wood.
    char text[8];
    std::snprintf(text, sizeof text, "%d", n);
    const float badgeY = south ? L.max.y - u * 0.16f : L.min.y + u * 0.16f;
    badge(dl, fonts, ImVec2(c.x, badgeY), u * 0.25f, text, n ? theme::kText : theme::kTextDim);
    const char letter[2] = {holeLetter(i), 0};
    const float letterY = south ? L.max.y + kLetters * u * 0.5f : L.min.y - kLetters * u * 0.5f;
    centeredText(dl, fonts.count, u * 0.24f, ImVec2(c.x, letterY), theme::kTextDim, letter);
  }

  // Store names beyond the wood, by their stores.
  centeredText(dl, fonts.body, u * 0.2f,
               ImVec2(L.storeCenter(Player::South).x, L.max.y + kLetters * u * 0.5f),
               theme::kTextDim, tr("South"));
  centeredText(dl, fonts.body, u * 0.2f,
               ImVec2(L.storeCenter(Player::North).x, L.min.y - kLetters * u * 0.5f),
               theme::kTextDim, tr("North"));

  // Seeds on the move: the hand, and a seed or a capture in flight.
  auto place = [&](int where) {
    if (where >= 0) return L.hole(where);
    return L.storeCenter(where == -1 ? Player::South : Player::North);
  };
  if (v.running && v.hand > 0 && v.handTo >= 0) {
    // The hand hovers in the gap between the rows, beside the hole it is over.
    auto handAt = [&](int h) {
      const ImVec2 c = L.hole(h);
      return ImVec2(c.x + u * 0.22f, c.y + (h < kRowHoles ? -u * 0.42f : u * 0.42f));
    };
    const ImVec2 hc =
        lerp(handAt(v.handFrom >= 0 ? v.handFrom : v.handTo), handAt(v.handTo), v.handT);
    dl->AddCircleFilled(hc + ImVec2(u * 0.05f, u * 0.12f), u * 0.2f, rgba(0, 0, 0, 60), 24);
    seedHeap(dl, hc, std::min(v.hand, 7), u * 0.22f, u * 0.095f, 777u);
    char text[8];
    std::snprintf(text, sizeof text, "%d", v.hand);
    badge(dl, fonts, hc + ImVec2(u * 0.3f, -u * 0.16f), u * 0.24f, text, theme::kAccent);
  }
  if (v.flyCount > 0 && v.flyTo != -100) {
    const ImVec2 a = place(v.flyFrom >= 0 ? v.flyFrom : v.flyTo), b = place(v.flyTo);
    const ImVec2 p = lerp(a, b, v.flyT) - ImVec2(0, std::sin(v.flyT * kPi) * u * 0.45f);
    const int shown = std::min(v.flyCount, 6);
    for (int k = 0; k < shown; ++k) {
      const ImVec2 o = seedOffset(k, shown, u * 0.2f, 4242u);
      seed(dl, p + o, u * 0.1f, static_cast<float>(k), 555u + static_cast<std::uint32_t>(k));
    }
  }

  if (m.dimmed) dl->AddRectFilled(L.min, L.max, rgba(20, 12, 6, 60), rounding);

  if (!v.banner.empty()) {
    const ImVec2 c = (L.min + L.max) * 0.5f;
    ImFont* font = fonts.heading ? fonts.heading : ImGui::GetFont();
    const float size = std::max(18.0f, u * 0.3f);
    const ImVec2 ts = font->CalcTextSizeA(size, 1e9f, 0, v.banner.c_str());
    const ImVec2 half(ts.x * 0.5f + u * 0.35f, ts.y * 0.5f + u * 0.18f);
    dl->AddRectFilled(c - half + ImVec2(3, 5), c + half + ImVec2(3, 5), rgba(0, 0, 0, 90),
                      u * 0.2f);
    dl->AddRectFilled(c - half, c + half, rgba(36, 22, 12, 240), u * 0.2f);
    dl->AddRect(c - half, c + half, theme::kAccent, u * 0.2f, 0, 2.0f);
    dl->AddText(font, size, c - ts * 0.5f, theme::kText, v.banner.c_str());
  }
}

}  // namespace mancala::app
