#include "app/ui/board_painter.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <string>

#include "app/text/i18n.h"
#include "app/ui/texture_baker.h"
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

constexpr std::array<ImU32, 5> kSeedColors{rgba(181, 172, 150), rgba(160, 150, 128),
                                           rgba(196, 186, 162), rgba(146, 138, 118),
                                           rgba(172, 158, 128)};
// A seed's turn is kept to one of kSeedAngles steps of half a turn (an ellipse turned by half a
// turn is itself): what the seed pictures are baked for.
constexpr int kSeedAngles = 16;
int angleStep(float angle) {
  const float steps = angle / kPi * static_cast<float>(kSeedAngles);
  const int k = static_cast<int>(std::lround(steps)) % kSeedAngles;
  return k < 0 ? k + kSeedAngles : k;
}
float stepAngle(int step) {
  return kPi * static_cast<float>(step) / static_cast<float>(kSeedAngles);
}

// One seed: a shaded, slightly flattened bean with a shadow and a glint. The light comes from
// above whatever the seed's turn.
void paintSeed(ImDrawList* dl, ImVec2 c, float size, float angle, ImU32 base) {
  const float rx = size, ry = size * 0.78f;
  ellipse(dl, c + ImVec2(size * 0.18f, size * 0.30f), rx * 1.02f, ry * 1.02f, angle,
          rgba(0, 0, 0, 95));
  const int start = dl->VtxBuffer.Size;
  ellipse(dl, c, rx, ry, angle, base);
  gradient(dl, start, c - ImVec2(0, ry), c + ImVec2(0, ry), base, rgba(96, 88, 72));
  ellipse(dl, c - ImVec2(rx * 0.12f, ry * 0.18f), rx * 0.70f, ry * 0.62f, angle,
          rgba(230, 222, 200, 60), 12);
  ellipse(dl, c - ImVec2(rx * 0.34f, ry * 0.36f), rx * 0.26f, ry * 0.18f, angle - 0.4f,
          rgba(255, 255, 250, 170), 10);
}

// A texture painted once, kept while its key stays the same (a few at a time: the play screen,
// the start screen's and the lessons' boards).
struct Baked {
  std::string key;
  ImTextureID texture = nullptr;
  ImVec2 min, max;  // where it was painted, in the list's coordinates
  int lastUsed = -1;
};
std::array<Baked, 6> baked;
TextureBaker* baker = nullptr;

float pixelScale() { return std::max(1.0f, ImGui::GetIO().DisplayFramebufferScale.x); }

// The texture for `key`, painted by `paint` into a draw list like `like` the first time.
template <class Paint>
const Baked* bake(const ImDrawList* like, const std::string& key, Paint paint) {
  if (!baker) return nullptr;
  const int frame = ImGui::GetFrameCount();
  Baked* slot = &baked[0];
  for (Baked& b : baked) {
    if (b.texture && b.key == key) {
      b.lastUsed = frame;
      return &b;
    }
    if (b.lastUsed < slot->lastUsed) slot = &b;
  }
  ImDrawList list(ImGui::GetDrawListSharedData());
  list._ResetForNewFrame();
  list.Flags = like->Flags;
  list.PushTextureID(ImGui::GetIO().Fonts->TexID);
  list.PushClipRect(ImVec2(-1e6f, -1e6f), ImVec2(1e6f, 1e6f));
  paint(&list);
  if (list.VtxBuffer.Size == 0) return nullptr;
  // The painted area, out to whole physical pixels so that the texture lands on them exactly.
  ImVec2 lo(1e9f, 1e9f), hi(-1e9f, -1e9f);
  for (const ImDrawVert& v : list.VtxBuffer) {
    lo = ImVec2(std::min(lo.x, v.pos.x), std::min(lo.y, v.pos.y));
    hi = ImVec2(std::max(hi.x, v.pos.x), std::max(hi.y, v.pos.y));
  }
  const float s = pixelScale();
  lo = ImVec2(std::floor(lo.x * s - 1) / s, std::floor(lo.y * s - 1) / s);
  hi = ImVec2(std::ceil(hi.x * s + 1) / s, std::ceil(hi.y * s + 1) / s);
  for (ImDrawCmd& cmd : list.CmdBuffer) cmd.ClipRect = ImVec4(lo.x, lo.y, hi.x, hi.y);
  ImTextureID texture = baker->bake(list, lo, hi, s, slot->texture);
  if (!texture) {
    slot->texture = nullptr;
    slot->lastUsed = -1;
    return nullptr;
  }
  *slot = Baked{key, texture, lo, hi, frame};
  return slot;
}

