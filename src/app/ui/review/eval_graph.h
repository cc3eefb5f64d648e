// The review's evaluation graph: who leads over the game, in seeds, with best play from each
// position (the review's values), each side's name at its edge as the strips say it, who leads at
// the position shown in the player's words, the mistakes marked; a click or a drag shows that
// position.
#pragma once

#include "app/model/modes/app_model.h"
#include "app/ui/windows/ui_state.h"
#include "imgui.h"

namespace mancala::app {

// The graph in a box of `size`.
void drawEvalGraph(const AppModel& model, UiState& ui, ImVec2 size);

}  // namespace mancala::app
