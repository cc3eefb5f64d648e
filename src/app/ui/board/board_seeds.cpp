#include "app/ui/board/board_seeds.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "app/ui/widgets/theme.h"
#include "core/types.h"

namespace mancala::app::paint {
namespace {

using theme::rgba;

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

}  // namespace

Seeds::Seeds(ImDrawList* dl, float largest, bool halfTurned) : dl_(dl), halfTurned_(halfTurned) {
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

void Seeds::draw(ImVec2 c, float size, float angle, std::uint32_t id) {
  const auto colour = static_cast<int>(hash(id) % kSeedColors.size());
  if (!sheet_) {
    paintSeed(dl_, c, size, angle, kSeedColors[static_cast<std::size_t>(colour)]);
    return;
  }
  if (!block_) dl_->AddCallback(premultipliedBlend(), nullptr);
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
  if (halfTurned_)
    dl_->AddImage(sheet_->texture, c - h2 * k, c + h2 * k, uv(at + h2), uv(at - h2));
  else
    dl_->AddImage(sheet_->texture, c - h2 * k, c + h2 * k, uv(at - h2), uv(at + h2));
}

void Seeds::flush() {
  if (block_) dl_->AddCallback(ImDrawCallback_ResetRenderState, nullptr);
  block_ = false;
}

ImVec2 Seeds::cell(int colour, int step) const {
  return ImVec2((static_cast<float>(step) + 0.5f) * pitch_,
                (static_cast<float>(colour) + 0.5f) * pitch_);
}

ImVec2 seedOffset(int k, int n, float r, std::uint32_t salt, float stretchY) {
  const float spread = n <= 1 ? 0.0f : r * (n <= 4 ? 0.42f : n <= 9 ? 0.58f : 0.66f);
  const float radius =
      spread * std::sqrt((static_cast<float>(k) + 0.5f) / static_cast<float>(std::max(n, 1)));
  const float angle = static_cast<float>(k) * 2.39996f + unitRand(salt) * 6.28f;
  return ImVec2(std::cos(angle) * radius, std::sin(angle) * radius * stretchY);
}

void seedHeap(Seeds& seeds_, ImVec2 c, int count, float bowl, float seedSize, std::uint32_t salt,
              float stretchY, int maxShown) {
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

}  // namespace mancala::app::paint
