#include "app/ui/widgets/language_menu.h"

#include <algorithm>
#include <string>

#include "app/text/i18n.h"
#include "app/ui/widgets/item_labels.h"
#include "app/ui/widgets/widgets.h"
#include "imgui.h"

namespace mancala::app {

float languageMenuWidth() {
  float widest = 0;
  for (Language l : kAllLanguages) {
    const std::string name(languageName(l));
    widest = std::max(widest, ImGui::CalcTextSize(name.c_str()).x);
  }
  const ImGuiStyle& style = ImGui::GetStyle();
  return widest + ImGui::GetFrameHeight() + style.FramePadding.x * 2;
}

std::string languageWords() {
  return namedValue(tr("Language"), std::string(languageName(currentLanguage())));
}

namespace {

// The note under the menu while a translation is fetched or after it failed.
std::optional<Language> languageNote(const std::string& id) {
  const auto pending = pendingLanguage();
  const auto failed = failedLanguage();
  if (!pending && !failed) return std::nullopt;
  std::optional<Language> chosen;
  const ImVec2 below(ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y + 4);
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(below, ImGuiCond_Always, ImVec2(1, 0));
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0),
                                      ImVec2(std::min(vp->Size.x - 16, 420.0f), vp->Size.y));
  ImGui::SetNextWindowBgAlpha(1.0f);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                 ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav;
  if (ImGui::Begin(("##note" + id).c_str(), nullptr, flags)) {
    ImGui::PushTextWrapPos(std::min(vp->Size.x - 32, 400.0f));
    if (pending) {
      ImGui::TextUnformatted(trf("Loading {0}\u2026", {languageName(*pending)}).c_str());
    } else {
      ImGui::TextUnformatted(trf("{0} could not be loaded: the game stays in this language. Check "
                                 "the connection and try again.",
                                 {languageName(*failed)})
                                 .c_str());
      if (ImGui::Button(tr("Try again"))) chosen = failed;
      ImGui::SameLine();
      // Asking for the language shown forgets the failure.
      if (ImGui::Button(tr("Close"))) setLanguage(currentLanguage());
    }
    ImGui::PopTextWrapPos();
  }
  ImGui::End();
  return chosen;
}

}  // namespace

std::optional<Language> languageMenu(const char* id, float width, bool hoverTooltip) {
  std::optional<Language> chosen;
  const std::string current(languageName(currentLanguage()));
  ImGui::SetNextItemWidth(width);
  if (ImGui::BeginCombo(id, current.c_str())) {
    pushFingerRows();
    for (Language l : kAllLanguages) {
      const std::string name(languageName(l));
      if (ImGui::Selectable(name.c_str(), l == currentLanguage()) && l != currentLanguage())
        chosen = l;
    }
    popFingerRows();
    ImGui::EndCombo();
  }
  if (hoverTooltip && ImGui::IsItemHovered()) tooltip(tr("Language"));
  if (const auto again = languageNote(id)) chosen = again;
  return chosen;
}

}  // namespace mancala::app