// Draws between the premultiplied blend and the reset of the render state.
struct PremultipliedBlock {
  explicit PremultipliedBlock(ImDrawList* dl) : dl_(dl) {
    dl_->AddCallback(baker->premultipliedBlend(), nullptr);
  }
  ~PremultipliedBlock() { dl_->AddCallback(ImDrawCallback_ResetRenderState, nullptr); }
  PremultipliedBlock(const PremultipliedBlock&) = delete;
  PremultipliedBlock& operator=(const PremultipliedBlock&) = delete;
  ImDrawList* dl_;
};

std::string keyOf(std::initializer_list<float> numbers, const std::string& text = {}) {
  std::string key = text;
  for (float x : numbers) {
    char part[24];
    std::snprintf(part, sizeof part, "|%.2f", static_cast<double>(x));
    key += part;
  }
  return key;
}

// The seeds of a board: pictures from a baked sheet (one per colour and turn, four vertices a
// seed) when there is a baker, else painted.
class Seeds {
 public:
  Seeds(ImDrawList* dl, float largest) : dl_(dl) {
    if (!baker) return;
    // The sheet is painted for the largest seed of the board; smaller ones are scaled down.
    const float s = pixelScale();
    size_ = std::ceil(largest * s) / s;
    half_ = size_ * 1.45f;
    pitch_ = std::ceil(2 * half_ * s + 2) / s;
    sheet_ = bake(dl, keyOf({size_, s}, "seeds"), [&](ImDrawList* list) {
      for (int colour = 0; colour < static_cast<int>(kSeedColors.size()); ++colour)
        for (int step = 0; step < kSeedAngles; ++step)
          paintSeed(list, cell(colour, step), size_, stepAngle(step),
                    kSeedColors[static_cast<std::size_t>(colour)]);
    });
  }
  Seeds(const Seeds&) = delete;
  Seeds& operator=(const Seeds&) = delete;

  void draw(ImVec2 c, float size, float angle, std::uint32_t id) {
    const auto colour = static_cast<int>(hash(id) % kSeedColors.size());
    if (!sheet_) {
      paintSeed(dl_, c, size, angle, kSeedColors[static_cast<std::size_t>(colour)]);
      return;
    }
    if (!block_) dl_->AddCallback(baker->premultipliedBlend(), nullptr);
    block_ = true;
    const int step = angleStep(angle);
    const ImVec2 at = cell(colour, step);
    const float k = size / size_, w = sheet_->max.x - sheet_->min.x,
                h = sheet_->max.y - sheet_->min.y;
    const ImVec2 h2(half_, half_);
    // Texture rows run from the bottom up.
    auto uv = [&](ImVec2 p) {
      return ImVec2((p.x - sheet_->min.x) / w, 1.0f - (p.y - sheet_->min.y) / h);
    };
    dl_->AddImage(sheet_->texture, c - h2 * k, c + h2 * k, uv(at - h2), uv(at + h2));
  }
  // Ends a run of seeds (other drawing follows).
  void flush() {
    if (block_) dl_->AddCallback(ImDrawCallback_ResetRenderState, nullptr);
    block_ = false;
  }
  ~Seeds() { flush(); }

 private:
  ImVec2 cell(int colour, int step) const {
    return ImVec2((static_cast<float>(step) + 0.5f) * pitch_,
                  (static_cast<float>(colour) + 0.5f) * pitch_);
  }
  ImDrawList* dl_;
  const Baked* sheet_ = nullptr;
  float size_ = 0, half_ = 0, pitch_ = 0;
  bool block_ = false;
};

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
void seedHeap(Seeds& seeds_, ImVec2 c, int count, float bowl, float seedSize, std::uint32_t salt,
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
    seeds_.draw(s.p, size, s.angle, s.id);
  }
}

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

constexpr float kBadgeText = 0.78f;  // a badge's text, in parts of its height

