#include "app/ui/widgets/theme.h"

namespace mancala::app::theme {
namespace {
bool gHighContrast = false;
bool gFingerSized = false;

void classicColours() {
  kBackgroundTop = rgba(46, 32, 22);
  kBackgroundBottom = rgba(22, 15, 10);
  kWoodLight = rgba(196, 132, 72);
  kWoodDark = rgba(134, 78, 36);
  kWoodEdge = rgba(84, 46, 20);
  kGrain = rgba(92, 50, 20, 60);
  kHoleDeep = rgba(58, 32, 14);
  kHoleRim = rgba(110, 62, 28);
  kText = rgba(246, 236, 218);
  kTextDim = rgba(200, 184, 160);
  kAccent = rgba(255, 204, 92);
  kAccentHover = rgba(255, 222, 150);
  kOnAccent = rgba(38, 24, 12);
  kCardChosen = rgba(92, 58, 30);
  kCardEdge = rgba(140, 106, 72);
  kCardHover = rgba(64, 44, 28);
  kCapture = rgba(255, 96, 56);
  kRelay = rgba(120, 200, 255);
  kWarning = rgba(255, 180, 110);
  kSouth = rgba(250, 240, 215);
  kNorth = rgba(40, 28, 22);
  kBadge = rgba(30, 18, 10, 215);
}

// Black ground and board, white text and rims, yellow marks: 15:1 and more for the text and
// the playable holes' rings against the board.
void contrastColours() {
  kBackgroundTop = rgba(0, 0, 0);
  kBackgroundBottom = rgba(0, 0, 0);
  kWoodLight = rgba(0, 0, 0);
  kWoodDark = rgba(0, 0, 0);
  kWoodEdge = rgba(255, 255, 255);
  kGrain = rgba(0, 0, 0, 0);
  kHoleDeep = rgba(0, 0, 0);
  kHoleRim = rgba(255, 255, 255);
  kText = rgba(255, 255, 255);
  kTextDim = rgba(235, 235, 235);
  kAccent = rgba(255, 232, 0);
  kAccentHover = rgba(255, 255, 255);
  kOnAccent = rgba(0, 0, 0);
  kCardChosen = rgba(0, 0, 0);
  kCardEdge = rgba(255, 255, 255);
  kCardHover = rgba(48, 48, 48);
  kCapture = rgba(255, 110, 255);
  kRelay = rgba(0, 230, 255);
  kWarning = rgba(255, 232, 0);
  kSouth = rgba(255, 255, 255);
  kNorth = rgba(0, 0, 0);
  kBadge = rgba(0, 0, 0, 255);
}

void contrastStyle(ImGuiStyle& s) {
  ImVec4* c = s.Colors;
  const ImVec4 white(1, 1, 1, 1), black(0, 0, 0, 1), yellow(1.0f, 0.91f, 0.0f, 1);
  c[ImGuiCol_Text] = white;
  c[ImGuiCol_TextDisabled] = ImVec4(0.75f, 0.75f, 0.75f, 1);
  c[ImGuiCol_WindowBg] = black;
  c[ImGuiCol_ChildBg] = black;
  c[ImGuiCol_PopupBg] = black;
  c[ImGuiCol_Border] = white;
  c[ImGuiCol_FrameBg] = black;
  c[ImGuiCol_FrameBgHovered] = ImVec4(0.25f, 0.25f, 0.25f, 1);
  c[ImGuiCol_FrameBgActive] = ImVec4(0.35f, 0.35f, 0.35f, 1);
  c[ImGuiCol_TitleBg] = black;
  c[ImGuiCol_TitleBgActive] = ImVec4(0.2f, 0.2f, 0.2f, 1);
  c[ImGuiCol_Button] = black;
  c[ImGuiCol_ButtonHovered] = ImVec4(0.3f, 0.3f, 0.3f, 1);
  c[ImGuiCol_ButtonActive] = ImVec4(0.45f, 0.45f, 0.45f, 1);
  c[ImGuiCol_Header] = ImVec4(0.3f, 0.3f, 0.3f, 1);
  c[ImGuiCol_HeaderHovered] = ImVec4(0.4f, 0.4f, 0.4f, 1);
  c[ImGuiCol_HeaderActive] = ImVec4(0.5f, 0.5f, 0.5f, 1);
  c[ImGuiCol_CheckMark] = yellow;
  c[ImGuiCol_SliderGrab] = yellow;
  c[ImGuiCol_Tab] = black;
  c[ImGuiCol_TabHovered] = ImVec4(0.3f, 0.3f, 0.3f, 1);
  c[ImGuiCol_TabActive] = ImVec4(0.4f, 0.4f, 0.4f, 1);
  c[ImGuiCol_Separator] = white;
  c[ImGuiCol_NavHighlight] = yellow;
  s.FrameBorderSize = 2;
  s.ChildBorderSize = 1;
}
}  // namespace

bool highContrast() { return gHighContrast; }

void setFingerSized(bool on) {
  gFingerSized = on;
  if (ImGui::GetCurrentContext()) applyStyle();
}

bool fingerSized() { return gFingerSized; }

void setHighContrast(bool on) {
  gHighContrast = on;
  if (on)
    contrastColours();
  else
    classicColours();
  if (ImGui::GetCurrentContext()) applyStyle();
}

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
  // A touch screen's controls taller (a button 44 px high instead of 29), for a finger.
  s.FramePadding = ImVec2(10, gFingerSized ? 13.5f : 6.0f);
  s.ItemSpacing = ImVec2(9, 8);
  s.WindowBorderSize = 0;
  s.FrameBorderSize = 0;  // radio buttons and check boxes have one (widgets.h)
  ImVec4* c = s.Colors;
  const ImVec4 ivory(0.96f, 0.93f, 0.85f, 1.0f);
  c[ImGuiCol_Text] = ivory;
  c[ImGuiCol_TextDisabled] = ImVec4(0.62f, 0.56f, 0.48f, 1.0f);
  c[ImGuiCol_WindowBg] = ImVec4(0.13f, 0.09f, 0.06f, 0.97f);
  c[ImGuiCol_ChildBg] = ImVec4(0.0f, 0.0f, 0.0f, 0.18f);
  c[ImGuiCol_PopupBg] = ImVec4(0.16f, 0.11f, 0.07f, 1.0f);  // opaque: nothing shows through
  // The edge of a radio button or check box: 3:1 and more against the background, as WCAG asks of
  // a control's outline (1.4.11); an empty one is otherwise 1.5:1.
  c[ImGuiCol_Border] = ImVec4(0.64f, 0.48f, 0.30f, 1.0f);
  c[ImGuiCol_FrameBg] = ImVec4(0.30f, 0.19f, 0.10f, 1.0f);
  c[ImGuiCol_FrameBgHovered] = ImVec4(0.40f, 0.26f, 0.13f, 1.0f);
  c[ImGuiCol_FrameBgActive] = ImVec4(0.48f, 0.31f, 0.15f, 1.0f);
  c[ImGuiCol_TitleBg] = ImVec4(0.20f, 0.13f, 0.08f, 1.0f);
  c[ImGuiCol_TitleBgActive] = ImVec4(0.28f, 0.18f, 0.10f, 1.0f);
  // The ivory text 4.5:1 and more on a button, a list's line and a tab, under the pointer too.
  c[ImGuiCol_Button] = ImVec4(0.47f, 0.29f, 0.12f, 1.0f);
  c[ImGuiCol_ButtonHovered] = ImVec4(0.58f, 0.37f, 0.16f, 1.0f);
  c[ImGuiCol_ButtonActive] = ImVec4(0.52f, 0.33f, 0.14f, 1.0f);
  c[ImGuiCol_Header] = ImVec4(0.47f, 0.29f, 0.12f, 1.0f);
  c[ImGuiCol_HeaderHovered] = ImVec4(0.58f, 0.37f, 0.16f, 1.0f);
  c[ImGuiCol_HeaderActive] = ImVec4(0.52f, 0.33f, 0.14f, 1.0f);
  c[ImGuiCol_CheckMark] = ImVec4(1.0f, 0.80f, 0.36f, 1.0f);
  c[ImGuiCol_SliderGrab] = ImVec4(1.0f, 0.80f, 0.36f, 1.0f);
  // The tab shown the brightest, a tab under the pointer between it and the others.
  c[ImGuiCol_Tab] = ImVec4(0.24f, 0.15f, 0.07f, 1.0f);
  c[ImGuiCol_TabHovered] = ImVec4(0.40f, 0.25f, 0.11f, 1.0f);
  c[ImGuiCol_TabActive] = ImVec4(0.58f, 0.37f, 0.16f, 1.0f);
  c[ImGuiCol_Separator] = ImVec4(0.45f, 0.30f, 0.16f, 0.6f);
  c[ImGuiCol_ScrollbarBg] = ImVec4(0.0f, 0.0f, 0.0f, 0.1f);
  c[ImGuiCol_ModalWindowDimBg] = ImVec4(0.0f, 0.0f, 0.0f, 0.55f);
  // Keyboard focus on a control: a bright, thick frame.
  c[ImGuiCol_NavHighlight] = ImVec4(1.0f, 0.91f, 0.45f, 1.0f);
  if (gHighContrast) contrastStyle(s);
}

}  // namespace mancala::app::theme
