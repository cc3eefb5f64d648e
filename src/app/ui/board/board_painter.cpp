#include "app/ui/board/board_painter.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "app/text/i18n.h"
#include "app/ui/board/board_paint_kit.h"
#include "app/ui/board/board_seeds.h"
#include "app/ui/board/board_wood.h"
#include "app/ui/board/texture_baker.h"
#include "app/ui/lettering/drawn_text.h"
#include "app/ui/widgets/theme.h"

namespace mancala::app {
namespace {

using theme::rgba;
using namespace paint;
using namespace board;

constexpr float kBadgeText = 0.78f;  // a badge's text, in parts of its height

void badge(ImDrawList* dl, const Fonts& fonts, ImVec2 center, float height, const char* text,
           ImU32 textColor, ImU32 fill = theme::kBoardBadge) {
  ImFont* font = fonts.count ? fonts.count : ImGui::GetFont();
  const float size = height * kBadgeText;
  const ImVec2 ts = font->CalcTextSizeA(size, 1e9f, 0, text);
  const float w = std::max(ts.x + height * 0.6f, height * 1.25f);
  const ImVec2 half(w * 0.5f, height * 0.5f);
  dl->AddRectFilled(center - half, center + half, fill, height * 0.5f);
  drawText(dl, font, size, ImVec2(center.x - ts.x * 0.5f, center.y - ts.y * 0.5f), textColor, text);
}

void dashedRing(ImDrawList* dl, ImVec2 c, float r, ImU32 col, float thickness, int dashes,
                float phase) {
  for (int i = 0; i < dashes; ++i) {
    const float a0 = phase + 2 * kPi * static_cast<float>(i) / static_cast<float>(dashes);
    dl->PathArcTo(c, r, a0, a0 + kPi / static_cast<float>(dashes), 6);
    dl->PathStroke(col, 0, thickness);
  }
}

// Turns what is painted flat (a board standing on its side, BoardLayout::upright): flush() turns
// the vertices added since the last flush() or skip(); what is added before a skip() (text, drawn
// upright where toScreen says) stays as it is.
class Turn {
 public:
  Turn(ImDrawList* dl, const BoardLayout& L) : dl_(dl), L_(L), from_(dl->VtxBuffer.Size) {}
  void flush() {
    if (L_.turned())
      for (int i = from_; i < dl_->VtxBuffer.Size; ++i)
        dl_->VtxBuffer[i].pos = L_.toScreen(dl_->VtxBuffer[i].pos);
    from_ = dl_->VtxBuffer.Size;
  }
  void skip() { from_ = dl_->VtxBuffer.Size; }
  // Draws a badge or a text over the board upright (at a place L.toScreen gives).
  template <class Draw>
  void upright(Draw draw) {
    flush();
    draw();
    skip();
  }

