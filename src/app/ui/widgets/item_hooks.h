// ImGui's item hooks (IMGUI_ENABLE_TEST_ENGINE, cmake/ImGui.cmake): ImGui's widgets call them with
// their labels. They are compiled into the imgui library itself, which calls them, so that every
// program linking ImGui has them; item_labels.h reads what they heard. C++11, as ImGui is built.
#pragma once

#include <string>

#include "imgui_internal.h"

namespace mancala {
namespace app {

// The last widget that reported its label: its id, its label as given ("Undo", "##speed") and
// its status flags (a check box: checkable, checked).
struct ItemReport {
  ImGuiID id = 0;
  std::string label;
  ImGuiItemStatusFlags flags = 0;
};
const ItemReport& lastItemReport();

}  // namespace app
}  // namespace mancala
