#include "app/ui/board/board_paint_kit.h"

#include <array>
#include <cmath>
#include <cstdio>

#include "app/ui/board/texture_baker.h"
#include "app/ui/lettering/drawn_text.h"
#include "imgui_internal.h"  // ShadeVertsLinearColorGradientKeepAlpha

namespace mancala::app {
namespace paint {
namespace {

std::array<Baked, 6> baked;
TextureBaker* baker = nullptr;

}  // namespace

void gradient(ImDrawList* dl, int start, ImVec2 p0, ImVec2 p1, ImU32 c0, ImU32 c1) {
  ImGui::ShadeVertsLinearColorGradientKeepAlpha(dl, start, dl->VtxBuffer.Size, p0, p1, c0, c1);
}

float pixelScale() { return std::max(1.0f, ImGui::GetIO().DisplayFramebufferScale.x); }

const Baked* bake(const ImDrawList* like, const std::string& key,
                  const std::function<void(ImDrawList*)>& paint) {
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

std::string keyOf(std::initializer_list<float> numbers, const std::string& text) {
  std::string key = text;
  for (float x : numbers) {
    char part[24];
    std::snprintf(part, sizeof part, "|%.2f", static_cast<double>(x));
    key += part;
  }
  return key;
}

ImDrawCallback premultipliedBlend() { return baker->premultipliedBlend(); }

void centeredText(ImDrawList* dl, ImFont* font, float size, ImVec2 c, ImU32 col, const char* text) {
  const ImVec2 ts = font->CalcTextSizeA(size, 1e9f, 0, text);
  drawText(dl, font, size, ImVec2(c.x - ts.x * 0.5f, c.y - ts.y * 0.5f), col, text);
}

void arrow(ImDrawList* dl, ImVec2 from, ImVec2 to, float width, ImU32 colour) {
  const ImVec2 d = to - from;
  const float length = std::sqrt(d.x * d.x + d.y * d.y);
  if (length < 1.0f) return;
  const ImVec2 along = d * (1.0f / length), across(-along.y, along.x);
  const float head = width * 3.0f;
  const ImVec2 neck = to - along * head;
  const ImVec2 tip[3] = {to, neck + across * (head * 0.6f), neck - across * (head * 0.6f)};
  const ImU32 edge = IM_COL32(0, 0, 0, 200);
  const float rim = std::max(1.5f, width * 0.35f);
  dl->AddLine(from, neck, edge, width + 2 * rim);
  dl->AddTriangleFilled(tip[0] + along * rim, tip[1] + (across - along) * rim,
                        tip[2] - (across + along) * rim, edge);
  dl->AddLine(from, neck + along * 1.0f, colour, width);
  dl->AddTriangleFilled(tip[0], tip[1], tip[2], colour);
}

}  // namespace paint

void useTextureBaker(TextureBaker* b) {
  for (paint::Baked& old : paint::baked)
    if (old.texture && paint::baker) paint::baker->release(old.texture);
  paint::baked = {};
  paint::baker = b;
}
TextureBaker* textureBaker() { return paint::baker; }

PaintDirectly::PaintDirectly() : kept_(paint::baker) { paint::baker = nullptr; }
PaintDirectly::~PaintDirectly() { paint::baker = kept_; }

}  // namespace mancala::app