void badge(ImDrawList* dl, const Fonts& fonts, ImVec2 center, float height, const char* text,
           ImU32 textColor, ImU32 fill = theme::kBadge) {
  ImFont* font = fonts.count ? fonts.count : ImGui::GetFont();
  const float size = height * kBadgeText;
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

// What does not move: the shadow under the board, the wood with its grain and bevelled edge,
// the stores' and holes' hollows, the hole letters and the store names beyond the wood.
void paintWood(ImDrawList* dl, const BoardLayout& L, const Fonts& fonts) {
  const float u = L.unit;
  const float rounding = u * 0.5f;
  for (int i = 2; i >= 1; --i) {
    const float g = u * 0.08f * static_cast<float>(i);
    dl->AddRectFilled(L.min - ImVec2(g, g * 0.3f) + ImVec2(0, u * 0.08f),
                      L.max + ImVec2(g, g * 1.3f), rgba(0, 0, 0, 52), rounding + g);
  }
  const int start = dl->VtxBuffer.Size;
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

  const ImVec2 storeHalf = L.storeHalfSize();
  for (Player p : {Player::South, Player::North})
    bowl(dl, L.storeCenter(p), storeHalf, storeHalf.x);
  const float R = L.holeRadius();
  for (int i = 0; i < kHoles; ++i) {
    const ImVec2 c = L.hole(i);
    bowl(dl, c, ImVec2(R, R), R);
    const char letter[2] = {holeLetter(i), 0};
    const float letterY = i < kRowHoles ? L.max.y + L.letterOffset() : L.min.y - L.letterOffset();
    centeredText(dl, fonts.count, L.letterSize(), ImVec2(c.x, letterY), theme::kTextDim, letter);
  }
  centeredText(dl, fonts.body, std::max(12.0f, u * 0.2f),
               ImVec2(L.storeCenter(Player::South).x, L.max.y + L.letterOffset()), theme::kTextDim,
               tr("South"));
  centeredText(dl, fonts.body, std::max(12.0f, u * 0.2f),
               ImVec2(L.storeCenter(Player::North).x, L.min.y - L.letterOffset()), theme::kTextDim,
               tr("North"));
}

// The wood, from its baked texture when there is one.
void drawWood(ImDrawList* dl, const BoardLayout& L, const Fonts& fonts) {
  const float s = pixelScale();
  std::string words = tr("South");
  words += '|';
  words += tr("North");
  for (ImU32 c : {theme::kWoodLight, theme::kWoodDark, theme::kGrain, theme::kWoodEdge,
                  theme::kHoleDeep, theme::kTextDim}) {
    words += '|';
    words += std::to_string(c);
  }
  const std::string key =
      keyOf({L.min.x, L.min.y, L.max.x, L.max.y, L.unit, s,
             static_cast<float>(reinterpret_cast<std::uintptr_t>(ImGui::GetIO().Fonts->TexID))},
            words);
  const Baked* wood = bake(dl, key, [&](ImDrawList* list) { paintWood(list, L, fonts); });
  if (!wood) {
    paintWood(dl, L, fonts);
    return;
  }
  PremultipliedBlock block(dl);
  dl->AddImage(wood->texture, wood->min, wood->max, ImVec2(0, 1), ImVec2(1, 0));
}

}  // namespace

void useTextureBaker(TextureBaker* b) {
  for (Baked& old : baked)
    if (old.texture && baker) baker->release(old.texture);
  baked = {};
  baker = b;
}
TextureBaker* textureBaker() { return baker; }

float countTextSize(const BoardLayout& layout) { return layout.countHeight() * kBadgeText; }

void drawBackground(ImDrawList* dl, ImVec2 min, ImVec2 max) {
  dl->AddRectFilledMultiColor(min, max, theme::kBackgroundTop, theme::kBackgroundTop,
                              theme::kBackgroundBottom, theme::kBackgroundBottom);
}

