#include "app/model/words/trace_text.h"

namespace mancala::app {
namespace {

std::string hole(int h) {
  if (h >= 0 && h < kHoles) return std::string(1, holeLetter(h));
  std::string out = "hole ";  // not a hole: shown as it is
  out += std::to_string(h);
  return out;
}

std::string seeds(int n) { return std::to_string(n) + (n == 1 ? " seed" : " seeds"); }

}  // namespace

std::string describeTraceEvent(const TraceEvent& e) {
  const std::string player(1, playerLetter(e.player));
  using Kind = TraceEvent::Kind;
  switch (e.kind) {
    case Kind::Pickup: return "pickup " + hole(e.hole) + " (" + seeds(e.count) + ")";
    case Kind::Sow: return "sow " + hole(e.hole) + " -> " + std::to_string(e.count);
    case Kind::SkipOrigin: return "skip origin " + hole(e.hole);
    case Kind::Relay: return "relay from " + hole(e.hole) + " (" + seeds(e.count) + ")";
    case Kind::Capture:
      return player + " captures " + std::to_string(e.count) + " from " + hole(e.hole);
    case Kind::ExtraTurn: return player + " moves again (grand slam)";
    case Kind::Pass: return player + " passes";
    case Kind::GameOver: return "game over";
    case Kind::EndShare:
      return "end: " + seeds(e.count) + " from " + hole(e.hole) + " to " + player;
  }
  return "event " + std::to_string(static_cast<int>(e.kind));
}

std::vector<std::string> describeTrace(const Trace& trace) {
  std::vector<std::string> lines;
  lines.reserve(trace.size());
  for (std::size_t i = 0; i < trace.size(); ++i)
    lines.push_back(std::to_string(i + 1) + ". " + describeTraceEvent(trace[i]));
  return lines;
}

}  // namespace mancala::app
