#include "app/ui/language_menu.h"

#include <algorithm>
#include <string>

#include "app/text/i18n.h"
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

bool languageMenu(const char* id, float width) {
  bool changed = false;
  const std::string current(languageName(currentLanguage()));
  ImGui::SetNextItemWidth(width);
  if (ImGui::BeginCombo(id, current.c_str())) {
    for (Language l : kAllLanguages) {
      const std::string name(languageName(l));
      if (ImGui::Selectable(name.c_str(), l == currentLanguage()) && l != currentLanguage()) {
        setLanguage(l);
        changed = true;
      }
    }
    ImGui::EndCombo();
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("Language"));
  return changed;
}

}  // namespace mancala::app
