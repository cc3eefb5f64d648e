#include "app/ui/windows/game_choice.h"

#include <string>

#include "app/ui/widgets/widgets.h"
#include "imgui.h"

namespace mancala::app {

void gameChoice(Variant& chosen, float right, std::string_view controlPrefix,
                std::string_view idSuffix, UiState& ui) {
  bool first = true;
  for (Variant v : kAllVariants) {
    const std::string title(variantTitle(v));
    const float w = ImGui::CalcTextSize(title.c_str()).x + ImGui::GetFrameHeight() +
                    ImGui::GetStyle().ItemInnerSpacing.x;
    if (!first) besideIfFits(w, right);
    first = false;
    if (radioButton((title + std::string(idSuffix)).c_str(), chosen == v)) chosen = v;
    ui.control((std::string(controlPrefix) + std::string(variantName(v))).c_str(),
               Controls::Stop::Choice);
  }
}

}  // namespace mancala::app
