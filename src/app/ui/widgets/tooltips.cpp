#include "app/ui/widgets/tooltips.h"

#include <algorithm>
#include <vector>

namespace mancala::app {
namespace {

struct Rect {
  ImVec2 min, max;
};

// The lines kept clear: as drawn in the last frame, and so far in this one.
std::vector<Rect> gLastFrame, gThisFrame;

bool overlap(const Rect& a, const Rect& b) {
  return a.min.x < b.max.x && b.min.x < a.max.x && a.min.y < b.max.y && b.min.y < a.max.y;
}

// `v` within [lo, hi], or lo where the range is empty (a tooltip wider than the screen).
float within(float v, float lo, float hi) { return std::max(lo, std::min(v, hi)); }

}  // namespace

void beginTooltipFrame() {
  gLastFrame.swap(gThisFrame);
  gThisFrame.clear();
}

void keepClearOfTooltips(ImVec2 min, ImVec2 max) { gThisFrame.push_back({min, max}); }

ImVec2 tooltipSize(ImVec2 content) {
  // ImGui fits a tooltip to its content and the window padding; a pixel more for the rounding.
  const ImVec2 pad = ImGui::GetStyle().WindowPadding;
  return ImVec2(content.x + pad.x * 2 + 1, content.y + pad.y * 2 + 1);
}

std::optional<ImVec2> tooltipCorner(ImVec2 size, std::initializer_list<ImVec2> corners) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const Rect screen{vp->Pos, ImVec2(vp->Pos.x + vp->Size.x, vp->Pos.y + vp->Size.y)};
  for (const ImVec2 c : corners) {
    const Rect r{c, ImVec2(c.x + size.x, c.y + size.y)};
    if (r.min.x < screen.min.x || r.min.y < screen.min.y || r.max.x > screen.max.x ||
        r.max.y > screen.max.y)
      continue;
    const auto covers = [&r](const Rect& line) { return overlap(r, line); };
    if (std::none_of(gLastFrame.begin(), gLastFrame.end(), covers) &&
        std::none_of(gThisFrame.begin(), gThisFrame.end(), covers))
      return c;
  }
  return std::nullopt;
}

void tooltip(const char* text) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const float wrapAt = std::min(vp->Size.x - 24.0f, ImGui::GetFontSize() * 26.0f);
  const ImVec2 size = tooltipSize(
      ImGui::CalcTextSize(text, nullptr, false, wrapAt - ImGui::GetStyle().WindowPadding.x));
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  constexpr float kGap = 4.0f;
  // Below or above: centred on the pointer (an item may be as wide as the board); beside or over
  // it: level with its middle.
  const float x = within(ImGui::GetIO().MousePos.x - size.x * 0.5f, vp->Pos.x + kGap,
                         vp->Pos.x + vp->Size.x - kGap - size.x);
  const float y =
      within((a.y + b.y - size.y) * 0.5f, vp->Pos.y + kGap, vp->Pos.y + vp->Size.y - kGap - size.y);
  const auto corner =
      tooltipCorner(size, {ImVec2(x, b.y + kGap), ImVec2(x, a.y - kGap - size.y),
                           ImVec2(b.x + kGap, y), ImVec2(a.x - kGap - size.x, y), ImVec2(x, y)});
  if (!corner) return;
  ImGui::SetNextWindowPos(*corner);
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(wrapAt);
  ImGui::TextUnformatted(text);
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

}  // namespace mancala::app
