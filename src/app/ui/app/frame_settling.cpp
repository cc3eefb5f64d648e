#include "app/ui/app/frame_settling.h"

#include "imgui.h"
#include "imgui_internal.h"

namespace mancala::app {

bool imguiNeedsAnotherFrame() {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  for (const ImGuiWindow* w : g.Windows) {
    if (!w->Active) continue;
    if (w->Appearing || w->HiddenFramesCannotSkipItems > 0 || w->HiddenFramesForRenderOnly > 0 ||
        w->AutoFitFramesX > 0 || w->AutoFitFramesY > 0)
      return true;
    // Content that grew or shrank: the scrollbars and the layout follow in the next frame.
    if (!w->Collapsed && !w->SkipItems && w->ContentSizeExplicit.x == 0 &&
        w->ContentSizeExplicit.y == 0) {
      const float cw = IM_FLOOR(w->DC.CursorMaxPos.x - w->DC.CursorStartPos.x);
      const float ch = IM_FLOOR(w->DC.CursorMaxPos.y - w->DC.CursorStartPos.y);
      if (cw != w->ContentSize.x || ch != w->ContentSize.y) return true;
    }
    // A tooltip replaced in the same frame hides the old one for good: no frame is owed.
    if (w->HiddenFramesCanSkipItems > 0 && !(w->Flags & ImGuiWindowFlags_Tooltip)) return true;
  }
  for (int i = 0; i < g.TabBars.GetMapSize(); ++i) {
    const ImGuiTabBar* bar = g.TabBars.TryGetMapData(i);
    if (bar && bar->CurrFrameVisible == g.FrameCount && bar->PrevFrameVisible + 1 < g.FrameCount)
      return true;  // appeared in this frame: its tabs are laid out in the next
  }
  return false;
}

}  // namespace mancala::app
