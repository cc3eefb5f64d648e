#include "app/ui/controls.h"

namespace mancala::app {

void Controls::remember(const std::string& name) {
  rects_[name] = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
}

std::optional<ImVec2> Controls::center(const std::string& name) const {
  auto it = rects_.find(name);
  if (it == rects_.end()) return std::nullopt;
  return ImVec2((it->second.min.x + it->second.max.x) * 0.5f,
                (it->second.min.y + it->second.max.y) * 0.5f);
}

}  // namespace mancala::app
