#include "app/ui/widgets/widgets.h"

#include <algorithm>
#include <cstring>

#include "app/ui/widgets/item_labels.h"
#include "app/ui/widgets/theme.h"
#include "imgui_internal.h"  // ImGui::GetItemID

namespace mancala::app {

float buttonWidth(const char* label) {
  return ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2;
}

void wrappedText(ImU32 colour, const std::string& text) {
  ImGui::PushStyleColor(ImGuiCol_Text, color(colour));
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
}

std::pair<ImVec2, ImVec2> wrappedTextReserving(ImU32 colour, const std::string& text,
                                               std::initializer_list<std::string> others,
                                               const std::function<void()>& afterText) {
  const float top = ImGui::GetCursorPosY();
  const float wrap = ImGui::GetContentRegionAvail().x;
  float tallest = 0;
  for (const std::string& other : others)
    tallest = std::max(tallest, ImGui::CalcTextSize(other.c_str(), nullptr, false, wrap).y);
  wrappedText(colour, text);
  const std::pair<ImVec2, ImVec2> drawn(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  if (afterText) afterText();
  const float spacing = ImGui::GetStyle().ItemSpacing.y;
  const float missing = tallest - (ImGui::GetCursorPosY() - top - spacing);
  if (missing > spacing) ImGui::Dummy(ImVec2(0, missing - spacing));
  return drawn;
}

void placeWindowClearOf(float clearTop, ImVec2 size) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  float top = vp->Pos.y + (vp->Size.y - size.y) * 0.5f;
  const float gap = 6;
  // Moved below the headline when the middle would cut it, unless that leaves too little room.
  if (top < clearTop + gap && clearTop + gap < vp->Pos.y + vp->Size.y * 0.4f) {
    top = clearTop + gap;
    size.y = std::min(size.y, vp->Pos.y + vp->Size.y - top - gap);
  }
  ImGui::SetNextWindowSize(size, ImGuiCond_Appearing);
  ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + (vp->Size.x - size.x) * 0.5f, top),
                          ImGuiCond_Appearing);
}

void besideIfFits(float width, float right) {
  ImGui::SameLine();
  if (ImGui::GetCursorPosX() + width > right) ImGui::NewLine();
}

float belowLastItem() {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const float margin = 4.0f;
  const float left = vp->Pos.x + margin, right = vp->Pos.x + vp->Size.x - margin;
  const ImVec2 item = ImGui::GetItemRectMin(), itemEnd = ImGui::GetItemRectMax();
  const bool onLeft = item.x + itemEnd.x < left + right;
  float x = onLeft ? item.x : itemEnd.x, pivot = onLeft ? 0.0f : 1.0f;
  float widest = onLeft ? right - item.x : itemEnd.x - left;
  // Room for a menu's longest line in any language.
  const float wanted = std::min(right - left, 360.0f * ImGui::GetFontSize() / 16.0f);
  if (widest < wanted) {
    x = left;
    pivot = 0.0f;
    widest = right - left;
  }
  ImGui::SetNextWindowPos(ImVec2(x, itemEnd.y + 2), ImGuiCond_Appearing, ImVec2(pivot, 0));
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(widest, vp->Size.y));
  return widest;
}

bool wrappedCheckbox(const char* label, const char* id, bool* value) {
  const float room = ImGui::GetContentRegionAvail().x - ImGui::GetFrameHeight() -
                     ImGui::GetStyle().ItemInnerSpacing.x;
  const ImFont* font = ImGui::GetFont();
  const float scale = ImGui::GetFontSize() / font->FontSize;
  const char* end = label + std::strlen(label);
  std::string lines;
  for (const char* at = label; at < end;) {
    const char* cut = font->CalcWordWrapPositionA(scale, at, end, std::max(room, 1.0f));
    if (cut == at) {  // not one letter fits: one letter (a whole UTF-8 sequence) a line
      ++cut;
      while (cut < end && (static_cast<unsigned char>(*cut) & 0xC0) == 0x80) ++cut;
    }
    if (!lines.empty()) lines += '\n';
    lines.append(at, cut);
    while (cut < end && *cut == ' ') ++cut;
    at = cut;
  }
  return checkbox((lines + "###" + id).c_str(), value);
}

namespace {
template <class Draw>
bool edged(Draw draw) {
  const bool thin = ImGui::GetStyle().FrameBorderSize < 1.0f;
  if (thin) ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 1.0f);
  const bool pressed = draw();
  if (thin) ImGui::PopStyleVar();
  return pressed;
}
}  // namespace

bool radioButton(const char* label, bool active) {
  const bool pressed = edged([&] { return ImGui::RadioButton(label, active); });
  lastItemChosen(active);
  return pressed;
}

bool checkbox(const char* label, bool* value) {
  return edged([&] { return ImGui::Checkbox(label, value); });
}

void pushFingerRows() {
  const ImVec2 spacing = ImGui::GetStyle().ItemSpacing;
  // A row is its text's height and the spacing around it.
  const float rows = theme::fingerSized() ? 44.0f - ImGui::GetFontSize() : spacing.y;
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(spacing.x, std::max(spacing.y, rows)));
}

void popFingerRows() { ImGui::PopStyleVar(); }

void heading(ImFont* font, const std::string& text) {
  ImGui::PushFont(font);
  ImGui::TextColored(color(theme::kAccent), "%s", text.c_str());
  ImGui::PopFont();
}

namespace {
ImGuiID gPrimaryItem = 0;  // the last primary button drawn
}  // namespace

bool primaryButton(const char* label, ImVec2 size) {
  ImGui::PushStyleColor(ImGuiCol_Button, color(theme::kPrimary));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, color(theme::kPrimaryHover));
  ImGui::PushStyleColor(ImGuiCol_ButtonActive, color(theme::kPrimaryHover));
  ImGui::PushStyleColor(ImGuiCol_Text, color(theme::kOnPrimary));
  const bool pressed = ImGui::Button(label, size);
  ImGui::PopStyleColor(4);
  gPrimaryItem = ImGui::GetItemID();
  return pressed;
}

bool takePrimary(ImGuiID id) {
  const bool primary = id != 0 && id == gPrimaryItem;
  if (primary) gPrimaryItem = 0;
  return primary;
}

}  // namespace mancala::app
