#include "app/ui/windows/rules_window.h"

#include <algorithm>
#include <string>

#include "app/model/games_table/games_table.h"
#include "app/text/i18n.h"
#include "app/text/rules_text.h"
#include "app/ui/lettering/drawn_text.h"
#include "app/ui/widgets/item_labels.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/widgets.h"
#include "app/ui/windows/rules_diagrams.h"
#include "imgui.h"

namespace mancala::app {
namespace {

void wrapped(std::string_view text) {
  ImGui::TextWrapped("%.*s", static_cast<int>(text.size()), text.data());
}

void heading(const Fonts& fonts, std::string_view title) {
  ImGui::PushFont(fonts.heading);
  ImGui::PushStyleColor(ImGuiCol_Text, color(theme::kAccent));
  wrapped(title);
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

// A decision: indented, with a bar down its left side and a framed "Our choice" label above it.
void decision(std::string_view text) {
  const float indent = ImGui::GetFontSize() * 1.2f;
  ImGui::Indent(indent);
  const ImVec2 top = ImGui::GetCursorScreenPos();
  const char* label = tr("Our choice");
  const ImVec2 pad(5, 1);
  const ImVec2 size = ImGui::CalcTextSize(label);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImGui::Dummy(ImVec2(size.x + pad.x * 2, size.y + pad.y * 2));
  dl->AddRect(top, ImVec2(top.x + size.x + pad.x * 2, top.y + size.y + pad.y * 2), theme::kRelay,
              4.0f, 0, 1.5f);
  drawText(dl, ImVec2(top.x + pad.x, top.y + pad.y), theme::kRelay, label);
  wrapped(text);
  const float bottom = ImGui::GetItemRectMax().y;
  dl->AddRectFilled(ImVec2(top.x - indent * 0.6f, top.y), ImVec2(top.x - indent * 0.6f + 3, bottom),
                    theme::kRelay);
  ImGui::Unindent(indent);
  ImGui::Spacing();
}

void bullet(std::string_view text) {
  const float indent = ImGui::GetFontSize() * 1.2f;
  ImGui::Indent(indent);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::GetWindowDrawList()->AddCircleFilled(
      ImVec2(p.x - indent * 0.5f, p.y + ImGui::GetTextLineHeight() * 0.5f), 2.6f, theme::kText);
  wrapped(text);
  ImGui::Unindent(indent);
}

// The sections, each with its diagrams after its text where `figure` is given (the rules' part).
void sections(const Fonts& fonts, const std::vector<RuleSection>& list, Variant v,
              const NameControl* figure) {
  std::vector<std::string> ids;
  for (const RuleSection& section : list) ids.push_back(section.id);
  for (const RuleSection& section : list) {
    heading(fonts, section.title);
    for (const RuleParagraph& p : section.paragraphs) {
      switch (p.kind) {
        case RuleParagraph::Kind::Text: wrapped(p.text); break;
        case RuleParagraph::Kind::Bullet: bullet(p.text); break;
        case RuleParagraph::Kind::Decision: decision(p.text); break;
      }
    }
    if (figure) drawSectionDiagrams(v, section.id, ids, fonts, *figure);
    ImGui::Spacing();
  }
}

void sources(const Fonts& fonts, const GameTexts& texts) {
  ImGui::Separator();
  heading(fonts, tr("Sources"));
  for (std::string_view s : texts.sources) bullet(s);
}

// Whether the game's whole texts are there; else says that they are coming, or that they could
// not be fetched, with "Try again".
bool textsReady(Variant v, const NameControl& control) {
  switch (gameTextsState(v, currentLanguage())) {
    case TextsState::Ready: return true;
    case TextsState::Loading:
      wrapped(tr("Loading the rules\u2026"));
      control("rules-loading", {});
      break;
    case TextsState::Failed:
      ImGui::PushStyleColor(ImGuiCol_Text, color(theme::kWarning));
      wrapped(tr("The rules could not be loaded. Check the connection and try again."));
      ImGui::PopStyleColor();
      if (ImGui::Button(tr("Try again"))) retryGameTexts(v, currentLanguage());
      control("rules-retry", {});
      break;
  }
  return false;
}

// The text scrolled by the keyboard's arrows.
void scrollBy(float lines) {
  if (lines != 0)
    ImGui::SetScrollY(ImGui::GetScrollY() + lines * ImGui::GetTextLineHeightWithSpacing());
}

// What the tabs of a game draw with: the window's request, the fonts, and the namers of its
// controls and of the rules' figures.
struct TabTools {
  const RulesWindowRequest& request;
  const Fonts& fonts;
  const NameControl& control;
  const NameControl& figure;
};

// The buttons above a game's texts: How to play, and its rules page where pages can be opened.
// In a short window (a small frame) they are named short, on one line where they fit, so that
// the text keeps its room; their full words for screen readers.
void drawGameButtons(Variant v, const TabTools& tools, RulesWindowAsked& asked) {
  const bool cramped = ImGui::GetWindowHeight() < 400.0f;
  const float pad = 2 * ImGui::GetStyle().FramePadding.x;
  const char* howFull = tr("How to play: examples on the board");
  const char* how = cramped ? tr("How to play") : howFull;
  if (ImGui::Button(how)) asked.howToPlay = v;
  tools.control("how-to-play-rules", how == howFull ? std::string() : std::string(howFull));
  if (!tools.request.rulesPages) return;
  // Its words in full where they fit on one line, else the page's name alone (a phone).
  const char* full = tr("Rules page: diagrams, and a board to print");
  const bool fits = ImGui::CalcTextSize(full).x + pad <= ImGui::GetContentRegionAvail().x;
  const char* label = fits && !cramped ? full : tr("Rules page");
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (cramped && ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x +
                         ImGui::CalcTextSize(label).x + pad <=
                     right)
    ImGui::SameLine();
  if (ImGui::Button(label)) asked.rulesPage = v;
  tools.control("rules-page", label == full ? std::string() : std::string(full));
}

// One part of a game's texts as a tab, "rules" or "history" (`part`) under its `title`: the
// text, scrolled by the keyboard's arrows, and its sources. The rules say first what "Our
// choice" marks, inside the scrolled text, so that a small window keeps its room for them.
void drawPart(const char* part, const char* title, Variant v, const TabTools& tools) {
  const std::string id = std::string(part) + "-part";
  const std::string label = std::string(title) + "###" + id;
  const bool shown = ImGui::BeginTabItem(label.c_str());
  tools.control(id.c_str(), {});
  if (!shown) return;
  const bool rules = std::string_view(part) == "rules";
  ImGui::BeginChild((std::string(part) + "-text").c_str());
  scrollBy(tools.request.scrollLines);
  if (textsReady(v, tools.control)) {
    const GameTexts& texts = gameTexts(v);
    if (rules) {
      ImGui::PushStyleColor(ImGuiCol_Text, color(theme::kTextDim));
      wrapped(
          tr("Marked \u201cOur choice\u201d: where the historical documents are silent or "
             "unclear, the rule this game follows."));
      ImGui::PopStyleColor();
      ImGui::Spacing();
    }
    sections(tools.fonts, rules ? texts.rules : texts.history, v, rules ? &tools.figure : nullptr);
    sources(tools.fonts, texts);
  }
  ImGui::EndChild();
  ImGui::EndTabItem();
}

// A game's tab, when shown: its buttons, then its rules and its people and history.
void drawGameTab(Variant v, const TabTools& tools, RulesWindowAsked& asked) {
  const std::string tab = std::string(gameInfo(v).title) + "###" + std::string(gameInfo(v).code);
  const ImGuiTabItemFlags flags =
      tools.request.selectTab && v == tools.request.variant ? ImGuiTabItemFlags_SetSelected : 0;
  const bool shown = ImGui::BeginTabItem(tab.c_str(), nullptr, flags);
  // Its words say which game's rules show, as a choice's do.
  tools.control(("rules-tab-" + std::string(gameInfo(v).code)).c_str(),
                choiceWords(std::string(gameInfo(v).title), shown));
  if (!shown) return;
  drawGameButtons(v, tools, asked);
  if (ImGui::BeginTabBar("parts")) {
    drawPart("rules", tr("Rules"), v, tools);
    drawPart("history", tr("People and history"), v, tools);
    ImGui::EndTabBar();
  }
  ImGui::EndTabItem();
}

}  // namespace

RulesWindowAsked drawRulesWindow(bool* open, const RulesWindowRequest& request, const Fonts& fonts,
                                 const NameControl& control, const NameControl& figure) {
  RulesWindowAsked asked;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const ImVec2 size(std::min(vp->Size.x - 24, 760.0f), std::min(vp->Size.y - 24, 640.0f));
  placeWindowClearOf(request.clearTop, size);
  ImGui::SetNextWindowBgAlpha(1.0f);
  const std::string title = std::string(tr("Rules")) + RulesWindow::kWindowId;
  // Sized for the screen, with no resize grip (a game's window, not a desktop tool's). On a touch
  // screen it stays where it opened: a swipe scrolls its text (touch_scroll.h) and never takes
  // its title bar off the screen.
  const ImGuiWindowFlags fixed = theme::fingerSized() ? ImGuiWindowFlags_NoMove : 0;
  if (!ImGui::Begin(title.c_str(), open,
                    ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                        ImGuiWindowFlags_NoResize | fixed)) {
    ImGui::End();
    return asked;
  }
  if (ImGui::BeginTabBar("games")) {
    const TabTools tools{request, fonts, control, figure};
    for (const GameInfo& game : kGames) drawGameTab(game.id, tools, asked);
    ImGui::EndTabBar();
  }
  ImGui::End();
  return asked;
}

}  // namespace mancala::app
