// The interface's text against what is behind it, in both palettes: 4.5:1 at least (WCAG 2.1,
// 1.4.3), for the text of the panels, buttons (under the pointer too), lists, tabs, the players'
// strips, the start screen's cards and its primary button.
#include <catch2/catch.hpp>
#include <cmath>
#include <string>

#include "app/ui/widgets/theme.h"
#include "imgui.h"

using namespace mancala::app;

namespace {

struct Rgb {
  double r, g, b;
};

Rgb rgb(ImU32 c) {
  return {static_cast<double>(c & 0xFF) / 255.0, static_cast<double>((c >> 8) & 0xFF) / 255.0,
          static_cast<double>((c >> 16) & 0xFF) / 255.0};
}
Rgb rgb(const ImVec4& c) { return {c.x, c.y, c.z}; }
double alphaOf(ImU32 c) { return static_cast<double>(c >> 24) / 255.0; }

// `top` with opacity `a` over `under`.
Rgb over(Rgb top, double a, Rgb under) {
  return {top.r * a + under.r * (1 - a), top.g * a + under.g * (1 - a),
          top.b * a + under.b * (1 - a)};
}

double luminance(Rgb c) {
  const auto lin = [](double v) {
    return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
}

double contrast(Rgb a, Rgb b) {
  const double la = luminance(a), lb = luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

void checkPalette(bool high) {
  theme::setHighContrast(high);
  const ImVec4* c = ImGui::GetStyle().Colors;
  // The screen's background, at its lightest (the top) and darkest; a window over it.
  const Rgb top = rgb(theme::kBackgroundTop), bottom = rgb(theme::kBackgroundBottom);
  const Rgb window = over(rgb(c[ImGuiCol_WindowBg]), c[ImGuiCol_WindowBg].w, top);
  const Rgb badge = over(rgb(theme::kBadge), alphaOf(theme::kBadge), top);
  const struct {
    const char* what;
    Rgb text, back;
  } pairs[] = {
      {"text on the background", rgb(c[ImGuiCol_Text]), top},
      {"text on a window", rgb(c[ImGuiCol_Text]), window},
      {"text in a menu", rgb(c[ImGuiCol_Text]), rgb(c[ImGuiCol_PopupBg])},
      {"text on a button", rgb(c[ImGuiCol_Text]), rgb(c[ImGuiCol_Button])},
      {"text on a button under the pointer", rgb(c[ImGuiCol_Text]), rgb(c[ImGuiCol_ButtonHovered])},
      {"text on a pressed button", rgb(c[ImGuiCol_Text]), rgb(c[ImGuiCol_ButtonActive])},
      {"text on a list's chosen line", rgb(c[ImGuiCol_Text]), rgb(c[ImGuiCol_Header])},
      {"text on a list's line under the pointer", rgb(c[ImGuiCol_Text]),
       rgb(c[ImGuiCol_HeaderHovered])},
      {"text on a tab", rgb(c[ImGuiCol_Text]), rgb(c[ImGuiCol_TabActive])},
      {"text on a tab under the pointer", rgb(c[ImGuiCol_Text]), rgb(c[ImGuiCol_TabHovered])},
      {"text in a field", rgb(c[ImGuiCol_Text]), rgb(c[ImGuiCol_FrameBg])},
      {"a window's title", rgb(c[ImGuiCol_Text]), rgb(c[ImGuiCol_TitleBgActive])},
      {"the panels' grey text", rgb(theme::kTextDim), window},
      {"the grey text on the background", rgb(theme::kTextDim), top},
      {"the grey text low on the background", rgb(theme::kTextDim), bottom},
      {"a disabled control's words", rgb(c[ImGuiCol_TextDisabled]), window},
      {"the accent's words", rgb(theme::kAccent), top},
      {"a strip's grey words", rgb(theme::kTextDim), badge},
      {"a strip's accent words", rgb(theme::kAccent), badge},
      {"a warning", rgb(theme::kWarning), top},
      {"a chosen game's summary", rgb(theme::kTextDim), rgb(theme::kCardChosen)},
      {"a game's summary under the pointer", rgb(theme::kTextDim), rgb(theme::kCardHover)},
      {"the primary button's words", rgb(theme::kOnAccent), rgb(theme::kAccent)},
      {"the primary button's words under the pointer", rgb(theme::kOnAccent),
       rgb(theme::kAccentHover)},
  };
  for (const auto& p : pairs) {
    INFO((high ? "high contrast: " : "classic: ") << p.what);
    CHECK(contrast(p.text, p.back) >= 4.5);
  }
}

}  // namespace

TEST_CASE("theme: every text 4.5:1 or more against what is behind it, in both palettes",
          "[theme]") {
  ImGui::CreateContext();
  checkPalette(false);
  checkPalette(true);
  theme::setHighContrast(false);
  ImGui::DestroyContext();
}
