// A move's trace (core/position.h) as plain lines, one per event, for the desktop's debug
// window and for logs: "pickup c (4 seeds)", "sow d -> 5", "S captures 3 from D". A developer's
// tool: English only, never through tr().
#pragma once

#include <string>
#include <vector>

#include "core/position.h"

namespace mancala::app {

// One line per event, in order; holes in the record's notation (a..f South's row, A..F North's).
std::vector<std::string> describeTrace(const Trace& trace);
std::string describeTraceEvent(const TraceEvent& event);

}  // namespace mancala::app
