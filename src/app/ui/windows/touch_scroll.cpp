#include "app/ui/windows/touch_scroll.h"

#include <cmath>

#include "imgui_internal.h"

namespace mancala::app {

void touchScroll(UiState& ui) {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  const ImGuiIO& io = ImGui::GetIO();
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) ui.touchDrag = UiState::Drag::None;
  if (!ui.touch || !ImGui::IsMouseDown(ImGuiMouseButton_Left)) return;
  if (!ImGui::IsMouseDragging(ImGuiMouseButton_Left, io.MouseDragThreshold)) return;
  if (ui.touchDrag == UiState::Drag::None) {
    const ImVec2 d = ImGui::GetMouseDragDelta(ImGuiMouseButton_Left, io.MouseDragThreshold);
    ui.touchDrag =
        std::abs(d.x) > std::abs(d.y) ? UiState::Drag::Horizontal : UiState::Drag::Vertical;
  }
  if (ui.touchDrag != UiState::Drag::Vertical || io.MouseDelta.y == 0.0f) return;
  ImGuiWindow* w = g.HoveredWindow;
  while (w && w->ScrollMax.y <= 0.0f && (w->Flags & ImGuiWindowFlags_ChildWindow))
    w = w->ParentWindow;
  if (!w || w->ScrollMax.y <= 0.0f) return;
  ImGui::SetScrollY(w, w->Scroll.y - io.MouseDelta.y);
  // A swipe is not a tap: the control it began on is not pressed when the finger lifts.
  ImGui::ClearActiveID();
}

}  // namespace mancala::app