void drawBoard(ImDrawList* dl, const BoardLayout& L, const BoardView& v, const BoardMarks& m,
               const Fonts& fonts, double time) {
  const float u = L.unit;
  const float rounding = u * 0.5f;
  const float t = static_cast<float>(time);
  const ImVec2 storeHalf = L.storeHalfSize();
  const float R = L.holeRadius();

  drawWood(dl, L, fonts);

  // Under the seeds: the hover light and the rings of the last move and of the move shown.
  for (int i = 0; i < kHoles; ++i) {
    const ImVec2 c = L.hole(i);
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

  // The seeds of the stores, each on its owner's right (South's at the right end, North's at the
  // left), and of the holes.
  {
    Seeds seeds(dl, u * 0.105f);
    for (Player p : {Player::South, Player::North}) {
      const int n = v.stores[static_cast<std::size_t>(index(p))];
      seedHeap(seeds, L.storeCenter(p) - ImVec2(0, u * 0.08f), n,
               storeHalf.x * (n > 24 ? 1.2f : 1.05f), u * 0.085f,
               1000u + static_cast<std::uint32_t>(index(p)), storeHalf.y / storeHalf.x * 0.82f,
               kTotalSeeds);
    }
    for (int i = 0; i < kHoles; ++i)
      seedHeap(seeds, L.hole(i), v.seeds[static_cast<std::size_t>(i)], R, u * 0.105f,
               static_cast<std::uint32_t>(i) + 1u);
  }

  for (Player p : {Player::South, Player::North}) {
    char text[8];
    std::snprintf(text, sizeof text, "%d", v.stores[static_cast<std::size_t>(index(p))]);
    badge(dl, fonts, L.storeCenter(p) + ImVec2(0, storeHalf.y - u * 0.2f), L.countHeight() * 1.1f,
          text, theme::kAccent);
  }

  // Over the seeds: the marks of each hole and its count.
  for (int i = 0; i < kHoles; ++i) {
    const ImVec2 c = L.hole(i);
    const auto bit = static_cast<std::uint16_t>(1u << i);
    const bool south = i < kRowHoles;
    const int n = v.seeds[static_cast<std::size_t>(i)];

    if (m.playable & bit) {
      // Opaque in high contrast (3:1 at least against the board); pulsing otherwise.
      const int a = theme::highContrast() ? 255 : 150 + static_cast<int>(70 * std::sin(t * 3.2f));
      dl->AddCircle(c, R * 1.1f, withAlpha(theme::kAccent, a), 0, u * 0.055f);
    }
    if (m.buyable & bit && !(m.chosen & bit))
      dashedRing(dl, c, R * 1.12f, theme::kAccent, u * 0.04f, 10, t * 0.8f);
    if (m.selected == i) {
      dl->AddCircle(c, R * 1.24f, rgba(255, 255, 255, 235), 0, u * 0.035f);
      const float tip = south ? c.y + R * 1.3f : c.y - R * 1.3f;
      const float dir = south ? 1.0f : -1.0f;
      dl->AddTriangleFilled(ImVec2(c.x, tip), ImVec2(c.x - u * 0.09f, tip + dir * u * 0.13f),
                            ImVec2(c.x + u * 0.09f, tip + dir * u * 0.13f),
                            rgba(255, 255, 255, 235));
    }
    if (v.captureHole == i) {
      for (int g = 0; g < 4; ++g)
        dl->AddCircle(c, R * (1.05f + 0.08f * static_cast<float>(g)),
                      withAlpha(theme::kCapture, 200 - 45 * g), 0, u * 0.04f);
    }
    if (v.relayHole == i) {
      dl->AddCircle(c, R * 1.12f, theme::kRelay, 0, u * 0.05f);
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
      dl->AddCircleFilled(tag, u * 0.15f, ownerFill);
      dl->AddCircle(tag, u * 0.15f, theme::kAccent, 0, u * 0.02f);
      centeredText(dl, fonts.count, u * 0.2f, tag, ownerText, owner == Player::South ? "S" : "N");
    }

    // The count, on the outer side of the hole.
    char text[8];
    std::snprintf(text, sizeof text, "%d", n);
    const float badgeInset = std::max(u * 0.16f, L.countHeight() * 0.5f + 1.0f);
    const float badgeY = south ? L.max.y - badgeInset : L.min.y + badgeInset;
    badge(dl, fonts, ImVec2(c.x, badgeY), L.countHeight(), text,
          n ? theme::kText : theme::kTextDim);
  }

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
    dl->AddCircleFilled(hc + ImVec2(u * 0.05f, u * 0.12f), u * 0.2f, rgba(0, 0, 0, 60));
    {
      Seeds seeds(dl, u * 0.105f);
      seedHeap(seeds, hc, std::min(v.hand, 7), u * 0.22f, u * 0.095f, 777u);
    }
    char text[8];
    std::snprintf(text, sizeof text, "%d", v.hand);
    badge(dl, fonts, hc + ImVec2(u * 0.3f, -u * 0.16f), u * 0.24f, text, theme::kAccent);
  }
  if (v.flyCount > 0 && v.flyTo != -100) {
    const ImVec2 a = place(v.flyFrom >= 0 ? v.flyFrom : v.flyTo), b = place(v.flyTo);
    const ImVec2 p = lerp(a, b, v.flyT) - ImVec2(0, std::sin(v.flyT * kPi) * u * 0.45f);
    const int shown = std::min(v.flyCount, 6);
    Seeds seeds(dl, u * 0.105f);
    for (int k = 0; k < shown; ++k) {
      const ImVec2 o = seedOffset(k, shown, u * 0.2f, 4242u);
      seeds.draw(p + o, u * 0.1f, static_cast<float>(k), 555u + static_cast<std::uint32_t>(k));
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
