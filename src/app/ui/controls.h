// Where the named controls were drawn in the last frame ("new-game", "undo", "hint", ...), so
// that the page API and the browser tests can find and press them as a person would.
#pragma once

#include <map>
#include <optional>
#include <string>

#include "imgui.h"

namespace mancala::app {

class Controls {
 public:
  void clear() { rects_.clear(); }
  // Remembers ImGui's last item under `name`.
  void remember(const std::string& name);
  std::optional<ImVec2> center(const std::string& name) const;

 private:
  struct Rect {
    ImVec2 min, max;
  };
  std::map<std::string, Rect> rects_;
};

}  // namespace mancala::app
