#include "app/ui/board/board_exercise.h"

#include <algorithm>
#include <string>

#include "app/ui/widgets/widgets.h"
#include "core/types.h"

namespace mancala::app {

float buttonRowsHeight(std::span<const char* const> labels) {
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float width = ImGui::GetContentRegionAvail().x;
  int rows = 1;
  for (float x = -1; const char* label : labels) {
    const float w = buttonWidth(label);
    if (x >= 0 && x + spacing + w > width) {
      ++rows;
      x = w;
    } else {
      x = x < 0 ? w : x + spacing + w;
    }
  }
  return static_cast<float>(rows) * (ImGui::GetFrameHeight() + ImGui::GetStyle().ItemSpacing.y);
}

float exerciseBoardHeight(ImVec2 avail, float buttonsH, float reserveLines) {
  const float forText = avail.y - buttonsH;
  const float reserve = ImGui::GetTextLineHeightWithSpacing() * reserveLines;
  return std::max(
      60.0f, std::min(boardHeightForWidth(avail.x), std::max(forText - reserve, forText * 0.5f)));
}

void holeControls(const BoardLayout& layout, const char* prefix, const NameControl& control) {
  const ImVec2 after = ImGui::GetCursorScreenPos();
  const float r = layout.holeRadius();
  for (int h = 0; h < kHoles; ++h) {
    ImGui::SetCursorScreenPos(ImVec2(layout.hole(h).x - r, layout.hole(h).y - r));
    ImGui::Dummy(ImVec2(2 * r, 2 * r));
    control((prefix + std::to_string(h)).c_str(), {});
  }
  ImGui::SetCursorScreenPos(after);
}

bool rowButton(const char* label, bool enabled, bool first, bool atEnd) {
  const float width = buttonWidth(label), right = ImGui::GetContentRegionMax().x;
  if (!first) besideIfFits(width, right);
  if (atEnd) ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX(), right - width));
  ImGui::BeginDisabled(!enabled);
  const bool clicked = ImGui::Button(label);
  ImGui::EndDisabled();
  return clicked;
}

}  // namespace mancala::app
