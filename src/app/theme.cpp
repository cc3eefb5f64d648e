#include "app/theme.h"

namespace mancala::app::theme {

void applyStyle() {
  ImGuiStyle& s = ImGui::GetStyle();
  ImGui::StyleColorsDark(&s);
  s.WindowRounding = 10;
  s.ChildRounding = 8;
  s.FrameRounding = 7;
  s.PopupRounding = 8;
  s.GrabRounding = 6;
  s.TabRounding = 7;
  s.ScrollbarRounding = 8;
  s.WindowPadding = ImVec2(14, 12);
  s.FramePadding = ImVec2(10, 6);
  s.ItemSpacing = ImVec2(9, 8);
  s.WindowBorderSize = 0;
  s.FrameBorderSize = 0;
  ImVec4* c = s.Colors;
  const ImVec4 ivory(0.96f, 0.93f, 0.85f, 1.0f);
  c[ImGuiCol_Text] = ivory;
  c[ImGuiCol_TextDisabled] = ImVec4(0.62f, 0.56f, 0.48f, 1.0f);
  c[ImGuiCol_WindowBg] = ImVec4(0.13f, 0.09f, 0.06f, 0.97f);
  c[ImGuiCol_ChildBg] = ImVec4(0.0f, 0.0f, 0.0f, 0.18f);
  c[ImGuiCol_PopupBg] = ImVec4(0.16f, 0.11f, 0.07f, 0.98f);
  c[ImGuiCol_Border] = ImVec4(0.45f, 0.30f, 0.16f, 0.6f);
  c[ImGuiCol_FrameBg] = ImVec4(0.30f, 0.19f, 0.10f, 1.0f);
  c[ImGuiCol_FrameBgHovered] = ImVec4(0.40f, 0.26f, 0.13f, 1.0f);
  c[ImGuiCol_FrameBgActive] = ImVec4(0.48f, 0.31f, 0.15f, 1.0f);
  c[ImGuiCol_TitleBg] = ImVec4(0.20f, 0.13f, 0.08f, 1.0f);
  c[ImGuiCol_TitleBgActive] = ImVec4(0.28f, 0.18f, 0.10f, 1.0f);
  c[ImGuiCol_Button] = ImVec4(0.55f, 0.34f, 0.15f, 1.0f);
  c[ImGuiCol_ButtonHovered] = ImVec4(0.68f, 0.43f, 0.19f, 1.0f);
  c[ImGuiCol_ButtonActive] = ImVec4(0.78f, 0.52f, 0.22f, 1.0f);
  c[ImGuiCol_Header] = ImVec4(0.55f, 0.34f, 0.15f, 0.75f);
  c[ImGuiCol_HeaderHovered] = ImVec4(0.68f, 0.43f, 0.19f, 0.85f);
  c[ImGuiCol_HeaderActive] = ImVec4(0.78f, 0.52f, 0.22f, 1.0f);
  c[ImGuiCol_CheckMark] = ImVec4(1.0f, 0.80f, 0.36f, 1.0f);
  c[ImGuiCol_SliderGrab] = ImVec4(1.0f, 0.80f, 0.36f, 1.0f);
  c[ImGuiCol_Tab] = ImVec4(0.34f, 0.21f, 0.10f, 1.0f);
  c[ImGuiCol_TabHovered] = ImVec4(0.68f, 0.43f, 0.19f, 1.0f);
  c[ImGuiCol_TabActive] = ImVec4(0.58f, 0.36f, 0.16f, 1.0f);
  c[ImGuiCol_Separator] = ImVec4(0.45f, 0.30f, 0.16f, 0.6f);
  c[ImGuiCol_ScrollbarBg] = ImVec4(0.0f, 0.0f, 0.0f, 0.1f);
  c[ImGuiCol_ModalWindowDimBg] = ImVec4(0.0f, 0.0f, 0.0f, 0.55f);
}

}  // namespace mancala::app::theme