 private:
  ImDrawList* dl_;
  const BoardLayout& L_;
  int from_;
};

// The wood, from its baked texture when there is one.
void drawWood(ImDrawList* dl, const BoardLayout& L, const Fonts& fonts, Turn& turn) {
  const float s = pixelScale();
  std::string words = tr("South");
  words += '|';
  words += tr("North");
  for (ImU32 c : {theme::kWoodLight, theme::kWoodDark, theme::kGrain, theme::kWoodEdge,
                  theme::kHoleDeep, theme::kTextDim, theme::kBoardShadow}) {
    words += '|';
    words += std::to_string(c);
  }
  const std::string key =
      keyOf({L.min.x, L.min.y, L.max.x, L.max.y, L.unit, s,
             L.upright   ? 1.0f
             : L.flipped ? 2.0f
                         : 0.0f,
             static_cast<float>(reinterpret_cast<std::uintptr_t>(ImGui::GetIO().Fonts->TexID))},
            words);
  const Baked* wood = bake(dl, key, [&](ImDrawList* list) { paintWood(list, L, fonts); });
  if (!wood) {
    paintWood(dl, L, fonts);
  } else {
    PremultipliedBlock block(dl);
    dl->AddImage(wood->texture, wood->min, wood->max, ImVec2(0, 1), ImVec2(1, 0));
  }
  turn.flush();
  if (L.turned()) {  // the labels upright, beside the turned board
    paintLabels(dl, L, fonts);
    turn.skip();
  }
}

// Under the seeds: the hover light and the rings of the last move and of the move shown.
void drawUnderSeeds(ImDrawList* dl, const BoardLayout& L, const BoardView& v, const BoardMarks& m) {
  const float u = L.unit;
  const float R = L.holeRadius();
  for (int i = 0; i < kHoles; ++i) {
    const ImVec2 c = L.flatHole(i);
    const auto bit = static_cast<std::uint16_t>(1u << i);
    if (m.hovered == i && (m.playable & bit || m.buyable & bit))
      dl->AddCircleFilled(c, R, rgba(255, 230, 160, 40));
    if (m.lastMove == i && !v.running)
      dl->AddCircle(c, R * 1.08f, rgba(255, 255, 255, 120), 0, u * 0.03f);
    if (m.lastEnd == i && m.lastEnd != m.lastMove && !v.running)
      dashedRing(dl, c, R * 1.08f, rgba(255, 255, 255, 150), u * 0.03f, 12, 0.0f);
    if (v.origin == i) dl->AddCircle(c, R * 1.08f, rgba(255, 255, 255, 110), 0, u * 0.03f);
    if (m.better == i && !v.running) {  // thick and dashed: not by its colour alone
      dl->AddCircle(c, R * 1.16f, rgba(0, 0, 0, 200), 0, u * 0.09f);
      dashedRing(dl, c, R * 1.16f, rgba(140, 230, 140), u * 0.06f, 8, 0.0f);
    }
  }
}

// The seeds of the stores, each on its owner's right (South's at the right end, North's at the
// left), and of the holes.
void drawResting(ImDrawList* dl, const BoardLayout& L, const BoardView& v) {
  const float u = L.unit;
  const ImVec2 storeHalf = L.storeHalfSize();
  Seeds seeds(dl, u * 0.105f, L.flipped && !L.upright);
  for (Player p : {Player::South, Player::North}) {
    const int n = v.stores[static_cast<std::size_t>(index(p))];
    seedHeap(seeds, L.flatStore(p) - ImVec2(0, u * 0.08f), n, storeHalf.x * (n > 24 ? 1.2f : 1.05f),
             u * 0.085f, 1000u + static_cast<std::uint32_t>(index(p)),
             storeHalf.y / storeHalf.x * 0.82f, kTotalSeeds);
  }
  for (int i = 0; i < kHoles; ++i)
    seedHeap(seeds, L.flatHeap(i), v.seeds[static_cast<std::size_t>(i)], L.holeRadius(), u * 0.105f,
             static_cast<std::uint32_t>(i) + 1u, L.heapFlatten());
}

// Each store's count, on a badge near its outer end.
void drawStoreCounts(ImDrawList* dl, const BoardLayout& L, const BoardView& v, const Fonts& fonts,
                     Turn& turn) {
  const ImVec2 storeHalf = L.storeHalfSize();
  for (Player p : {Player::South, Player::North}) {
    char text[8];
    std::snprintf(text, sizeof text, "%d", v.stores[static_cast<std::size_t>(index(p))]);
    turn.upright([&] {
      badge(dl, fonts, L.toScreen(L.flatStore(p) + ImVec2(0, storeHalf.y - L.unit * 0.2f)),
            L.countHeight() * 1.1f, text, theme::kBoardAccent);
    });
  }
}

// The review's better move: an arrow from its hole to where its last seed would fall.
void drawBetterArrow(ImDrawList* dl, const BoardLayout& L, const BoardView& v,
                     const BoardMarks& m) {
  if (m.better >= 0 && m.betterEnd >= 0 && m.betterEnd != m.better && !v.running) {
    const float R = L.holeRadius();
    const ImVec2 a = L.flatHole(m.better), b = L.flatHole(m.betterEnd);
    const ImVec2 d = b - a;
    const float n = std::sqrt(d.x * d.x + d.y * d.y);
    arrow(dl, a + d * (R * 0.35f / n), b - d * (R * 0.45f / n), L.unit * 0.07f,
          rgba(140, 230, 140));
  }
}

// A hole that may be played (pulsing), bought (a turning dashed ring) or is selected (a ring
// and a pointer from the outer side).
void drawChoiceRings(ImDrawList* dl, const BoardLayout& L, const BoardMarks& m, int i, float t) {
  const float u = L.unit;
  const float R = L.holeRadius();
  const ImVec2 c = L.flatHole(i);
  const auto bit = static_cast<std::uint16_t>(1u << i);
  const bool south = i < kRowHoles;
  if (m.playable & bit) {
    // Opaque in high contrast (3:1 at least against the board); pulsing otherwise.
    const int a = theme::highContrast() ? 255 : 150 + static_cast<int>(70 * std::sin(t * 3.2f));
    dl->AddCircle(c, R * 1.1f, withAlpha(theme::kBoardAccent, a), 0, u * 0.055f);
  }
  if (m.buyable & bit && !(m.chosen & bit))
    dashedRing(dl, c, R * 1.12f, theme::kBoardAccent, u * 0.04f, 10, t * 0.8f);
  if (m.selected == i) {
    dl->AddCircle(c, R * 1.24f, rgba(255, 255, 255, 235), 0, u * 0.035f);
    const float tip = south ? c.y + R * 1.3f : c.y - R * 1.3f;
    const float dir = south ? 1.0f : -1.0f;
    dl->AddTriangleFilled(ImVec2(c.x, tip), ImVec2(c.x - u * 0.09f, tip + dir * u * 0.13f),
                          ImVec2(c.x + u * 0.09f, tip + dir * u * 0.13f), rgba(255, 255, 255, 235));
  }
}

// The step of the move shown in a hole: a capture's glow, a relay or a skipped hole with its
// word.
void drawStepMarks(ImDrawList* dl, const BoardLayout& L, const BoardView& v, const Fonts& fonts,
                   int i, Turn& turn) {
  const float u = L.unit;
  const float R = L.holeRadius();
  const ImVec2 c = L.flatHole(i);
  const bool south = i < kRowHoles;
  if (v.captureHole == i) {
    for (int g = 0; g < 4; ++g)
      dl->AddCircle(c, R * (1.05f + 0.08f * static_cast<float>(g)),
                    withAlpha(theme::kBoardCapture, 200 - 45 * g), 0, u * 0.04f);
  }
  if (v.relayHole == i) {
    dl->AddCircle(c, R * 1.12f, theme::kBoardRelay, 0, u * 0.05f);
    turn.upright([&] {
      badge(dl, fonts, L.toScreen(c + ImVec2(0, south ? -R * 0.2f : R * 0.2f)), u * 0.24f,
            tr("relay"), theme::kBoardRelay);
    });
  }
  if (v.skipHole == i) {
    dashedRing(dl, c, R * 1.1f, rgba(230, 230, 230, 220), u * 0.035f, 12, 0);
    turn.upright(
        [&] { badge(dl, fonts, L.toScreen(c), u * 0.24f, tr("skipped"), rgba(230, 230, 230)); });
  }
}

// Ownership that differs from the row: a tag with the owner's letter and a dashed ring in
// his colour, so that it does not depend on colour alone.
void drawOwnerTag(ImDrawList* dl, const BoardLayout& L, const BoardMarks& m, const Fonts& fonts,
                  int i, Turn& turn) {
  const float u = L.unit;
  const float R = L.holeRadius();
  const ImVec2 c = L.flatHole(i);
  const auto bit = static_cast<std::uint16_t>(1u << i);
  const bool south = i < kRowHoles;
  const Player owner = (m.owners >> i) & 1 ? Player::North : Player::South;
  if (owner != rowOf(i) || (m.chosen & bit)) {
    const ImU32 ownerFill = owner == Player::South ? theme::kSouth : theme::kNorth;
    const ImU32 ownerText = owner == Player::South ? theme::kNorth : theme::kSouth;
    dashedRing(dl, c, R * 1.16f, ownerFill, u * 0.05f, 8, 0.2f);
    const ImVec2 tag = c + ImVec2(-R * 0.78f, south ? -R * 0.78f : R * 0.78f);
    dl->AddCircleFilled(tag, u * 0.15f, ownerFill);
    dl->AddCircle(tag, u * 0.15f, theme::kBoardAccent, 0, u * 0.02f);
    turn.upright([&] {
      centeredText(dl, fonts.count, u * 0.2f, L.toScreen(tag), ownerText,
                   owner == Player::South ? "S" : "N");
    });
  }
}

// Over the seeds: the marks of each hole and its count, on the outer side of the hole.
void drawHoleMarks(ImDrawList* dl, const BoardLayout& L, const BoardView& v, const BoardMarks& m,
                   const Fonts& fonts, float t, Turn& turn) {
  for (int i = 0; i < kHoles; ++i) {
    drawChoiceRings(dl, L, m, i, t);
    drawStepMarks(dl, L, v, fonts, i, turn);
    drawOwnerTag(dl, L, m, fonts, i, turn);
    const int n = v.seeds[static_cast<std::size_t>(i)];
    char text[8];
    std::snprintf(text, sizeof text, "%d", n);
    turn.upright([&] {
      badge(dl, fonts, L.toScreen(L.flatCount(i)), L.countHeight(), text,
            n ? theme::kBoardText : theme::kBoardDim);
    });
  }
}

// The hand sowing: it hovers in the gap between the rows, beside the hole it is over, with the
// number of seeds it still holds.
void drawHand(ImDrawList* dl, const BoardLayout& L, const BoardView& v, const Fonts& fonts,
              Turn& turn) {
  if (!(v.running && v.hand > 0 && v.handTo >= 0)) return;
  const float u = L.unit;
  auto handAt = [&](int h) {
    const ImVec2 c = L.flatHole(h);
    return ImVec2(c.x + u * 0.22f, c.y + (h < kRowHoles ? -u * 0.42f : u * 0.42f));
  };
  const ImVec2 hc =
      lerp(handAt(v.handFrom >= 0 ? v.handFrom : v.handTo), handAt(v.handTo), v.handT);
  dl->AddCircleFilled(hc + ImVec2(u * 0.05f, u * 0.12f), u * 0.2f, rgba(0, 0, 0, 60));
  {
    Seeds seeds(dl, u * 0.105f, L.flipped && !L.upright);
    seedHeap(seeds, hc, std::min(v.hand, 7), u * 0.22f, u * 0.095f, 777u);
  }
  char text[8];
  std::snprintf(text, sizeof text, "%d", v.hand);
  turn.upright([&] {
    badge(dl, fonts, L.toScreen(hc + ImVec2(u * 0.3f, -u * 0.16f)), u * 0.24f, text,
          theme::kBoardAccent);
  });
}

// A seed or a capture in flight, on an arc from where it leaves to where it lands.
void drawFlying(ImDrawList* dl, const BoardLayout& L, const BoardView& v) {
  if (!(v.flyCount > 0 && v.flyTo != -100)) return;
  const float u = L.unit;
  auto place = [&](int where) {
    if (where >= 0) return L.flatHole(where);
    return L.flatStore(where == -1 ? Player::South : Player::North);
  };
  const ImVec2 a = place(v.flyFrom >= 0 ? v.flyFrom : v.flyTo), b = place(v.flyTo);
  const ImVec2 p = lerp(a, b, v.flyT) - ImVec2(0, std::sin(v.flyT * kPi) * u * 0.45f);
  const int shown = std::min(v.flyCount, 6);
  Seeds seeds(dl, u * 0.105f, L.flipped && !L.upright);
  for (int k = 0; k < shown; ++k) {
    const ImVec2 o = seedOffset(k, shown, u * 0.2f, 4242u);
    seeds.draw(p + o, u * 0.1f, static_cast<float>(k), 555u + static_cast<std::uint32_t>(k));
  }
}

// The banner over the board's middle. A long one (a grand slam explained) goes over lines: within
// the board's width as seen, or on a narrow board standing on its side a little wider than the
// board.
void drawBanner(ImDrawList* dl, const BoardLayout& L, const BoardView& v, const Fonts& fonts) {
  if (v.banner.empty()) return;
  const float u = L.unit;
  const ImVec2 c = (L.min + L.max) * 0.5f;
  ImFont* font = fonts.heading ? fonts.heading : ImGui::GetFont();
  const float size = std::max(18.0f, u * 0.3f);
  const float wrap = std::max((L.screenMax().x - L.screenMin().x) * 0.8f,
                              std::min(ImGui::GetMainViewport()->Size.x * 0.85f, size * 18.0f));
  const ImVec2 ts = font->CalcTextSizeA(size, 1e9f, wrap, v.banner.c_str());
  const ImVec2 half(ts.x * 0.5f + u * 0.35f, ts.y * 0.5f + u * 0.18f);
  dl->AddRectFilled(c - half + ImVec2(3, 5), c + half + ImVec2(3, 5), rgba(0, 0, 0, 90), u * 0.2f);
  dl->AddRectFilled(c - half, c + half, rgba(36, 22, 12, 240), u * 0.2f);
  dl->AddRect(c - half, c + half, theme::kBoardAccent, u * 0.2f, 0, 2.0f);
  drawText(dl, font, size, c - ts * 0.5f, theme::kBoardText, v.banner.c_str(), nullptr, wrap);
}

}  // namespace

float countTextSize(const BoardLayout& layout) { return layout.countHeight() * kBadgeText; }

void drawBackground(ImDrawList* dl, ImVec2 min, ImVec2 max) {
  dl->AddRectFilledMultiColor(min, max, theme::kBackgroundTop, theme::kBackgroundTop,
                              theme::kBackgroundBottom, theme::kBackgroundBottom);
}

void drawBoard(ImDrawList* dl, const BoardLayout& L, const BoardView& v, const BoardMarks& m,
               const Fonts& fonts, double time) {
  Turn turn(dl, L);
  drawWood(dl, L, fonts, turn);
  drawUnderSeeds(dl, L, v, m);
  drawResting(dl, L, v);
  drawStoreCounts(dl, L, v, fonts, turn);
  drawBetterArrow(dl, L, v, m);
  drawHoleMarks(dl, L, v, m, fonts, static_cast<float>(time), turn);
  drawHand(dl, L, v, fonts, turn);
  drawFlying(dl, L, v);
  if (m.dimmed) dl->AddRectFilled(L.min, L.max, rgba(20, 12, 6, 60), L.unit * 0.5f);
  turn.flush();  // the banner, upright over the board's middle (the same turned or not)
  drawBanner(dl, L, v, fonts);
}

}  // namespace mancala::app
