#include "app/ui/widgets/theme.h"

namespace mancala::app::theme {
namespace {
Look gLook = Look::Classic;
bool gFingerSized = false;

ImU32 opaque(Rgb c) { return rgba(c.r, c.g, c.b); }

// What the classic and the light looks share: the wood, its hollows and what is drawn on it.
void woodColours() {
  kWoodLight = rgba(196, 132, 72);
  kWoodDark = rgba(134, 78, 36);
  kWoodEdge = rgba(84, 46, 20);
  kGrain = rgba(92, 50, 20, 60);
  kHoleDeep = rgba(58, 32, 14);
  kHoleRim = rgba(110, 62, 28);
  kSouth = rgba(250, 240, 215);
  kNorth = rgba(40, 28, 22);
  kBoardText = rgba(246, 236, 218);
  kBoardDim = rgba(200, 184, 160);
  kBoardAccent = rgba(255, 204, 92);
  kBoardBadge = rgba(30, 18, 10, 215);
  kBoardCapture = rgba(255, 96, 56);
  kBoardRelay = rgba(120, 200, 255);
  kBoardShadow = rgba(0, 0, 0, 52);
}

void classicColours() {
  const LookGrounds g = lookGrounds(Look::Classic);
  kBackgroundTop = opaque(g.grounds[0]);
  kBackgroundBottom = opaque(g.grounds[1]);
  woodColours();
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
  kBadge = rgba(30, 18, 10, 215);
  kGood = rgba(140, 220, 140);
  kCaution = rgba(240, 220, 110);
  kFocusRing = rgba(255, 232, 0);
  kFocusRingEdge = rgba(0, 0, 0);
}

// The wood on ivory paper: dark brown words, a deep amber accent, the marks' colours darkened
// until they read on the ground (4.5:1 and more, app_theme_contrast_test).
void lightColours() {
  const LookGrounds g = lookGrounds(Look::Light);
  kBackgroundTop = opaque(g.grounds[0]);
  kBackgroundBottom = opaque(g.grounds[1]);
  woodColours();
  kText = opaque(g.darkWords);
  kTextDim = rgba(102, 80, 60);
  kAccent = rgba(140, 76, 0);
  kAccentHover = rgba(116, 62, 0);
  kOnAccent = opaque(g.lightWords);
  kCardChosen = rgba(240, 224, 194);
  kCardEdge = rgba(150, 118, 86);
  kCardHover = rgba(247, 238, 220);
  kCapture = rgba(178, 40, 14);
  kRelay = rgba(20, 96, 160);
  kWarning = rgba(164, 60, 0);
  kBadge = rgba(255, 252, 245, 240);
  kGood = rgba(28, 110, 40);
  kCaution = rgba(120, 90, 0);
  kFocusRing = rgba(140, 76, 0);
  kFocusRingEdge = rgba(255, 255, 255);
  kBoardShadow = rgba(90, 56, 24, 34);  // a warm, softer shadow on paper
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
  kGood = rgba(140, 255, 140);
  kCaution = rgba(255, 232, 0);
  kFocusRing = rgba(255, 232, 0);
  kFocusRingEdge = rgba(0, 0, 0);
  kBoardText = kText;
  kBoardDim = kTextDim;
  kBoardAccent = kAccent;
  kBoardBadge = kBadge;
  kBoardCapture = kCapture;
  kBoardRelay = kRelay;
  kBoardShadow = rgba(0, 0, 0, 52);
}

ImVec4 rgb(int r, int g, int b, float a = 1.0f) {
  return ImVec4(static_cast<float>(r) / 255.0f, static_cast<float>(g) / 255.0f,
                static_cast<float>(b) / 255.0f, a);
}

// Warm white windows on the ivory ground, controls a shade of sand darker, dark brown words
// (4.5:1 and more on every one of them, under the pointer too).
void lightStyle(ImGuiStyle& s) {
  ImVec4* c = s.Colors;
  c[ImGuiCol_Text] = ImGui::ColorConvertU32ToFloat4(kText);
  c[ImGuiCol_TextDisabled] = rgb(116, 98, 80);
  c[ImGuiCol_WindowBg] = rgb(255, 252, 245, 0.97f);
  c[ImGuiCol_ChildBg] = rgb(120, 80, 40, 0.05f);
  c[ImGuiCol_PopupBg] = rgb(255, 252, 245);
  c[ImGuiCol_Border] = rgb(150, 118, 86);  // 3:1 against the window: a control's outline
  c[ImGuiCol_FrameBg] = rgb(244, 234, 214);
  c[ImGuiCol_FrameBgHovered] = rgb(236, 220, 192);
  c[ImGuiCol_FrameBgActive] = rgb(226, 206, 172);
  c[ImGuiCol_TitleBg] = rgb(240, 228, 206);
  c[ImGuiCol_TitleBgActive] = rgb(232, 216, 188);
  c[ImGuiCol_Button] = rgb(234, 218, 190);
  c[ImGuiCol_ButtonHovered] = rgb(222, 200, 162);
  c[ImGuiCol_ButtonActive] = rgb(212, 188, 148);
  c[ImGuiCol_Header] = rgb(234, 218, 190);
  c[ImGuiCol_HeaderHovered] = rgb(222, 200, 162);
  c[ImGuiCol_HeaderActive] = rgb(212, 188, 148);
  c[ImGuiCol_CheckMark] = ImGui::ColorConvertU32ToFloat4(kAccent);
  c[ImGuiCol_SliderGrab] = ImGui::ColorConvertU32ToFloat4(kAccent);
  c[ImGuiCol_Tab] = rgb(240, 228, 206);
  c[ImGuiCol_TabHovered] = rgb(226, 208, 176);
  c[ImGuiCol_TabActive] = rgb(214, 190, 150);
  c[ImGuiCol_Separator] = rgb(150, 118, 86, 0.5f);
  c[ImGuiCol_ScrollbarBg] = rgb(120, 80, 40, 0.06f);
  c[ImGuiCol_ScrollbarGrab] = rgb(150, 118, 86);  // the controls' outline: 3:1 on the window
  c[ImGuiCol_ScrollbarGrabHovered] = rgb(122, 92, 62);
  c[ImGuiCol_ScrollbarGrabActive] = ImGui::ColorConvertU32ToFloat4(kAccent);
  c[ImGuiCol_ModalWindowDimBg] = rgb(60, 40, 20, 0.35f);
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
  c[ImGuiCol_ScrollbarBg] = black;
  c[ImGuiCol_ScrollbarGrab] = ImVec4(0.8f, 0.8f, 0.8f, 1);
  c[ImGuiCol_ScrollbarGrabHovered] = white;
  c[ImGuiCol_ScrollbarGrabActive] = yellow;
  s.FrameBorderSize = 2;
  s.ChildBorderSize = 1;
}
}  // namespace

bool highContrast() { return gLook == Look::Contrast; }
Look look() { return gLook; }

void setFingerSized(bool on) {
  gFingerSized = on;
  if (ImGui::GetCurrentContext()) applyStyle();
}

bool fingerSized() { return gFingerSized; }

void setHighContrast(bool on) { setLook(on ? Look::Contrast : Look::Classic); }

void setLook(Look look, std::optional<Rgb> accent) {
  gLook = look;
  if (look == Look::Contrast)
    contrastColours();
  else if (look == Look::Light)
    lightColours();
  else
    classicColours();
  kPrimary = kAccent;
  kPrimaryHover = kAccentHover;
  kOnPrimary = kOnAccent;
  if (accent) {  // its words the darker or the lighter; under the pointer a step away from them
    const Rgb words = accentFit(look, *accent).words;
    const bool darkWords = relativeLuminance(words) < relativeLuminance(*accent);
    const auto step = [&](std::uint8_t v) {
      return static_cast<int>(darkWords ? v + (255 - v) * 0.25 : v * 0.8);
    };
    kPrimary = kFocusRing = opaque(*accent);
    kPrimaryHover = rgba(step(accent->r), step(accent->g), step(accent->b));
    kOnPrimary = opaque(words);
    kFocusRingEdge = darkWords ? rgba(0, 0, 0) : rgba(255, 255, 255);
  }
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
  s.ScrollbarSize = 12;
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
  // A scrollbar, shown only while there is more to see (ImGui's default for a window without
  // ImGuiWindowFlags_AlwaysVerticalScrollbar), in the wood's colours: its handle 3:1 and more
  // against the window, as a control's outline; the accent while it is dragged.
  c[ImGuiCol_ScrollbarBg] = ImVec4(0.0f, 0.0f, 0.0f, 0.1f);
  c[ImGuiCol_ScrollbarGrab] = ImVec4(0.55f, 0.42f, 0.28f, 1.0f);
  c[ImGuiCol_ScrollbarGrabHovered] = ImVec4(0.69f, 0.53f, 0.36f, 1.0f);
  c[ImGuiCol_ScrollbarGrabActive] = ImGui::ColorConvertU32ToFloat4(kAccent);
  c[ImGuiCol_ModalWindowDimBg] = ImVec4(0.0f, 0.0f, 0.0f, 0.55f);
  // Keyboard focus on a control: a bright, thick frame.
  c[ImGuiCol_NavHighlight] = ImGui::ColorConvertU32ToFloat4(kFocusRing);
  if (gLook == Look::Light) lightStyle(s);
  if (gLook == Look::Contrast) contrastStyle(s);
}

}  // namespace mancala::app::theme
