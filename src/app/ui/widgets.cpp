#include "app/ui/widgets.h"

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

void besideIfFits(float width, float right) {
  ImGui::SameLine();
  if (ImGui::GetCursorPosX() + width > right) ImGui::NewLine();
}

void heading(ImFont* font, const std::string& text) {
  ImGui::PushFont(font);
  ImGui::TextColored(color(theme::kAccent), "%s", text.c_str());
  ImGui::PopFont();
}

}  // namespace mancala::app
