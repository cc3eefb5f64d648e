#include "app/ui/widgets/item_hooks.h"

namespace {

mancala::app::ItemReport gReport;

}  // namespace

// Declared by imgui_internal.h: only the labels are kept.
void ImGuiTestEngineHook_ItemAdd(ImGuiContext*, const ImRect&, ImGuiID) {}
void ImGuiTestEngineHook_ItemInfo(ImGuiContext*, ImGuiID id, const char* label,
                                  ImGuiItemStatusFlags flags) {
  gReport.id = id;
  gReport.label = label ? label : "";
  gReport.flags = flags;
}
void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}
// ImGui's metrics window prints what this gives: no label rather than a null pointer.
const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext*, ImGuiID) { return ""; }

namespace mancala {
namespace app {

const ItemReport& lastItemReport() { return gReport; }

}  // namespace app
}  // namespace mancala
