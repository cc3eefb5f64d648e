// What the board's painting files share: small helpers on ImGui's vectors and colours, and the
// pictures painted once and drawn again as one textured quad (the wood, the seeds) when the
// platform has given a TextureBaker.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <string>

#include "imgui.h"

namespace mancala::app::paint {

constexpr float kPi = 3.14159265f;

inline ImVec2 operator+(ImVec2 a, ImVec2 b) { return ImVec2(a.x + b.x, a.y + b.y); }
inline ImVec2 operator-(ImVec2 a, ImVec2 b) { return ImVec2(a.x - b.x, a.y - b.y); }
inline ImVec2 operator*(ImVec2 a, float s) { return ImVec2(a.x * s, a.y * s); }
inline ImVec2 lerp(ImVec2 a, ImVec2 b, float t) { return a + (b - a) * t; }

inline ImU32 withAlpha(ImU32 c, int a) {
  return (c & 0x00FFFFFFu) | (static_cast<ImU32>(std::clamp(a, 0, 255)) << 24);
}

// A small deterministic hash for the seeds' scatter and colours.
inline std::uint32_t hash(std::uint32_t x) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  x ^= x >> 16;
  return x;
}
inline float unitRand(std::uint32_t x) { return static_cast<float>(hash(x) & 0xFFFF) / 65535.0f; }

// A linear gradient over the vertices added since `start`.
void gradient(ImDrawList* dl, int start, ImVec2 p0, ImVec2 p1, ImU32 c0, ImU32 c1);
// `text` centred on `c`, in `font` at `size`.
void centeredText(ImDrawList* dl, ImFont* font, float size, ImVec2 c, ImU32 col, const char* text);
// An arrow from `from` to `to`, `width` thick, in `colour` with a dark edge (seen on any wood).
void arrow(ImDrawList* dl, ImVec2 from, ImVec2 to, float width, ImU32 colour);

// A texture painted once, kept while its key stays the same (a few at a time: the play screen,
// the start screen's and the lessons' boards).
struct Baked {
  std::string key;
  ImTextureID texture = nullptr;
  ImVec2 min, max;  // where it was painted, in the list's coordinates
  int lastUsed = -1;
};

// Physical pixels per logical pixel.
float pixelScale();
// The texture for `key`, painted by `paint` into a draw list like `like` the first time; none
// without a baker.
const Baked* bake(const ImDrawList* like, const std::string& key,
                  const std::function<void(ImDrawList*)>& paint);
// A key from numbers and a text.
std::string keyOf(std::initializer_list<float> numbers, const std::string& text = {});
// The draw callback that blends premultiplied colour (the baker's): call only when bake() gave
// a texture.
ImDrawCallback premultipliedBlend();

// Draws between the premultiplied blend and the reset of the render state.
struct PremultipliedBlock {
  explicit PremultipliedBlock(ImDrawList* dl) : dl_(dl) {
    dl_->AddCallback(premultipliedBlend(), nullptr);
  }
  ~PremultipliedBlock() { dl_->AddCallback(ImDrawCallback_ResetRenderState, nullptr); }
  PremultipliedBlock(const PremultipliedBlock&) = delete;
  PremultipliedBlock& operator=(const PremultipliedBlock&) = delete;
  ImDrawList* dl_;
};

}  // namespace mancala::app::paint
