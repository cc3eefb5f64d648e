// The desktop's debug window (F12): ImGui's own numbers, the game's state as JSON, the last
// move's trace and the background search's progress. A developer's tool: its texts are English
// and stay out of tr(). The App fills DebugInfo (debugInfo) each frame while the window is open.
#pragma once

#include <string>
#include <vector>

#include "app/model/modes/app_model.h"
#include "app/model/worker/background.h"

namespace mancala::app {

struct DebugInfo {
  std::string stateJson;               // Session::stateJson()
  std::vector<std::string> lastTrace;  // the last move's trace, one event a line (trace_text.h)
  std::string search;                  // the background search's progress, free text
};

// What the window shows of `model` now, and of the search on `worker` (none: on this thread).
DebugInfo debugInfo(const AppModel& model, background::Worker* worker);

// Draws the window while *open; its close button sets *open to false.
void drawDebugWindow(bool* open, const DebugInfo& info);

// The JSON indented, two spaces a level; arrays of plain values stay on one line.
std::string indentJson(const std::string& json);

}  // namespace mancala::app
