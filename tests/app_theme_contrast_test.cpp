// The interface's text against what is behind it, in every look (classic, light, high contrast)
// and with a page's accent colour: 4.5:1 at least (WCAG 2.1, 1.4.3), for the text of the panels,
// buttons (under the pointer too), lists, tabs, the players' strips, the start screen's cards,
// its primary button, the review's marks and the board's badges. An accent that would fall
// below it is refused (look.h), and the refusal says so.
#include <catch2/catch.hpp>
#include <cmath>
#include <string>

#include "app/model/formats/look.h"
#include "app/model/words/problem_text.h"
#include "app/text/i18n.h"
#include "app/ui/widgets/theme.h"
#include "imgui.h"

using namespace mancala::app;

namespace {

struct Shade {
  double r, g, b;
};

Shade rgb(ImU32 c) {
  return {static_cast<double>(c & 0xFF) / 255.0, static_cast<double>((c >> 8) & 0xFF) / 255.0,
          static_cast<double>((c >> 16) & 0xFF) / 255.0};
}
Shade rgb(const ImVec4& c) { return {c.x, c.y, c.z}; }
double alphaOf(ImU32 c) { return static_cast<double>(c >> 24) / 255.0; }

// `top` with opacity `a` over `under`.
Shade over(Shade top, double a, Shade under) {
  return {top.r * a + under.r * (1 - a), top.g * a + under.g * (1 - a),
          top.b * a + under.b * (1 - a)};
}

double luminance(Shade c) {
  const auto lin = [](double v) {
    return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
}

double contrast(Shade a, Shade b) {
  const double la = luminance(a), lb = luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

const char* lookName(Look look) {
  return look == Look::Light ? "light" : look == Look::Contrast ? "high contrast" : "classic";
}

void checkPalette(Look look, std::optional<Rgb> accent = std::nullopt) {
  theme::setLook(look, accent);
  const ImVec4* c = ImGui::GetStyle().Colors;
  // The screen's background, at its lightest (the top) and darkest; a window over it.
  const Shade top = rgb(theme::kBackgroundTop), bottom = rgb(theme::kBackgroundBottom);
  const Shade window = over(rgb(c[ImGuiCol_WindowBg]), c[ImGuiCol_WindowBg].w, top);
  const Shade badge = over(rgb(theme::kBadge), alphaOf(theme::kBadge), top);
  // A badge on the board, over its lightest wood.
  const Shade boardBadge =
      over(rgb(theme::kBoardBadge), alphaOf(theme::kBoardBadge), rgb(theme::kWoodLight));
  const struct {
    const char* what;
    Shade text, back;
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
      {"the primary button's words", rgb(theme::kOnPrimary), rgb(theme::kPrimary)},
      {"the primary button's words under the pointer", rgb(theme::kOnPrimary),
       rgb(theme::kPrimaryHover)},
      {"the primary button on the background", rgb(theme::kPrimary), top},
      {"the primary button low on the background", rgb(theme::kPrimary), bottom},
      {"the focus ring on a window", rgb(theme::kFocusRing), window},
      {"the focus ring on the background", rgb(theme::kFocusRing), bottom},
      {"the review's best move", rgb(theme::kGood), window},
      {"the review's inaccuracy", rgb(theme::kCaution), window},
      {"the review's mistake", rgb(theme::kWarning), window},
      {"the review's blunder", rgb(theme::kCapture), window},
      {"a relay named in the rules", rgb(theme::kRelay), window},
      {"a hole's count on the board", rgb(theme::kBoardText), boardBadge},
      {"an empty hole's count on the board", rgb(theme::kBoardDim), boardBadge},
      {"a store's count on the board", rgb(theme::kBoardAccent), boardBadge},
      {"a relay on the board", rgb(theme::kBoardRelay), boardBadge},
  };
  for (const auto& p : pairs) {
    INFO(lookName(look) << (accent ? " with the accent " + cssColour(*accent) : std::string())
                        << ": " << p.what);
    CHECK(contrast(p.text, p.back) >= 4.5);
  }
}

}  // namespace

TEST_CASE("theme: every text 4.5:1 or more against what is behind it, in every look", "[theme]") {
  ImGui::CreateContext();
  checkPalette(Look::Classic);
  checkPalette(Look::Light);
  checkPalette(Look::Contrast);
  theme::setHighContrast(false);
  ImGui::DestroyContext();
}

// A scrollbar's handle is seen as a control's outline is: 3:1 and more (WCAG 2.1, 1.4.11) against
// its track on a window and on a panel in it, under the pointer and dragged too, in every look;
// drawn in the look's colours, not ImGui's grey.
TEST_CASE("theme: a scrollbar's handle 3:1 or more against its track, in every look", "[theme]") {
  ImGui::CreateContext();
  for (Look look : {Look::Classic, Look::Light, Look::Contrast}) {
    theme::setLook(look);
    const ImVec4* c = ImGui::GetStyle().Colors;
    const Shade top = rgb(theme::kBackgroundTop);
    const Shade window = over(rgb(c[ImGuiCol_WindowBg]), c[ImGuiCol_WindowBg].w, top);
    const Shade panel = over(rgb(c[ImGuiCol_ChildBg]), c[ImGuiCol_ChildBg].w, window);
    for (const Shade under : {window, panel}) {
      const Shade track = over(rgb(c[ImGuiCol_ScrollbarBg]), c[ImGuiCol_ScrollbarBg].w, under);
      for (const ImGuiCol handle :
           {ImGuiCol_ScrollbarGrab, ImGuiCol_ScrollbarGrabHovered, ImGuiCol_ScrollbarGrabActive}) {
        INFO(lookName(look) << ": handle " << handle);
        CHECK(c[handle].w == 1.0f);
        CHECK(contrast(rgb(c[handle]), track) >= 3.0);
      }
    }
  }
  theme::setHighContrast(false);
  ImGui::DestroyContext();
}

// Accents a museum might bring: a deep blue and a wine red for light pages, a sky blue and a
// pale gold for dark ones.
TEST_CASE("theme: an accent that fits a look keeps every text 4.5:1 or more", "[theme]") {
  ImGui::CreateContext();
  const struct {
    Look look;
    Rgb accent;
  } cases[] = {{Look::Light, {26, 79, 160}},     {Look::Light, {128, 24, 48}},
               {Look::Light, {0, 0, 0}},         {Look::Classic, {98, 160, 234}},
               {Look::Classic, {255, 230, 150}}, {Look::Classic, {255, 255, 255}}};
  for (const auto& c : cases) {
    INFO(lookName(c.look) << " " << cssColour(c.accent));
    REQUIRE(accentFit(c.look, c.accent).fits());
    CHECK(accentRefusal(c.look, c.accent).empty());
    checkPalette(c.look, c.accent);
  }
  theme::setHighContrast(false);
  ImGui::DestroyContext();
}

TEST_CASE("theme: an accent below 4.5:1 against what it sits on is refused, in words", "[theme]") {
  setLanguage(Language::English);
  // Pale yellow on ivory; a dark blue on walnut; a middle grey in either.
  CHECK(!accentFit(Look::Light, {255, 230, 120}).fits());
  CHECK(!accentFit(Look::Classic, {26, 79, 160}).fits());
  CHECK(!accentFit(Look::Light, {128, 128, 128}).fits());
  CHECK(!accentFit(Look::Classic, {128, 128, 128}).fits());
  const std::string why = accentRefusal(Look::Light, {255, 230, 120});
  CHECK(why.find("#ffe678") != std::string::npos);
  CHECK(why.find("light look") != std::string::npos);
  CHECK(why.find("4.5:1") != std::string::npos);
  CHECK(accentRefusal(Look::Classic, {26, 79, 160}).find("dark look") != std::string::npos);
  // theme=auto shows both looks, so the accent is checked against both; high contrast keeps
  // its own yellow.
  CHECK(accentLooks(ThemeChoice::Auto) == std::vector<Look>{Look::Classic, Look::Light});
  CHECK(accentLooks(ThemeChoice::Contrast).empty());
}
