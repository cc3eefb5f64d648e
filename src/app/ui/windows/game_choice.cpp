#include "app/ui/windows/game_choice.h"

#include <string>

#include "app/model/games_table/games_table.h"
#include "app/ui/widgets/widgets.h"
#include "imgui.h"

namespace mancala::app {

void gameChoice(Variant& chosen, float right, std::string_view controlPrefix,
                std::string_view idSuffix, UiState& ui) {
  bool first = true;
  for (const GameInfo& game : kGames) {
    const Variant v = game.id;
    const std::string title(game.title);
    const float w = ImGui::CalcTextSize(title.c_str()).x + ImGui::GetFrameHeight() +
                    ImGui::GetStyle().ItemInnerSpacing.x;
    if (!first) besideIfFits(w, right);
    first = false;
    if (radioButton((title + std::string(idSuffix)).c_str(), chosen == v)) chosen = v;
    ui.control((std::string(controlPrefix) + std::string(game.code)).c_str(),
               Controls::Stop::Choice);
  }
}

}  // namespace mancala::app
