#include "app/ui/widgets.h"

#include <algorithm>

#include "app/ui/theme.h"

namespace mancala::app {

float buttonWidth(const char* label) {
  return ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2;
}

void wrappedText(ImU32 colour, const std::string& text) {
  ImGui::PushStyleColor(ImGuiCol_Text, color(colour));
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
}

std::pair<ImVec2, ImVec2> wrappedTextReserving(ImU32 colour, const std::string& text,
                                               std::initializer_list<std::string> others) {
  const float top = ImGui::GetCursorPosY();
  const float wrap = ImGui::GetContentRegionAvail().x;
  float tallest = 0;
  for (const std::string& other : others)
    tallest = std::max(tallest, ImGui::CalcTextSize(other.c_str(), nullptr, false, wrap).y);
  wrappedText(colour, text);
  const std::pair<ImVec2, ImVec2> drawn(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  const float spacing = ImGui::GetStyle().ItemSpacing.y;
  const float missing = tallest - (ImGui::GetCursorPosY() - top - spacing);
  if (missing > spacing) ImGui::Dummy(ImVec2(0, missing - spacing));
  return drawn;
}

void besideIfFits(float width, float right) {
  ImGui::SameLine();
  if (ImGui::GetCursorPosX() + width > right) ImGui::NewLine();
}

void belowLastItem() {
  ImGui::SetNextWindowPos(ImVec2(ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y + 2),
                          ImGuiCond_Appearing, ImVec2(1, 0));
}

void heading(ImFont* font, const std::string& text) {
  ImGui::PushFont(font);
  ImGui::TextColored(color(theme::kAccent), "%s", text.c_str());
  ImGui::PopFont();
}

}  // namespace mancala::app
